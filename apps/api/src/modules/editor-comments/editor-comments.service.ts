import {
  editorCommentMessages,
  isAdmin,
  successMessages,
  type TEditorComment,
  type TEditorCommentCreate,
  type TViewerIn,
  type ZEditorCommentListQuery,
} from '@zadania/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { htmlToPlainText } from '../../lib/html';
import { pageOf, paging } from '../../lib/paging';
import { sanitizeRichText } from '../../lib/rich-text/sanitize-rich-text';
import type { createEditorCommentsRepository } from './editor-comments.repository';

type TRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createEditorCommentsRepository>['findWithAuthor']>>>;

const toComment = ({ comment, author }: TRow): TEditorComment => ({
  id: comment.id,
  type: comment.type,
  content: comment.content,
  author: author?.id ? { id: author.id, username: author.username, displayName: author.displayName } : null,
  createdAt: comment.createdAt.toISOString(),
});

export function createEditorCommentsService(repository: ReturnType<typeof createEditorCommentsRepository>) {
  return {
    async create(viewer: TViewerIn, input: TEditorCommentCreate) {
      const content = sanitizeRichText(input.content);
      // Markup without text (an empty paragraph, or only what the sanitizer removed) is no report; images count.
      if (!htmlToPlainText(content).trim() && !/<(img|video|iframe)\b/.test(content)) {
        throw AppError.badRequest(editorCommentMessages.empty);
      }
      const { id } = await repository.insert({ authorId: viewer.id, type: input.type, content });
      return toComment((await repository.findWithAuthor(id))!);
    },

    /** Admins read every report; everybody else their own. */
    async list(viewer: TViewerIn, query: z.output<typeof ZEditorCommentListQuery>) {
      const { rows, total } = await repository.list({
        authorId: isAdmin(viewer) ? undefined : viewer.id,
        type: query.type,
        ...paging(query),
      });
      return pageOf(rows.map(toComment), total, query);
    },

    async remove(viewer: TViewerIn, id: string) {
      const comment = await repository.find(id);
      if (!comment) throw AppError.notFound(editorCommentMessages.notFound);
      if (!isAdmin(viewer) && comment.authorId !== viewer.id) throw AppError.forbidden();
      await repository.delete(id);
      return { message: successMessages.deleted };
    },
  };
}
