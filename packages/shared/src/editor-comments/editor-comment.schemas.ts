import { z } from 'zod';
import { validationMessages } from '../validation/messages';
import { pageOf, pagingQuery } from '../validation/paging';

/** /editor#comments: a user reports a bug or suggests a change to the editor. */
export const editorCommentTypes = ['BUG', 'SUGGESTION'] as const;
export const editorCommentTypeLabels: Record<(typeof editorCommentTypes)[number], string> = {
  BUG: 'Błąd',
  SUGGESTION: 'Sugestia',
};

export const editorCommentLimits = { contentMaxLength: 20_000, pageSize: 10 } as const;

export const editorCommentMessages = {
  type: 'Wybierz rodzaj zgłoszenia',
  empty: 'Treść zgłoszenia jest pusta.',
  tooLong: 'Zgłoszenie jest zbyt długie.',
  notFound: 'Nie znaleziono zgłoszenia.',
  sent: 'Wysłano!',
} as const;

export const ZEditorCommentType = z.enum(editorCommentTypes, { error: editorCommentMessages.type });

export const ZEditorCommentCreate = z.object({
  type: ZEditorCommentType,
  content: z
    .string({ error: validationMessages.required })
    .min(1, validationMessages.required)
    .max(editorCommentLimits.contentMaxLength, editorCommentMessages.tooLong)
    .describe('Rich HTML from the comment editor; sanitized on write'),
});
export type TEditorCommentCreate = z.infer<typeof ZEditorCommentCreate>;

export const ZEditorComment = z.object({
  id: z.uuid(),
  type: ZEditorCommentType,
  content: z.string().describe('Sanitized HTML'),
  author: z.object({ id: z.uuid(), username: z.string(), displayName: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
});
export type TEditorComment = z.infer<typeof ZEditorComment>;

export const ZEditorCommentListQuery = z.object({
  ...pagingQuery({ min: 10, max: 50, fallback: editorCommentLimits.pageSize }),
  type: ZEditorCommentType.optional(),
});

export const ZEditorCommentList = pageOf(ZEditorComment);

/** DELETE /api/editor-comment/{id}: the report's uuid. */
export const ZEditorCommentParams = z.object({ id: z.uuid({ error: 'Niepoprawny identyfikator' }) });
