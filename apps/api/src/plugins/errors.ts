import { errorMessages } from '@zadania/shared';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, statusName } from '../lib/app-error';
import { isUniqueViolation, violatedUniqueConstraint } from '../lib/db-errors';

const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: errorMessages.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: errorMessages.badRequest,
  FST_ERR_CTP_EMPTY_JSON_BODY: errorMessages.badRequest,
  FST_ERR_CTP_INVALID_JSON_BODY: errorMessages.badRequest,
};

/** Every failure leaves as {statusCode, error, message}; unexpected ones never show their stack. */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ statusCode: error.statusCode, error: statusName(error.statusCode), message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? errorMessages.badRequest,
      }));
      return reply.status(400).send({
        statusCode: 400,
        error: statusName(400),
        message: errors[0]?.message ?? errorMessages.badRequest,
        errors,
      });
    }
    // Services map the unique indexes a person can run into; any other one is still a conflict, not a crash.
    if (isUniqueViolation(error)) {
      request.log.warn({ err: error, constraint: violatedUniqueConstraint(error) }, 'Unmapped unique violation');
      return reply.status(409).send({ statusCode: 409, error: statusName(409), message: errorMessages.uniqueConflict });
    }
    const statusCode = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (statusCode === 500) request.log.error({ err: error }, 'Unhandled error');
    const message =
      statusCode === 500
        ? errorMessages.server
        : (frameworkMessages[error.code] ??
          (statusCode === 404
            ? errorMessages.notFound
            : statusCode === 429
              ? errorMessages.tooManyRequests
              : errorMessages.badRequest));
    return reply.status(statusCode).send({ statusCode, error: statusName(statusCode), message });
  });
});
