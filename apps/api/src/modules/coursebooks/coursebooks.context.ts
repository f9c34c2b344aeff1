import { coursebookPolicy, coursebookMessages as m, type TViewerIn, type ZBookSave } from '@zadania/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { sanitizeRichText } from '../../lib/rich-text/sanitize-rich-text';
import type { TUnitOfWork } from '../../lib/uow';
import type { TCoursebooksRepository } from './coursebooks.repository';

export type TBookInput = z.output<typeof ZBookSave>;

export const bookNotFound = () => AppError.notFound(m.notFound);
export const nodeNotFound = () => AppError.notFound(m.nodeNotFound);

/** Sanitized editor HTML, or null when it holds nothing. */
export const cleanContent = (html: string | null) => {
  if (html === null) return null;
  const clean = sanitizeRichText(html).trim();
  return clean ? clean : null;
};

export type TCoursebooksDeps = { repository: TCoursebooksRepository; uow: TUnitOfWork };

export function createCoursebooksContext(deps: TCoursebooksDeps) {
  const assertAdmin = (viewer: TViewerIn) => {
    if (!coursebookPolicy.manage(viewer)) throw AppError.forbidden(m.adminOnly);
  };

  const checkCover = async (repo: TCoursebooksRepository, coverFileId: string | null) => {
    if (coverFileId && !(await repo.isCoverImage(coverFileId))) throw AppError.badRequest(m.cover);
  };

  const bookValues = (input: TBookInput) => ({
    title: input.title,
    kind: input.kind,
    publisher: input.publisher,
    subject: input.subject,
    level: input.level,
    class: input.class,
    year: input.year,
    coverFileId: input.coverFileId,
  });

  /** The node, which must exist (404). */
  const nodeOf = async (repo: TCoursebooksRepository, id: string) => {
    const node = await repo.findNode(id);
    if (!node) throw nodeNotFound();
    return node;
  };

  return { ...deps, assertAdmin, checkCover, bookValues, nodeOf };
}
export type TCoursebooksContext = ReturnType<typeof createCoursebooksContext>;
