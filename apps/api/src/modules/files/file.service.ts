import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  can,
  errorMessages,
  extensionOf,
  fileKindRules,
  fileMessages,
  fileSizeLimits,
  formatInvalidFormatMessage,
  formatTooLargeMessage,
  policiesFor,
  subject,
  type TFileAssign,
  type TFileList,
  type TFileListQuery,
  type TFilePreview,
  type TFileSpace,
  type TFileUrlImport,
  type TRole,
  type TUploadedFile,
} from '@zadania/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TFilesConfig } from '../../config';
import type { TFileMetadataRow, TFileRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { fileContentPath, isPublicFile, presentFile } from './file.presenter';
import type { TFileRepository } from './file.repository';
import { processImage } from './file-images';
import {
  buildContentDisposition,
  cleanFileName,
  fileContentSecurityPolicy,
  inlineExtensions,
  parseRange,
} from './file-serving';
import { createFileTokenSigner, fileTokenTtlSeconds, mediaLinkTtlSeconds } from './file-tokens';
import {
  checkFileContent,
  fileHeadSize,
  guessExtension,
  imageTypes,
  mimeTypeOf,
  type TImageType,
} from './file-type-check';
import { openRemoteFile } from './file-url-import';
import { StorageNotFoundError, StorageWriteError, type TFileStorage } from './storage/file-storage';
import type { TUploadSlots } from './upload-slots';

export type TFileViewer = { id: string; role: TRole };

/** Images are decoded in memory for re-encoding; no image kind allows more than this. */
const imageMaxBytes = fileSizeLimits['25MB'];

/** The response of a served file: status, headers and, unless 304/416, the bytes. */
export type TServedFile = { statusCode: number; headers: Record<string, string>; body?: Readable };

/** Passes the bytes through, failing with `tooLarge()` as soon as more than `max` have come. */
async function* limitBytes(source: AsyncIterable<Buffer>, max: number, tooLarge: () => Error) {
  let total = 0;
  for await (const chunk of source) {
    total += chunk.length;
    if (total > max) throw tooLarge();
    yield chunk;
  }
}

/** Reads the first `size` bytes (or all, if fewer) and gives back the whole stream, head included. */
async function readHead(source: AsyncIterable<Buffer>, size: number) {
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

async function collect(source: AsyncIterable<Buffer>) {
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(chunk);
  return Buffer.concat(chunks);
}

export function createFileService(deps: {
  repository: TFileRepository;
  storage: TFileStorage;
  uploadSlots: TUploadSlots;
  config: TFilesConfig;
  jwtSecret: string;
  log?: FastifyBaseLogger;
}) {
  const { repository, storage, uploadSlots, config } = deps;
  /** Keys this node is writing: the sweeper leaves them alone whatever their age. */
  const writing = new Set<string>();
  const tokens = createFileTokenSigner(deps.jwtSecret);
  const present = (row: TFileRow) => presentFile(row, config.videoEmbedUrlTemplate);
  const kindLimit = (assign: TFileAssign) => Math.min(fileKindRules[assign].maxSize, config.uploadMaxBytes ?? Infinity);

  const deleteObjects = async (row: Pick<TFileRow, 'storageKey' | 'thumbnailKey'>) => {
    for (const key of [row.storageKey, row.thumbnailKey]) {
      if (!key) continue;
      await storage.delete(key).catch((error) => deps.log?.warn({ err: error, key }, 'Could not delete a stored file'));
    }
  };

  /** Checks the request before a byte is read: role, extension, duplicate name, free space. */
  async function admit(viewer: TFileViewer, assign: TFileAssign, fileName: string) {
    const rule = fileKindRules[assign];
    if (!can(viewer, 'create', subject('file', { ownerId: viewer.id, assign }))) throw AppError.forbidden();
    const originalName = cleanFileName(fileName);
    const extension = extensionOf(originalName);
    if (!rule.extensions.includes(extension)) throw AppError.badRequest(formatInvalidFormatMessage(rule.extensions));
    if (await repository.existsByName(viewer.id, assign, originalName)) {
      throw new AppError(409, fileMessages.alreadyExists);
    }
    const kindMax = kindLimit(assign);
    const free = viewer.role === 'ADMIN' ? Infinity : config.userStorageLimit - (await repository.usedSpace(viewer.id));
    if (free <= 0) throw new AppError(413, fileMessages.spaceExceeded);
    const cap = Math.min(kindMax, free);
    const tooLarge = () =>
      cap < kindMax ? new AppError(413, fileMessages.spaceExceeded) : new AppError(413, formatTooLargeMessage(kindMax));
    return { rule, originalName, extension, cap, tooLarge };
  }

  /**
   * Streams one file into storage: its type is recognised from the first bytes and must match the
   * declared extension, the size is enforced while streaming, images are re-encoded. Nothing is
   * left in storage when anything fails.
   */
  async function ingest(
    viewer: TFileViewer,
    input: { assign: TFileAssign; s3Video: boolean; fileName: string; source: AsyncIterable<Buffer> },
  ): Promise<TUploadedFile> {
    const { rule, originalName, extension, cap, tooLarge } = await admit(viewer, input.assign, input.fileName);
    const { head, whole, abandon } = await readHead(limitBytes(input.source, cap, tooLarge), fileHeadSize);
    const detected = await checkFileContent(head, extension);
    if (!detected) {
      await abandon();
      throw AppError.badRequest(formatInvalidFormatMessage(rule.extensions));
    }

    const id = randomUUID();
    const storageKey = `${id}.${extension}`;
    const mimetype = mimeTypeOf(extension);
    let thumbnailKey: string | null = null;
    const metadata: TFileMetadataRow = {};
    let size: number;
    writing.add(storageKey);
    try {
      if ((imageTypes as readonly string[]).includes(detected)) {
        const original = await collect(
          limitBytes(whole(), imageMaxBytes, () => new AppError(413, formatTooLargeMessage(imageMaxBytes))),
        );
        const image = await processImage(original, detected as TImageType, config.imageMaxPixels);
        metadata.width = image.width;
        metadata.height = image.height;
        ({ size } = await storage.put(storageKey, Readable.from([image.data]), { contentType: mimetype }));
        thumbnailKey = `thumbnails/${id}.webp`;
        writing.add(thumbnailKey);
        await storage.put(thumbnailKey, Readable.from([image.thumbnail]), { contentType: 'image/webp' });
      } else {
        ({ size } = await storage.put(storageKey, Readable.from(whole()), { contentType: mimetype }));
      }
      const row = await repository.insert({
        id,
        ownerId: viewer.id,
        assign: input.assign,
        originalName,
        extension,
        mimetype,
        size,
        storageKey,
        thumbnailKey,
        metadata,
        s3Video: input.s3Video,
      });
      if (!row) throw new AppError(409, fileMessages.alreadyExists);
      return present(row);
    } catch (error) {
      await abandon();
      await deleteObjects({ storageKey, thumbnailKey });
      if (error instanceof StorageWriteError) {
        deps.log?.error({ err: error.cause, key: storageKey }, 'Storage refused an uploaded file');
        throw new AppError(503, errorMessages.storageUnavailable);
      }
      throw error;
    } finally {
      writing.delete(storageKey);
      if (thumbnailKey) writing.delete(thumbnailKey);
    }
  }

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

  /** Deletes the ones of `keys` that no row refers to. */
  async function deleteUnreferenced(keys: string[]) {
    const referenced = await repository.referencedKeys(keys);
    let deleted = 0;
    for (const key of keys) {
      if (referenced.has(key) || writing.has(key)) continue;
      await storage.delete(key);
      deleted += 1;
    }
    return deleted;
  }

  const findOr404 = async (id: string) => {
    const row = await repository.findById(id);
    if (!row) throw AppError.notFound(fileMessages.notFound);
    return row;
  };

  /**
   * The owner of an owner-only file, the members of the chat rooms it is attached to, and the two people of a
   * lesson it is attached to read it; an ADMIN reads the attachments of reports and feedback.
   */
  const mayReadPrivate = async (viewer: TFileViewer, row: TFileRow) =>
    viewer.id === row.ownerId ||
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

  /** Links to audio and video last long enough to play a long recording; other signed links ten minutes. */
  const signedLinkTtl = (row: TFileRow) =>
    row.mimetype.startsWith('video/') || row.mimetype.startsWith('audio/') ? mediaLinkTtlSeconds : fileTokenTtlSeconds;

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

  async function serve(
    row: TFileRow,
    request: { range?: string; ifNoneMatch?: string; ifRange?: string },
    mode: 'content' | 'download' | 'thumbnail',
    publicCache: boolean,
  ): Promise<TServedFile> {
    const key = mode === 'thumbnail' ? row.thumbnailKey : row.storageKey;
    if (!key) throw AppError.notFound(fileMessages.notFound);
    const etag = `"${row.id}${mode === 'thumbnail' ? '-thumb' : ''}"`;
    const headers: Record<string, string> = {
      etag,
      'cache-control': publicCache ? 'public, max-age=31536000, immutable' : 'private, max-age=600',
      'x-content-type-options': 'nosniff',
      'content-security-policy': fileContentSecurityPolicy,
      'accept-ranges': 'bytes',
    };
    if (mode !== 'thumbnail' || !publicCache) headers['cross-origin-resource-policy'] = 'same-origin';
    if (mode === 'thumbnail') {
      headers['content-type'] = 'image/webp';
    } else if (mode === 'content' && inlineExtensions.includes(row.extension)) {
      headers['content-type'] = row.mimetype;
      headers['content-disposition'] = buildContentDisposition('inline', row.originalName);
    } else {
      headers['content-type'] = 'application/octet-stream';
      headers['content-disposition'] = buildContentDisposition('attachment', row.originalName);
    }
    const tags = request.ifNoneMatch?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    if (tags?.includes(etag) || tags?.includes('*')) return { statusCode: 304, headers };

    const size = mode === 'thumbnail' ? ((await storage.stat(key))?.size ?? 0) : row.size;
    const range = !request.ifRange || request.ifRange === etag ? parseRange(request.range, size) : undefined;
    if (range === 'unsatisfiable') {
      return { statusCode: 416, headers: { ...headers, 'content-range': `bytes */${size}` } };
    }
    try {
      const body = await storage.get(key, range);
      if (range) {
        headers['content-range'] = `bytes ${range.start}-${range.end}/${size}`;
        headers['content-length'] = String(range.end - range.start + 1);
        return { statusCode: 206, headers, body };
      }
      headers['content-length'] = String(size);
      return { statusCode: 200, headers, body };
    } catch (error) {
      if (error instanceof StorageNotFoundError) throw AppError.notFound(fileMessages.notFound);
      throw error;
    }
  }

  async function importFromUrl(viewer: TFileViewer, body: TFileUrlImport): Promise<TUploadedFile> {
    const rule = fileKindRules[body.assign];
    if (!can(viewer, 'create', subject('file', { ownerId: viewer.id, assign: body.assign })))
      throw AppError.forbidden();
    const kindMax = kindLimit(body.assign);
    const remote = await openRemoteFile(body.url, {
      policy: { allowPrivate: config.importAllowPrivate, allowedAddresses: config.importAllowedAddresses },
      maxBytes: kindMax,
      tooLarge: () => new AppError(413, formatTooLargeMessage(kindMax)),
    });
    try {
      let fileName = cleanFileName(remote.fileName);
      const source = remote.response as AsyncIterable<Buffer>;
      if (!rule.extensions.includes(extensionOf(fileName))) {
        // A URL without a usable name ("/image?id=3"): name it after its content.
        const { head, whole } = await readHead(source, fileHeadSize);
        const guessed = await guessExtension(head);
        if (!guessed || !rule.extensions.includes(guessed)) {
          throw AppError.badRequest(formatInvalidFormatMessage(rule.extensions));
        }
        fileName = `${fileName.replace(/\.[^.]*$/, '')}.${guessed === 'jpg' ? 'jpg' : guessed}`;
        return await ingest(viewer, { assign: body.assign, s3Video: false, fileName, source: whole() });
      }
      return await ingest(viewer, { assign: body.assign, s3Video: false, fileName, source });
    } finally {
      remote.response.destroy();
    }
  }

  return {
    /** POST /api/file: one multipart file with the fields sent before it. */
    upload: ingest,

    /** Runs one upload (reading the request included) in one of the user's upload slots. */
    withUploadSlot,

    /** POST /api/file/url, in one of the user's upload slots like an upload. */
    importFromUrl: (viewer: TFileViewer, body: TFileUrlImport) =>
      withUploadSlot(viewer, () => importFromUrl(viewer, body)),

    async space(viewer: TFileViewer): Promise<TFileSpace> {
      return {
        used: await repository.usedSpace(viewer.id),
        limit: viewer.role === 'ADMIN' ? null : config.userStorageLimit,
      };
    },

    async list(viewer: TFileViewer, query: TFileListQuery): Promise<TFileList> {
      const { rows, total } = await repository.listOwned(viewer.id, query);
      return {
        results: rows.map((row) => ({
          ...present(row),
          policies: policiesFor(viewer, 'file', row),
        })),
        total,
        page: query.page,
        pageCount: Math.ceil(total / query.pageSize),
      };
    },

    /** The owner or an ADMIN deletes a file: the row, then the stored object and its thumbnail. */
    async remove(viewer: TFileViewer, id: string) {
      const row = await findOr404(id);
      if (!can(viewer, 'delete', subject('file', row))) throw AppError.forbidden();
      await repository.delete(id);
      await deleteObjects(row);
      return { message: fileMessages.deleted };
    },

    /** A URL that shows the file: the public one, or a 10-minute signed link for a private file the viewer may read. */
    async preview(viewer: TFileViewer | null, id: string): Promise<TFilePreview> {
      const row = await findOr404(id);
      if (isPublicFile(row)) {
        // A held-back file (publicCache false) gets a signed link, so <video> and <img> can load it.
        const { publicCache } = await authorizeRead(viewer, row);
        if (publicCache) return { url: fileContentPath(id) };
        return { url: `${fileContentPath(id)}?token=${await tokens.sign(id, signedLinkTtl(row), viewer)}` };
      }
      if (!viewer) throw AppError.unauthorized();
      if (!(await mayReadPrivate(viewer, row))) throw AppError.forbidden();
      return { url: `${fileContentPath(id)}?token=${await tokens.sign(id, signedLinkTtl(row), viewer)}` };
    },

    async open(
      viewer: TFileViewer | null,
      id: string,
      request: { token?: string; range?: string; ifNoneMatch?: string; ifRange?: string },
      mode: 'content' | 'download' | 'thumbnail',
    ) {
      const row = await findOr404(id);
      const { publicCache } = await authorizeRead(viewer, row, request.token);
      return serve(row, request, mode, publicCache);
    },

    /** The stored bytes of a file the caller has already authorized, whole (for bundling several into one download). */
    async readStored(row: TFileRow) {
      try {
        return await storage.get(row.storageKey);
      } catch (error) {
        if (error instanceof StorageNotFoundError) throw AppError.notFound(fileMessages.notFound);
        throw error;
      }
    },

    present,

    /** The files behind ids, in their order, leaving out missing and owner-only ones. */
    async findPublicFiles(ids: readonly string[]): Promise<TUploadedFile[]> {
      const rows = new Map((await repository.findByIds(ids)).map((row) => [row.id, row]));
      return ids.flatMap((id) => {
        const row = rows.get(id);
        return row && isPublicFile(row) ? [present(row)] : [];
      });
    },

    /**
     * Deletes what storage holds without a reason: partial writes (a crash, a kill) and objects no row
     * refers to (a crash between storing and inserting), once older than the grace period. A write in
     * progress is never touched: this node knows its own, and another node's keeps changing.
     */
    async sweepOrphans({ now = new Date(), batchSize = 500 }: { now?: Date; batchSize?: number } = {}) {
      const cutoff = now.getTime() - config.orphanGraceMs;
      let deleted = 0;
      let batch: string[] = [];
      for await (const entry of storage.list()) {
        if (entry.modifiedAt.getTime() > cutoff || writing.has(entry.partialOf ?? entry.key)) continue;
        if (entry.partialOf) {
          await storage.delete(entry.key);
          deleted += 1;
          continue;
        }
        batch.push(entry.key);
        if (batch.length >= batchSize) {
          deleted += await deleteUnreferenced(batch);
          batch = [];
        }
      }
      return deleted + (await deleteUnreferenced(batch));
    },

    /** Deletes up to `limit` files whose owner no longer exists (objects first, then rows). */
    async sweepOwnerless(limit = 100) {
      const rows = await repository.findOwnerless(limit);
      for (const row of rows) {
        await deleteObjects(row);
        await repository.delete(row.id);
      }
      return rows.length;
    },
  };
}

export type TFileService = ReturnType<typeof createFileService>;
