import {
  excerpt,
  noteMessages as m,
  noteFileKinds,
  noteLimits,
  policiesFor,
  successMessages,
  type TNote,
  type TNoteFile,
  type TNoteSummary,
  type TViewerIn,
  type ZNoteSave,
} from '@zadania/shared';
import type { z } from 'zod';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { htmlToPlainText } from '../../lib/html';
import { sanitizeRichText } from '../../lib/rich-text/sanitize-rich-text';
import type { TUnitOfWork } from '../../lib/uow';
import { fileContentPath } from '../files/file.presenter';
import { createNotesRepository, type TNoteRow } from './notes.repository';

type TSaveInput = z.output<typeof ZNoteSave>;

const notFound = () => AppError.notFound(m.notFound);

/**
 * The user's private notes (issue 20): a note and its files are its owner's alone. Anyone else, ADMIN too,
 * gets 404 as if the note did not exist.
 */
export function createNotesService(deps: {
  db: TDb;
  uow: TUnitOfWork;
  /** Signs short-lived links to owner-only files. */
  fileTokens: { sign: (fileId: string) => Promise<string> };
}) {
  const { uow } = deps;
  const repository = createNotesRepository(deps.db);

  const summaryOf = (row: TNoteRow, fileCount: number): TNoteSummary => ({
    id: row.id,
    title: row.title,
    excerpt: excerpt(htmlToPlainText(row.content), 160),
    fileCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

  async function present(viewer: TViewerIn, row: TNoteRow, repo = repository): Promise<TNote> {
    const rows = await repo.files(row.id);
    const files: TNoteFile[] = await Promise.all(
      rows.map(async (file) => ({
        id: file.id,
        name: file.name,
        size: file.size,
        kind: file.assign === 'NOTES_FILE' ? 'NOTES_FILE' : 'NOTES_ATTACHMENT',
        url: `${fileContentPath(file.id)}?token=${await deps.fileTokens.sign(file.id)}`,
      })),
    );
    return {
      ...summaryOf(row, files.length),
      content: row.content,
      files,
      policies: policiesFor(viewer, 'note', { ownerId: row.ownerId }),
    };
  }

  /** The viewer's own note, locked when `lock`; someone else's is 404. */
  const ownNote = async (viewer: TViewerIn, id: string, repo = repository, lock = false) => {
    const row = lock ? await repo.lock(id) : await repo.find(id);
    if (!row || row.ownerId !== viewer.id) throw notFound();
    return row;
  };

  return {
    async list(viewer: TViewerIn) {
      const rows = await repository.listByOwner(viewer.id);
      const counts = await repository.fileCounts(rows.map((row) => row.id));
      return { items: rows.map((row) => summaryOf(row, counts.get(row.id) ?? 0)) };
    },

    async get(viewer: TViewerIn, id: string) {
      return present(viewer, await ownNote(viewer, id));
    },

    async create(viewer: TViewerIn, input: TSaveInput) {
      const row = await repository.insert({
        ownerId: viewer.id,
        title: input.title,
        content: sanitizeRichText(input.content),
      });
      return present(viewer, row);
    },

    async update(viewer: TViewerIn, id: string, input: TSaveInput) {
      return uow.run(async (tx) => {
        const repo = createNotesRepository(tx);
        await ownNote(viewer, id, repo, true);
        const row = await repo.update(id, {
          title: input.title,
          content: sanitizeRichText(input.content),
          updatedAt: new Date(),
        });
        return present(viewer, row!, repo);
      });
    },

    /** Deletes the note and its links to files; the files stay the owner's uploads. */
    async delete(viewer: TViewerIn, id: string) {
      await ownNote(viewer, id);
      await repository.delete(id);
      return { message: successMessages.deleted };
    },

    /** Attaches one of the owner's own NOTES_FILE or NOTES_ATTACHMENT uploads (again: nothing changes). */
    async attach(viewer: TViewerIn, id: string, fileId: string) {
      return uow.run(async (tx) => {
        const repo = createNotesRepository(tx);
        const row = await ownNote(viewer, id, repo, true);
        if (!(await repo.ownedFile(viewer.id, fileId, noteFileKinds))) throw AppError.badRequest(m.fileInvalid);
        const current = await repo.files(id);
        if (!current.some((file) => file.id === fileId)) {
          if (current.length >= noteLimits.maxFiles) throw AppError.badRequest(m.filesTooMany);
          await repo.attach(id, fileId);
          return present(viewer, (await repo.update(id, { updatedAt: new Date() }))!, repo);
        }
        return present(viewer, row, repo);
      });
    },

    async detach(viewer: TViewerIn, id: string, fileId: string) {
      return uow.run(async (tx) => {
        const repo = createNotesRepository(tx);
        const row = await ownNote(viewer, id, repo, true);
        if (!(await repo.detach(id, fileId))) throw AppError.notFound(m.fileNotFound);
        return present(viewer, (await repo.update(id, { updatedAt: new Date() })) ?? row, repo);
      });
    },
  };
}

export type TNotesService = ReturnType<typeof createNotesService>;
