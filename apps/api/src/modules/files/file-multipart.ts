import type {} from '@fastify/multipart';
import { errorMessages, fileKindRules, fileMessages, type TUploadedFile } from '@zadania/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';

/** Busboy limits: one file, a few small fields. Sizes are enforced per kind while streaming. */
export const multipartLimits = {
  // Busboy must not cut files short: the kind's own limit is checked while streaming.
  fileSize: Math.max(...Object.values(fileKindRules).map((rule) => rule.maxSize)),
  files: 1,
  fields: 4,
  parts: 6,
  fieldNameSize: 32,
  fieldSize: 64,
  headerPairs: 20,
};

const multipartErrorMessages: Record<string, string> = {
  FST_FILES_LIMIT: fileMessages.tooManyFiles,
  FST_FIELDS_LIMIT: errorMessages.badRequest,
  FST_PARTS_LIMIT: fileMessages.tooManyFiles,
  FST_INVALID_MULTIPART_CONTENT_TYPE: fileMessages.fileMissing,
  FST_PROTO_VIOLATION: fileMessages.failed,
};

/** Stops parsing and throws away the rest of the request body, so the connection can answer and be reused. */
function discardRest(request: FastifyRequest) {
  request.raw.unpipe();
  request.raw.resume();
}

/**
 * Reads a one-file multipart upload (`POST /api/file`, the chat's audio message): the fields, checked by
 * `fieldsSchema`, must come before the one `file` part, which is handed to `store` as a stream. A second
 * file, a field after the file or a failure afterwards undoes the stored file through `undo`.
 */
export async function receiveUpload<TFields>(
  request: FastifyRequest,
  fieldsSchema: z.ZodType<TFields>,
  store: (fields: TFields, file: { fileName: string; stream: AsyncIterable<Buffer> }) => Promise<TUploadedFile>,
  undo: (file: TUploadedFile) => Promise<unknown>,
): Promise<TUploadedFile> {
  const fields: Record<string, string> = {};
  let stored: TUploadedFile | undefined;
  try {
    for await (const part of request.parts({ limits: multipartLimits })) {
      if (part.type === 'field') {
        if (stored) throw AppError.badRequest(fileMessages.fieldsAfterFile);
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file') throw AppError.badRequest(fileMessages.fileMissing);
      const parsed = fieldsSchema.safeParse(fields);
      if (!parsed.success) throw AppError.badRequest(parsed.error.issues[0]!.message);
      stored = await store(parsed.data, { fileName: part.filename, stream: part.file });
    }
  } catch (error) {
    if (stored) await undo(stored);
    discardRest(request);
    const code = (error as { code?: string }).code;
    if (!(error instanceof AppError) && code && multipartErrorMessages[code]) {
      throw AppError.badRequest(multipartErrorMessages[code]);
    }
    throw error;
  }
  if (!stored) throw AppError.badRequest(fileMessages.fileMissing);
  return stored;
}
