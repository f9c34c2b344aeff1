import type { Readable } from 'node:stream';
import { errorMessages, fileKindRules, fileMessages, type TFileAssign, type TRole } from '@zadania/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TFilesConfig } from '../../config';
import type { TFileRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isPublicFile, presentFile } from './file.presenter';
import type { TFileRepository } from './file.repository';
import { createFileTokenSigner } from './file-tokens';
import type { TFileStorage } from './storage/file-storage';
import type { TUploadSlots } from './upload-slots';

export type TFileViewer = { id: string; role: TRole };

/** The response of a served file: status, headers and, unless 304/416, the bytes. */
export type TServedFile = { statusCode: number; headers: Record<string, string>; body?: Readable };

/** Reads the first `size` bytes (or all, if fewer) and gives back the whole stream, head included. */
export async function readHead(source: AsyncIterable<Buffer>, size: number) {
  const iterator = source[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < size) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* whole() {
    try {
      yield head;
      while (!ended) {
        const next = await iterator.next();
        if (next.done) return;
        yield next.value;
      }
    } finally {
      await iterator.return?.();
    }
  }
  return { head: head.subarray(0, size), whole, abandon: async () => void (await iterator.return?.()) };
}

export type TFileDeps = {
  repository: TFileRepository;
  storage: TFileStorage;
  uploadSlots: TUploadSlots;
  config: TFilesConfig;
  jwtSecret: string;
  log?: FastifyBaseLogger;
};

export function createFileContext(deps: TFileDeps) {
  const { repository, storage, uploadSlots, config } = deps;
  /** Keys this node is writing: the sweeper leaves them alone whatever their age. */
  const writing = new Set<string>();
  const tokens = createFileTokenSigner(deps.jwtSecret);
  const kindLimit = (assign: TFileAssign) => Math.min(fileKindRules[assign].maxSize, config.uploadMaxBytes ?? Infinity);

  const deleteObjects = async (row: Pick<TFileRow, 'storageKey' | 'thumbnailKey'>) => {
    for (const key of [row.storageKey, row.thumbnailKey]) {
      if (!key) continue;
      await storage.delete(key).catch((error) => deps.log?.warn({ err: error, key }, 'Could not delete a stored file'));
    }
  };

  /** Runs one upload in one of the user's slots; 429 when the user has all of them in flight. */
  async function withUploadSlot<T>(viewer: TFileViewer, upload: () => Promise<T>): Promise<T> {
    const release = await uploadSlots.acquire(viewer.id);
    if (!release) throw new AppError(429, errorMessages.tooManyUploads);
    try {
      return await upload();
    } finally {
      await release().catch((error) => deps.log?.warn({ err: error }, 'Could not free an upload slot'));
    }
  }

  const findOr404 = async (id: string) => {
    const row = await repository.findById(id);
    if (!row) throw AppError.notFound(fileMessages.notFound);
    return row;
  };

  /**
   * The owner of an owner-only file, the members of the chat rooms it is attached to, and the two people of a
   * lesson it is attached to read it; an ADMIN reads the attachments of reports and feedback, and a teacher's KRK
   * certificate (VERIFICATION_DOCUMENT, issue 72: nobody else ever does).
   */
  const mayReadPrivate = async (viewer: TFileViewer, row: TFileRow) =>
    viewer.id === row.ownerId ||
    (row.assign === 'VERIFICATION_DOCUMENT' && viewer.role === 'ADMIN') ||
    (await repository.isReadableThroughChat(row.id, viewer.id)) ||
    (await repository.isReadableThroughLesson(row.id, viewer.id)) ||
    (await repository.isReadableThroughSupport(row.id, viewer));

  /**
   * Public files are readable by anyone; owner-only files by their owner, by the members of a chat room
   * they are attached to, or with a signed link to them.
   */
  const denyRead = (viewer: TFileViewer | null): never => {
    if (!viewer) throw AppError.unauthorized(errorMessages.unauthorized);
    throw AppError.forbidden();
  };

  /**
   * Whether a public-kind file is free to all ('public'), held back and readable by this viewer now
   * ('readable'), or held back from them ('locked'). A course's video or attachment: its owner, ADMIN, the
   * course's author, enrolled students, anyone in a free preview. A file a paid solution shows: its owner,
   * ADMIN, the task's author and readers who unlocked it.
   */
  const heldBackAccess = async (viewer: TFileViewer | null, row: TFileRow) => {
    const courseFile = row.assign === 'COURSE_VIDEO' || row.assign === 'COURSE_ATTACHMENT';
    const locks = courseFile
      ? await repository.courseFileLocks(row.id, viewer?.id ?? null)
      : await repository.paidSolutionLocks(row.id, viewer?.id ?? null);
    if (!courseFile && !locks.length) return 'public' as const;
    return viewer?.id === row.ownerId || viewer?.role === 'ADMIN' || locks.some(Boolean)
      ? ('readable' as const)
      : ('locked' as const);
  };

  /**
   * A signed link works while the viewer it was issued to may still read the file (every request of it, each
   * byte range of a video, asks again): a refund or a lost membership closes it at once. A link bound to no
   * viewer was issued by a module that checked access itself (notes, on-request tasks), for private files only.
   */
  const linkStillReads = async (token: string, row: TFileRow) => {
    const claims = await tokens.read(token, row.id);
    if (!claims) return false;
    if (isPublicFile(row)) {
      return (
        claims.viewer !== undefined && (await heldBackAccess(claims.viewer as TFileViewer | null, row)) !== 'locked'
      );
    }
    if (claims.viewer === undefined) return true;
    return claims.viewer !== null && (await mayReadPrivate(claims.viewer as TFileViewer, row));
  };

  /**
   * Whether the viewer may read the file, and whether its bytes may be cached publicly. Public files are
   * readable by anyone, except one a paid solution shows (docs/commerce.md): it is held back like the
   * solution's later steps (its owner, ADMIN, the task's author and readers who unlocked it see it) and
   * never cached publicly. A course's video or attachment (COURSE_VIDEO, COURSE_ATTACHMENT) is read only by those
   * who may open a node showing it (docs/courses.md): its owner, ADMIN, the course's author, enrolled students,
   * anyone in a free preview; never cached publicly. Owner-only files: their owner, the members of a chat room they are attached to,
   * or a signed link.
   */
  const authorizeRead = async (viewer: TFileViewer | null, row: TFileRow, token?: string) => {
    if (isPublicFile(row)) {
      const access = await heldBackAccess(viewer, row);
      if (access === 'public') return { publicCache: true };
      if (access === 'readable' || (token && (await linkStillReads(token, row)))) return { publicCache: false };
      return denyRead(viewer);
    }
    if (viewer && (await mayReadPrivate(viewer, row))) return { publicCache: false };
    if (token) {
      if (await linkStillReads(token, row)) return { publicCache: false };
      throw AppError.unauthorized(fileMessages.linkExpired);
    }
    return denyRead(viewer);
  };

  return {
    ...deps,
    writing,
    tokens,
    /** A stored file as the API shows it, with this deployment's video embed URL. */
    present: (row: TFileRow) => presentFile(row, config.videoEmbedUrlTemplate),
    kindLimit,
    deleteObjects,
    withUploadSlot,
    findOr404,
    mayReadPrivate,
    authorizeRead,
  };
}
export type TFileContext = ReturnType<typeof createFileContext>;
