import type { TUploadedFile } from '@zadania/shared';
import { filesApi } from './files-api';

/** The file name of a Content-Disposition header (RFC 6266: `filename*` wins over `filename`). */
export function filenameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header);
  if (extended?.[1]) {
    const value = extended[1].trim().replace(/^"(.*)"$/, '$1');
    const encoded = value.replace(/^[\w-]+'[^']*'/, '');
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed encoding falls back to the plain parameter below.
    }
  }
  const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header);
  if (!plain) return null;
  const name = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : (plain[1] ?? '').trim();
  return name || null;
}

/** Saves a blob under a name through a temporary object URL. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** GET /api/file/{id}/download with the session token; saved under the server's file name. */
export async function downloadFile(file: Pick<TUploadedFile, 'id' | 'originalname'>): Promise<void> {
  const response = await filesApi.download(file.id);
  const name = filenameFromContentDisposition(response.headers.get('Content-Disposition')) ?? file.originalname;
  saveBlob(await response.blob(), name);
}
