import { fileMessages } from '@zadania/shared';
import type { TFileRow } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { TFileContext, TFileViewer, TServedFile } from '../file.context';
import { buildContentDisposition, fileContentSecurityPolicy, inlineExtensions, parseRange } from '../file-serving';
import { StorageNotFoundError } from '../storage/file-storage';

async function serve(
  ctx: TFileContext,
  row: TFileRow,
  request: { range?: string; ifNoneMatch?: string; ifRange?: string },
  mode: 'content' | 'download' | 'thumbnail',
  publicCache: boolean,
): Promise<TServedFile> {
  const { storage } = ctx;
  const key = mode === 'thumbnail' ? row.thumbnailKey : row.storageKey;
  if (!key) throw AppError.notFound(fileMessages.notFound);
  const etag = `"${row.id}${mode === 'thumbnail' ? '-thumb' : ''}"`;
  const headers: Record<string, string> = {
    etag,
    'cache-control': publicCache ? 'public, max-age=31536000, immutable' : 'private, max-age=600',
    'x-content-type-options': 'nosniff',
    'content-security-policy': fileContentSecurityPolicy,
    'accept-ranges': 'bytes',
  };
  if (mode !== 'thumbnail' || !publicCache) headers['cross-origin-resource-policy'] = 'same-origin';
  if (mode === 'thumbnail') {
    headers['content-type'] = 'image/webp';
  } else if (mode === 'content' && inlineExtensions.includes(row.extension)) {
    headers['content-type'] = row.mimetype;
    headers['content-disposition'] = buildContentDisposition('inline', row.originalName);
  } else {
    headers['content-type'] = 'application/octet-stream';
    headers['content-disposition'] = buildContentDisposition('attachment', row.originalName);
  }
  const tags = request.ifNoneMatch?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (tags?.includes(etag) || tags?.includes('*')) return { statusCode: 304, headers };

  const size = mode === 'thumbnail' ? ((await storage.stat(key))?.size ?? 0) : row.size;
  const range = !request.ifRange || request.ifRange === etag ? parseRange(request.range, size) : undefined;
  if (range === 'unsatisfiable') {
    return { statusCode: 416, headers: { ...headers, 'content-range': `bytes */${size}` } };
  }
  try {
    const body = await storage.get(key, range);
    if (range) {
      headers['content-range'] = `bytes ${range.start}-${range.end}/${size}`;
      headers['content-length'] = String(range.end - range.start + 1);
      return { statusCode: 206, headers, body };
    }
    headers['content-length'] = String(size);
    return { statusCode: 200, headers, body };
  } catch (error) {
    if (error instanceof StorageNotFoundError) throw AppError.notFound(fileMessages.notFound);
    throw error;
  }
}

export async function openFile(
  ctx: TFileContext,
  viewer: TFileViewer | null,
  id: string,
  request: { token?: string; range?: string; ifNoneMatch?: string; ifRange?: string },
  mode: 'content' | 'download' | 'thumbnail',
) {
  const row = await ctx.findOr404(id);
  const { publicCache } = await ctx.authorizeRead(viewer, row, request.token);
  return serve(ctx, row, request, mode, publicCache);
}
