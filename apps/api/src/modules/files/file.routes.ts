import multipart from '@fastify/multipart';
import {
  fileMessages,
  ZFileContentQuery,
  ZFileIdParams,
  ZFileList,
  ZFileListQuery,
  ZFilePreview,
  ZFileSpace,
  ZFileUrlImport,
  ZMessageResponse,
  ZUploadedFile,
  ZUploadFields,
} from '@zadania/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, routeOptions, usualErrors } from '../../lib/routes/route-options';
import type { TServedFile } from './file.service';
import { multipartLimits, receiveUpload } from './file-multipart';

const uploadErrors = errorResponses(408, 409, 413, 429, 503);

/** Documentation of the multipart body (the parts are read as a stream, not validated as a body). */
const ZUploadBody = z
  .object({
    assign: z.string().optional().describe('Upload kind (fileAssignKinds); must be sent before `file`'),
    s3Video: z.enum(['true', 'false']).optional().describe('Hosted-video upload requested (recorded)'),
    file: z.string().meta({ format: 'binary' }).optional().describe('The one file, sent last (required)'),
  })
  .nullish();

const ZBinary = z.string().meta({ format: 'binary' }).describe('The file bytes');

/** Sends a served file: its status, headers and bytes; a 416 in the one error shape. */
export const sendServed = (reply: FastifyReply, served: TServedFile) => {
  if (served.statusCode === 416) {
    const { 'content-type': _type, 'content-disposition': _disposition, ...headers } = served.headers;
    return reply
      .code(416)
      .headers(headers)
      .send({ statusCode: 416, error: 'Range Not Satisfiable', message: fileMessages.rangeNotSatisfiable });
  }
  return reply.code(served.statusCode).headers(served.headers).send(served.body);
};

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const readHeaders = (request: FastifyRequest, token: string | undefined) => ({
  token,
  range: single(request.headers.range),
  ifNoneMatch: single(request.headers['if-none-match']),
  ifRange: single(request.headers['if-range']),
});

export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.files;
  const { signedIn, viewerOptional } = routeOptions(app, { tags: ['File'], errors: usualErrors });

  /** Sends the file of `/:id/…` as `mode`, read with the request's conditional and range headers. */
  const serve = async (
    request: FastifyRequest,
    reply: FastifyReply,
    id: string,
    token: string | undefined,
    mode: 'content' | 'download' | 'thumbnail',
  ) => sendServed(reply, await service.open(request.viewer, id, readHeaders(request, token), mode));
  await app.register(multipart, { limits: multipartLimits });

  app.post(
    '/',
    signedIn({
      summary: 'Upload one file (multipart/form-data: assign, s3Video, then file)',
      description:
        'Streams the file to storage. The type is recognised from the content and must match the extension and the kind; sizes per kind (413), roles per kind (403), the per-user space (413); a name already used is no reason to refuse (two files of one name are two files). A body that sends nothing for BODY_IDLE_TIMEOUT_MS is ended with 408; more than FILE_UPLOADS_PER_USER uploads of one user at once: 429; storage that cannot take the file: 503.',
      consumes: ['multipart/form-data'],
      body: ZUploadBody,
      response: { 200: ZUploadedFile, ...uploadErrors },
    }),
    async (request) =>
      service.withUploadSlot(request.viewer!, () =>
        receiveUpload(
          request,
          ZUploadFields,
          (fields, file) =>
            service.upload(request.viewer!, {
              assign: fields.assign,
              s3Video: fields.s3Video,
              fileName: file.fileName,
              source: file.stream,
            }),
          (file) => service.remove(request.viewer!, file.id),
        ),
      ),
  );

  app.post(
    '/url',
    signedIn({
      summary: 'Import a file from an http(s) URL',
      description:
        'Loopback, private, link-local, metadata and other non-public addresses are refused after DNS resolution and on each of at most 3 redirects. Counts as one of the user’s uploads in flight (429 past FILE_UPLOADS_PER_USER); storage that cannot take the file: 503.',
      body: ZFileUrlImport,
      response: { 200: ZUploadedFile, ...uploadErrors },
    }),
    async (request) => service.importFromUrl(request.viewer!, request.body),
  );

  app.get(
    '/',
    signedIn({
      summary: 'The signed-in user’s own files, newest first',
      description: 'Each file carries `policies`: what the viewer may do with it (upload its kind, read, delete).',
      querystring: ZFileListQuery,
      response: { 200: ZFileList },
    }),
    async (request) => service.list(request.viewer!, request.query),
  );

  app.get(
    '/space',
    signedIn({
      summary: 'Storage used by the signed-in user and the limit (null for admins)',
      response: { 200: ZFileSpace },
    }),
    async (request) => service.space(request.viewer!),
  );

  app.delete(
    '/:id',
    signedIn({
      summary: 'Delete a file: its owner or an ADMIN',
      params: ZFileIdParams,
      response: { 200: ZMessageResponse },
    }),
    async (request) => service.remove(request.viewer!, request.params.id),
  );

  app.get(
    '/:id/preview',
    viewerOptional({
      summary: 'A URL showing the file: public files’ URL, or a 10-minute signed link for the owner',
      params: ZFileIdParams,
      response: { 200: ZFilePreview },
    }),
    async (request) => service.preview(request.viewer, request.params.id),
  );

  app.get(
    '/:id/content',
    viewerOptional({
      summary: 'The file’s bytes (Range supported)',
      description:
        'Images and videos (png, jpg, jpeg, gif, mp4, m4v, mkv, avi) inline, everything else as an attachment; always with a sandbox CSP and nosniff. Owner-only files need the owner’s token or a signed `token` from preview.',
      params: ZFileIdParams,
      querystring: ZFileContentQuery,
      response: { 200: ZBinary, 206: ZBinary },
    }),
    async (request, reply) => serve(request, reply, request.params.id, request.query.token, 'content'),
  );

  app.get(
    '/:id/download',
    viewerOptional({
      summary: 'The file as an attachment named after its original name',
      params: ZFileIdParams,
      querystring: ZFileContentQuery,
      response: { 200: ZBinary, 206: ZBinary },
    }),
    async (request, reply) => serve(request, reply, request.params.id, request.query.token, 'download'),
  );

  app.get(
    '/:id/thumbnail',
    viewerOptional({
      summary: 'A 320 px wide WebP thumbnail of an image',
      params: ZFileIdParams,
      querystring: ZFileContentQuery,
      response: { 200: ZBinary },
    }),
    async (request, reply) => serve(request, reply, request.params.id, request.query.token, 'thumbnail'),
  );
};
