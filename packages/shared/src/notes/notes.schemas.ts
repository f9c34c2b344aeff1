import { z } from 'zod';
import { hasNoControlCharacters } from '../validation/fields';
import { validationMessages } from '../validation/messages';
import { noteLimits as l, noteMessages as m, noteFileKinds } from './notes-messages';

/** POST /note and PUT /note/:id: a private note; `content` is the editor's HTML (sanitized by the API). */
export const ZNoteSave = z.object({
  title: z
    .string({ error: m.titleRequired })
    .trim()
    .min(1, m.titleRequired)
    .max(l.titleMaxLength, m.titleTooLong)
    .refine(hasNoControlCharacters, validationMessages.controlCharacters),
  content: z.string().max(l.htmlMaxLength, m.contentTooLong).default(''),
});
export type TNoteSave = z.input<typeof ZNoteSave>;

/** POST /note/:id/files: one of the owner's own uploads of kind NOTES_FILE or NOTES_ATTACHMENT. */
export const ZNoteFileAttach = z.object({ fileId: z.uuid({ error: m.fileRequired }) });
export type TNoteFileAttach = z.input<typeof ZNoteFileAttach>;

export const ZNotePolicySet = z
  .object({ read: z.boolean(), update: z.boolean(), delete: z.boolean() })
  .describe('What the viewer may do with this resource, answered by the server for the viewer of this request');

export const ZNoteSummary = z.object({
  id: z.uuid(),
  title: z.string(),
  /** The start of the note's text. */
  excerpt: z.string(),
  fileCount: z.int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TNoteSummary = z.infer<typeof ZNoteSummary>;

export const ZNoteList = z.object({ items: z.array(ZNoteSummary) });
export type TNoteList = z.infer<typeof ZNoteList>;

/** A file of a note; `url` opens it (a short-lived signed link for its owner). */
export const ZNoteFile = z.object({
  id: z.uuid(),
  name: z.string(),
  size: z.int(),
  kind: z.enum(noteFileKinds),
  url: z.string(),
});
export type TNoteFile = z.infer<typeof ZNoteFile>;

export const ZNote = ZNoteSummary.extend({
  /** Sanitized HTML. */
  content: z.string(),
  files: z.array(ZNoteFile),
  policies: ZNotePolicySet,
});
export type TNote = z.infer<typeof ZNote>;

/** The params of a route about one note, by its uuid `:id`; a malformed id answers 400 'Niepoprawny format'. */
export const ZNoteParams = z.object({ id: z.uuid({ error: validationMessages.invalidFormat }) });

/** The params of a route about one file of a note: the note's `:id` and the file's `:fileId`. */
export const ZNoteFileParams = ZNoteParams.extend({ fileId: z.uuid({ error: validationMessages.invalidFormat }) });
