import { fileKindRules, type TUploadedFile } from '@zadania/shared';
import type { TFileRow } from '../../db/schema';

export const fileContentPath = (id: string) => `/api/file/${id}/content`;

export const isPublicFile = (row: Pick<TFileRow, 'assign'>) => fileKindRules[row.assign].visibility === 'public';

/** The contract shape of a stored file; owner-only files get no URL (their owner asks for a preview). */
export function presentFile(row: TFileRow, videoEmbedUrlTemplate?: string): TUploadedFile {
  const publicFile = isPublicFile(row);
  const guid = row.metadata.guid;
  return {
    id: row.id,
    originalname: row.originalName,
    name: `${row.id}.${row.extension}`,
    url: publicFile ? fileContentPath(row.id) : null,
    thumbnailUrl: publicFile && row.thumbnailKey ? `/api/file/${row.id}/thumbnail` : null,
    embedUrl:
      guid && videoEmbedUrlTemplate ? videoEmbedUrlTemplate.replaceAll('{guid}', encodeURIComponent(guid)) : null,
    mimetype: row.mimetype,
    size: row.size,
    extension: row.extension,
    assign: row.assign,
    metadata: row.metadata,
    createdAt: row.createdAt.toISOString(),
  };
}
