import net from 'node:net';
import { errorMessages } from '@zadania/shared';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

const hasBody = (headers: FastifyRequest['headers']) =>
  headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;

/**
 * A request body that sends nothing for `idleMs` fails with 408 (`connection: close`): the error
 * reaches whoever reads the body (the JSON parser, the multipart reader and through it the file
 * being stored), which undoes its work and answers, and the connection is closed after the answer.
 * When nobody reads the body or the answer is already sent, the socket is closed at once. A body
 * the server itself is slow to read (data waiting unread) is not idle. Once the body is complete the
 * socket has its usual timeout again, so a slow answer or download is not cut.
 */
export const bodyTimeoutPlugin = fp<{ idleMs: number }>(async (app, { idleMs }) => {
  app.addHook('onRequest', async (request, reply) => {
    const raw = request.raw;
    const socket = raw.socket;
    // app.inject has no socket to time; a body that has fully arrived needs no timer.
    if (!(socket instanceof net.Socket) || raw.complete || !hasBody(request.headers)) return;

    const disarm = () => {
      reply.raw.removeListener('timeout', onIdle);
      // After the answer Node manages the socket's timeout itself (keep-alive).
      if (!reply.raw.writableFinished) socket.setTimeout(app.server.timeout);
    };
    const onIdle = () => {
      // The whole body has come: what is left is the server's own work, which has no idle limit.
      if (raw.complete) return disarm();
      // Unread data waiting: the reader is behind (slow storage), not the client. Wait another round.
      if (raw.readableLength > 0) return void socket.setTimeout(idleMs);
      disarm();
      if (reply.sent || raw.listenerCount('error') === 0) return void socket.destroy();
      request.log.info('Request body idle too long; answering 408');
      raw.emit('error', new AppError(408, errorMessages.requestTimeout, { connection: 'close' }));
    };
    // An idle socket emits 'timeout' on the response it serves; a listener keeps Node from destroying it.
    socket.setTimeout(idleMs);
    reply.raw.on('timeout', onIdle);
    raw.once('end', disarm);
  });
});
