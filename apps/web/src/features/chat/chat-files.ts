import { useQuery } from '@tanstack/react-query';
import { imageExtensions, type TUploadedFile } from '@zadania/shared';
import { resolveFileUrl } from '../../components/files/files-api';

export const isImageFile = (file: Pick<TUploadedFile, 'extension'>) =>
  (imageExtensions as readonly string[]).includes(file.extension.toLowerCase());

/** A chat file's address for <img>/<audio>: its URL, or a signed preview link (members read owner-only files). */
export function useFileUrl(file: Pick<TUploadedFile, 'id' | 'url'>) {
  return useQuery({
    queryKey: ['chat', 'file-url', file.id],
    queryFn: () => resolveFileUrl(file),
    // Signed links expire: read them again after a while.
    staleTime: 5 * 60_000,
  });
}
