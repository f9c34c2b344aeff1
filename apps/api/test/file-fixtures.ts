import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { TTestApp } from './build-test-app';

export type TMultipartPart =
  | { name: string; value: string }
  | { name: string; filename: string; content: Buffer; contentType?: string };

/** A multipart/form-data payload for app.inject, parts in the given order. */
export function buildMultipart(parts: TMultipartPart[]) {
  const boundary = `----zadania${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.content,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POST /api/file with `assign` (when given) before the file. */
export function uploadFile(
  app: TTestApp,
  headers: Record<string, string>,
  file: { filename: string; content: Buffer; assign?: string; s3Video?: string },
) {
  const fields: TMultipartPart[] = [];
  if (file.assign) fields.push({ name: 'assign', value: file.assign });
  if (file.s3Video) fields.push({ name: 's3Video', value: file.s3Video });
  const body = buildMultipart([...fields, { name: 'file', filename: file.filename, content: file.content }]);
  return app.inject({
    method: 'POST',
    url: '/api/file',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

export const createPng = (width = 40, height = 30, background = '#3366ff') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** A JPEG rotated by EXIF (orientation 6) that carries a comment in its EXIF data. */
export const createJpegWithExif = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#ff0000' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Tajna lokalizacja', Artist: 'Jan Kowalski' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** The start of an MP4 (ftyp box, brand isom) followed by filler bytes. */
export function createMp4(size = 8192) {
  const box = Buffer.alloc(32);
  box.writeUInt32BE(24, 0);
  box.write('ftyp', 4);
  box.write('isom', 8);
  box.writeUInt32BE(0x200, 12);
  box.write('isomiso2', 16);
  const filler = Buffer.alloc(Math.max(0, size - box.length));
  for (let i = 0; i < filler.length; i += 1) filler[i] = i % 251;
  return Buffer.concat([box, filler]).subarray(0, size);
}

export const createPdf = () =>
  Buffer.from('%PDF-1.4\n%zadania\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n');
export const createExe = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(256, 0x90)]);
