import type { FastifyRequest } from 'fastify';

/** Where a request came from, as use cases record it (sign-ins, security e-mails, the audit). */
export type TRequestContext = { ip: string; userAgent?: string };

export const requestContext = (request: Pick<FastifyRequest, 'ip' | 'headers'>): TRequestContext => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});
