import type { TFileSpace, TUploadedFile, ZFileList, ZFilePreview } from '@zadania/shared';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api/client';

type TFileList = z.infer<typeof ZFileList>;
type TFilePreview = z.infer<typeof ZFilePreview>;

const filePath = (id: string) => `/file/${encodeURIComponent(id)}`;

/** The file routes other than the upload itself (see upload-file.ts). */
export const filesApi = {
  list: (query: { page: number; pageSize: number }, signal?: AbortSignal) =>
    apiRequest<TFileList>('/file', { query, signal, errorToast: false }),
  space: (signal?: AbortSignal) => apiRequest<TFileSpace>('/file/space', { signal, errorToast: false }),
  remove: (id: string) => apiRequest<unknown>(filePath(id), { method: 'DELETE' }),
  /** A URL the browser can load directly (signed for files only their owner reads). */
  preview: (id: string) => apiRequest<TFilePreview>(`${filePath(id)}/preview`),
  download: (id: string) => apiRequest<Response>(`${filePath(id)}/download`, { responseType: 'response' }),
};

/** The URL to show a file inline: its public `url`, or a signed preview URL for private files. */
export async function resolveFileUrl(file: Pick<TUploadedFile, 'id' | 'url'>): Promise<string> {
  if (file.url) return file.url;
  return (await filesApi.preview(file.id)).url;
}
