import multipart from '@fastify/multipart';
import { fileEndpoints, fileMessages, ZUploadFields } from '@zadania/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpointRoutes } from '../../lib/routes/endpoint-route';
import { errorResponses, usualErrors } from '../../lib/routes/route-options';
import type { TServedFile } from './file.service';
import { multipartLimits, receiveUpload } from './file-multipart';

const uploadErrors = errorResponses(408, 409, 413, 429, 503);

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

const readHeaders = (request: Pick<FastifyRequest, 'headers'>, token: string | undefined) => ({
  token,
  range: single(request.headers.range),
  ifNoneMatch: single(request.headers['if-none-match']),
  ifRange: single(request.headers['if-range']),
});

export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.files;
  const route = endpointRoutes(app, { tags: ['File'], errors: usualErrors });

  /** Sends the file of `/:id/…` as `mode`, read with the request's conditional and range headers. */
  const serve = async (
    request: Pick<FastifyRequest, 'headers' | 'viewer'>,
    reply: FastifyReply,
    id: string,
    token: string | undefined,
    mode: 'content' | 'download' | 'thumbnail',
  ) => sendServed(reply, await service.openFile(request.viewer, id, readHeaders(request, token), mode));
  await app.register(multipart, { limits: multipartLimits });

  route.signedIn(
    fileEndpoints.upload,
    {
      summary: 'Upload one file (multipart/form-data: assign, s3Video, then file)',
      description:
        'Streams the file to storage. The type is recognised from the content and must match the extension and the kind; sizes per kind (413), roles per kind (403), the per-user space (413); a name already used is no reason to refuse (two files of one name are two files). A body that sends nothing for BODY_IDLE_TIMEOUT_MS is ended with 408; more than FILE_UPLOADS_PER_USER uploads of one user at once: 429; storage that cannot take the file: 503.',
      consumes: ['multipart/form-data'],
      responses: uploadErrors,
    },
    async (request) =>
      service.withUploadSlot(request.viewer, () =>
        receiveUpload(
          request,
          ZUploadFields,
          (fields, file) =>
            service.ingestFile(request.viewer, {
              assign: fields.assign,
              s3Video: fields.s3Video,
              fileName: file.fileName,
              source: file.stream,
            }),
          (file) => service.removeFile(request.viewer, file.id),
        ),
      ),
  );

  route.signedIn(
    fileEndpoints.importUrl,
    {
      summary: 'Import a file from an http(s) URL',
      description:
        'Loopback, private, link-local, metadata and other non-public addresses are refused after DNS resolution and on each of at most 3 redirects. Counts as one of the user’s uploads in flight (429 past FILE_UPLOADS_PER_USER); storage that cannot take the file: 503.',
      responses: uploadErrors,
    },
    async (request) => service.importFromUrl(request.viewer, request.body),
  );

  route.signedIn(
    fileEndpoints.list,
    {
      summary: 'The signed-in user’s own files, newest first',
      description: 'Each file carries `policies`: what the viewer may do with it (upload its kind, read, delete).',
    },
    async (request) => service.listFiles(request.viewer, request.query),
  );

  route.signedIn(
    fileEndpoints.space,
    {
      summary: 'Storage used by the signed-in user and the limit (null for admins)',
    },
    async (request) => service.getSpace(request.viewer),
  );

  route.signedIn(
    fileEndpoints.remove,
    {
      summary: 'Delete a file: its owner or an ADMIN',
    },
    async (request) => service.removeFile(request.viewer, request.params.id),
  );

  route.viewerOptional(
    fileEndpoints.preview,
    {
      summary: 'A URL showing the file: public files’ URL, or a 10-minute signed link for the owner',
    },
    async (request) => service.previewFile(request.viewer, request.params.id),
  );

  route.viewerOptional(
    fileEndpoints.content,
    {
      summary: 'The file’s bytes (Range supported)',
      description:
        'Images and videos (png, jpg, jpeg, gif, mp4, m4v, mkv, avi) inline, everything else as an attachment; always with a sandbox CSP and nosniff. Owner-only files need the owner’s token or a signed `token` from preview.',
      responses: { 200: ZBinary, 206: ZBinary },
    },
    async (request, reply) => serve(request, reply, request.params.id, request.query.token, 'content'),
  );

  route.viewerOptional(
    fileEndpoints.download,
    {
      summary: 'The file as an attachment named after its original name',
      responses: { 200: ZBinary, 206: ZBinary },
    },
    async (request, reply) => serve(request, reply, request.params.id, request.query.token, 'download'),
  );

  route.viewerOptional(
    fileEndpoints.thumbnail,
    {
      summary: 'A 320 px wide WebP thumbnail of an image',
      responses: { 200: ZBinary },
    },
    async (request, reply) => serve(request, reply, request.params.id, request.query.token, 'thumbnail'),
  );
};
