import type { TUploadedFile } from '@zadania/shared';
import { fileEndpoints } from '@zadania/shared';
import { callEndpoint, endpointUrl } from '../../lib/api/call-endpoint';

/** The file routes other than the upload itself (see upload-file.ts). */
export const filesApi = {
  list: (query: { page: number; pageSize: number }, signal?: AbortSignal) =>
    callEndpoint(fileEndpoints.list, { query, signal, errorToast: false }),
  space: (signal?: AbortSignal) => callEndpoint(fileEndpoints.space, { signal, errorToast: false }),
  remove: (id: string) => callEndpoint(fileEndpoints.remove, { params: { id } }),
  /** A URL the browser can load directly (signed for files only their owner reads). */
  preview: (id: string) => callEndpoint(fileEndpoints.preview, { params: { id } }),
  download: (id: string) => callEndpoint(fileEndpoints.download, { params: { id } }),
};

/** Addresses the browser loads itself: a file's bytes inline, or as an attachment. */
export const fileUrls = {
  upload: () => endpointUrl(fileEndpoints.upload),
  content: (id: string) => endpointUrl(fileEndpoints.content, { params: { id } }),
  download: (id: string) => endpointUrl(fileEndpoints.download, { params: { id } }),
};

/** The URL to show a file inline: its public `url`, or a signed preview URL for private files. */
export async function resolveFileUrl(file: Pick<TUploadedFile, 'id' | 'url'>): Promise<string> {
  if (file.url) return file.url;
  return (await filesApi.preview(file.id)).url;
}
