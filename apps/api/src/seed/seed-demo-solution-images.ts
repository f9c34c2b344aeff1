import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { files, homeworks } from '../db/schema';
import { processImage } from '../modules/files/file-images';
import type { TFileStorage } from '../modules/files/storage/file-storage';
import type { TDemoSolutionImage } from './demo-content/solution-images';

/**
 * Gives demo tasks their solution image: the SVG diagram rendered to PNG, stored like an upload
 * (kind HOMEWORK_SOLUTION_IMAGE, owned by the demo teacher, with a thumbnail) and listed in the
 * task's solution images, with IMAGE added to its solution formats. Tasks that already have a
 * solution image are left alone, so running it again changes nothing. Returns the images added.
 */
export async function seedDemoSolutionImages(
  db: TDb,
  storage: TFileStorage,
  images: readonly TDemoSolutionImage[],
  ownerId: string,
): Promise<number> {
  let added = 0;
  for (const image of images) {
    const [task] = await db
      .select({ id: homeworks.id, imageIds: homeworks.solutionImageIds, formats: homeworks.solutionFormats })
      .from(homeworks)
      .where(eq(homeworks.slug, image.taskSlug));
    if (!task || task.imageIds.length) continue;

    const [existing] = await db
      .select({ id: files.id })
      .from(files)
      .where(
        and(
          eq(files.ownerId, ownerId),
          eq(files.assign, 'HOMEWORK_SOLUTION_IMAGE'),
          eq(files.originalName, image.fileName),
        ),
      );
    let fileId = existing?.id;
    if (!fileId) {
      const { default: sharp } = await import('sharp');
      const png = await sharp(Buffer.from(image.svg)).png().toBuffer();
      const processed = await processImage(png, 'png', 50_000_000);
      fileId = randomUUID();
      const storageKey = `${fileId}.png`;
      const thumbnailKey = `thumbnails/${fileId}.webp`;
      const { size } = await storage.put(storageKey, Readable.from([processed.data]), { contentType: 'image/png' });
      await storage.put(thumbnailKey, Readable.from([processed.thumbnail]), { contentType: 'image/webp' });
      await db.insert(files).values({
        id: fileId,
        ownerId,
        assign: 'HOMEWORK_SOLUTION_IMAGE',
        originalName: image.fileName,
        extension: 'png',
        mimetype: 'image/png',
        size,
        storageKey,
        thumbnailKey,
        metadata: { width: processed.width, height: processed.height },
      });
    }
    await db
      .update(homeworks)
      .set({
        solutionImageIds: [fileId],
        solutionFormats: task.formats.includes('IMAGE') ? task.formats : [...task.formats, 'IMAGE'],
      })
      .where(eq(homeworks.id, task.id));
    added += 1;
  }
  return added;
}
