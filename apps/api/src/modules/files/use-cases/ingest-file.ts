import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  can,
  errorMessages,
  extensionOf,
  fileKindRules,
  fileMessages,
  fileSizeLimits,
  formatInvalidFormatMessage,
  formatTooLargeMessage,
  subject,
  type TFileAssign,
  type TUploadedFile,
} from '@zadania/shared';
import type { TFileMetadataRow } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { readHead, type TFileContext, type TFileViewer } from '../file.context';
import { processImage } from '../file-images';
import { cleanFileName } from '../file-serving';
import { checkFileContent, fileHeadSize, imageTypes, mimeTypeOf, type TImageType } from '../file-type-check';
import { StorageWriteError } from '../storage/file-storage';

/** Images are decoded in memory for re-encoding; no image kind allows more than this. */
const imageMaxBytes = fileSizeLimits['25MB'];

/** Passes the bytes through, failing with `tooLarge()` as soon as more than `max` have come. */
async function* limitBytes(source: AsyncIterable<Buffer>, max: number, tooLarge: () => Error) {
  let total = 0;
  for await (const chunk of source) {
    total += chunk.length;
    if (total > max) throw tooLarge();
    yield chunk;
  }
}

async function collect(source: AsyncIterable<Buffer>) {
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Checks the request before a byte is read: role, extension, free space (a name already used is no reason to refuse). */
async function admit(ctx: TFileContext, viewer: TFileViewer, assign: TFileAssign, fileName: string) {
  const { repository, config } = ctx;
  const rule = fileKindRules[assign];
  if (!can(viewer, 'create', subject('file', { ownerId: viewer.id, assign }))) throw AppError.forbidden();
  const originalName = cleanFileName(fileName);
  const extension = extensionOf(originalName);
  if (!rule.extensions.includes(extension)) throw AppError.badRequest(formatInvalidFormatMessage(rule.extensions));
  const kindMax = ctx.kindLimit(assign);
  const free = viewer.role === 'ADMIN' ? Infinity : config.userStorageLimit - (await repository.usedSpace(viewer.id));
  if (free <= 0) throw new AppError(413, fileMessages.spaceExceeded);
  const cap = Math.min(kindMax, free);
  const tooLarge = () =>
    cap < kindMax ? new AppError(413, fileMessages.spaceExceeded) : new AppError(413, formatTooLargeMessage(kindMax));
  return { rule, originalName, extension, cap, tooLarge };
}

/**
 * POST /api/file: one multipart file with the fields sent before it.
 *
 * Streams one file into storage: its type is recognised from the first bytes and must match the
 * declared extension, the size is enforced while streaming, images are re-encoded. Nothing is
 * left in storage when anything fails.
 */
export async function ingestFile(
  ctx: TFileContext,
  viewer: TFileViewer,
  input: { assign: TFileAssign; s3Video: boolean; fileName: string; source: AsyncIterable<Buffer> },
): Promise<TUploadedFile> {
  const { repository, storage, config, writing, present, deleteObjects } = ctx;
  const { rule, originalName, extension, cap, tooLarge } = await admit(ctx, viewer, input.assign, input.fileName);
  const { head, whole, abandon } = await readHead(limitBytes(input.source, cap, tooLarge), fileHeadSize);
  const detected = await checkFileContent(head, extension);
  if (!detected) {
    await abandon();
    throw AppError.badRequest(formatInvalidFormatMessage(rule.extensions));
  }

  const id = randomUUID();
  const storageKey = `${id}.${extension}`;
  const mimetype = mimeTypeOf(extension);
  let thumbnailKey: string | null = null;
  const metadata: TFileMetadataRow = {};
  let size: number;
  writing.add(storageKey);
  try {
    if ((imageTypes as readonly string[]).includes(detected)) {
      const original = await collect(
        limitBytes(whole(), imageMaxBytes, () => new AppError(413, formatTooLargeMessage(imageMaxBytes))),
      );
      const image = await processImage(original, detected as TImageType, config.imageMaxPixels);
      metadata.width = image.width;
      metadata.height = image.height;
      ({ size } = await storage.put(storageKey, Readable.from([image.data]), { contentType: mimetype }));
      thumbnailKey = `thumbnails/${id}.webp`;
      writing.add(thumbnailKey);
      await storage.put(thumbnailKey, Readable.from([image.thumbnail]), { contentType: 'image/webp' });
    } else {
      ({ size } = await storage.put(storageKey, Readable.from(whole()), { contentType: mimetype }));
    }
    const row = await repository.insert({
      id,
      ownerId: viewer.id,
      assign: input.assign,
      originalName,
      extension,
      mimetype,
      size,
      storageKey,
      thumbnailKey,
      metadata,
      s3Video: input.s3Video,
    });
    if (!row) throw new AppError(409, fileMessages.alreadyExists);
    return present(row);
  } catch (error) {
    await abandon();
    await deleteObjects({ storageKey, thumbnailKey });
    if (error instanceof StorageWriteError) {
      ctx.log?.error({ err: error.cause, key: storageKey }, 'Storage refused an uploaded file');
      throw new AppError(503, errorMessages.storageUnavailable);
    }
    throw error;
  } finally {
    writing.delete(storageKey);
    if (thumbnailKey) writing.delete(thumbnailKey);
  }
}
