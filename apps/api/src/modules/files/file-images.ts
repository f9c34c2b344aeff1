import { fileMessages } from '@zadania/shared';
import type { Metadata } from 'sharp';
import { AppError } from '../../lib/app-error';
import type { TImageType } from './file-type-check';

export const thumbnailWidth = 320;

export type TProcessedImage = { data: Buffer; width: number; height: number; thumbnail: Buffer };

/**
 * Re-encodes an uploaded image: EXIF orientation applied, all metadata (EXIF, GPS, XMP, ICC
 * comments) dropped, plus a 320 px wide WebP thumbnail. Refuses images of more than `maxPixels`
 * pixels before decoding them (decompression bombs).
 */
export async function processImage(input: Buffer, type: TImageType, maxPixels: number): Promise<TProcessedImage> {
  // Loaded on the first image (libvips is about 27 MB): a node that is never sent one never loads it.
  const { default: sharp } = await import('sharp');
  const animated = type === 'gif';
  const options = { limitInputPixels: maxPixels, animated, failOn: 'error' as const };
  let header: Metadata;
  try {
    // Reads the header only; the pixel count is checked here, before anything is decoded.
    header = await sharp(input, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw AppError.badRequest(fileMessages.imageUnreadable);
  }
  const frameHeight = header.pageHeight ?? header.height ?? 0;
  if (!header.width || !frameHeight || header.width * frameHeight > maxPixels) {
    throw AppError.badRequest(header.width ? fileMessages.imageTooManyPixels : fileMessages.imageUnreadable);
  }
  try {
    const pipeline = sharp(input, options);
    const encoded =
      type === 'jpg'
        ? pipeline.rotate().jpeg({ quality: 90 })
        : type === 'png'
          ? pipeline.rotate().png()
          : // Animated GIFs keep their frames; GIF has no EXIF orientation to apply.
            pipeline.gif();
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(data, { limitInputPixels: maxPixels, failOn: 'error' })
      .resize({ width: thumbnailWidth, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { data, width: info.width, height: info.pageHeight ?? info.height, thumbnail };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw AppError.badRequest(fileMessages.imageTooManyPixels);
    }
    throw AppError.badRequest(fileMessages.imageUnreadable);
  }
}
