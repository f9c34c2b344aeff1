import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import fp from 'fastify-plugin';

export const unreadBodyLimits = {
  /** What is read and thrown away of a body answered before it arrived; past it the connection is cut. */
  maxBytes: 16 * 1024 * 1024,
  /** How long at most a connection is kept open to read the rest of such a body. */
  maxMs: 30_000,
} as const;

const hasBody = (request: IncomingMessage) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/**
 * A request answered before its body has arrived (413 for a body over the limit, 401, 403, 400) must not end in a
 * reset: closing a socket with data still coming makes the kernel answer with RST, and the client, still sending,
 * loses the answer waiting in its buffer. So the rest of the body is read and thrown away (the answer and the end
 * of our side are sent first), at most `maxBytes`, `maxMs` in all and `idleMs` between reads, and the connection
 * closes once the body is in. A keep-alive connection reads the rest as Node does, within the same bound.
 */
export const unreadBodyPlugin = fp<{ idleMs: number; maxBytes?: number; maxMs?: number }>(async (app, options) => {
  const maxBytes = options.maxBytes ?? unreadBodyLimits.maxBytes;
  const maxMs = options.maxMs ?? unreadBodyLimits.maxMs;
  const draining = new Set<net.Socket>();

  /** Reads and throws away the rest of `request`'s body, answered already; closes or keeps the connection after. */
  const drain = (socket: net.Socket, request: IncomingMessage) => {
    draining.add(socket);
    let read = 0;
    let closeWhenRead = false;
    const cut = () => socket.destroy();
    const timer = setTimeout(cut, maxMs).unref();
    const stop = () => {
      clearTimeout(timer);
      socket.removeListener('timeout', cut);
      draining.delete(socket);
      Reflect.deleteProperty(socket, 'destroySoon');
    };
    socket.setTimeout(options.idleMs);
    socket.once('timeout', cut);
    socket.once('close', stop);
    // Node closes a connection after an answer that says so with destroySoon(), which would cut the unread body:
    // this one ends our side only, and the socket closes once the body is in.
    socket.destroySoon = function lingeringDestroySoon(this: net.Socket) {
      if (request.complete) return net.Socket.prototype.destroySoon.call(this);
      closeWhenRead = true;
      if (this.writable) this.end();
    };
    // Read here, the body is not left to Node's own discarding, which has no bound.
    request.on('data', (chunk: Buffer) => {
      read += chunk.length;
      if (read > maxBytes) cut();
    });
    request.resume();
    request.once('end', () => {
      stop();
      // A kept-alive connection goes on under Node's keep-alive timeout, set as the answer finished.
      if (!closeWhenRead) return;
      // Everything sent has been read: closing now sends FIN, not RST, once the answer is flushed.
      if (socket.writableFinished) socket.destroy();
      else socket.once('finish', () => socket.destroy());
    });
  };

  app.addHook('onRequest', async (request, reply) => {
    const raw = request.raw;
    const socket = raw.socket;
    // app.inject has no socket; a body already in needs nothing.
    if (!(socket instanceof net.Socket) || raw.complete || !hasBody(raw)) return;
    // Emitted as the answer ends, before Node decides what becomes of the connection.
    reply.raw.once('prefinish', () => {
      if (!raw.complete && !socket.destroyed) drain(socket, raw);
    });
  });

  app.addHook('onClose', async () => {
    for (const socket of draining) socket.destroy();
  });
});
