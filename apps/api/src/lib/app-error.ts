import { STATUS_CODES } from 'node:http';
import { errorMessages } from '@zadania/shared';

const statusNames: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
};

export const statusName = (statusCode: number) => statusNames[statusCode] ?? STATUS_CODES[statusCode] ?? 'Error';

/** A failure the client should see: a status code and a Polish message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  static badRequest(message: string) {
    return new AppError(400, message);
  }
  static unauthorized(message: string = errorMessages.unauthorized) {
    return new AppError(401, message);
  }
  static forbidden(message: string = errorMessages.forbidden) {
    return new AppError(403, message);
  }
  static notFound(message: string = errorMessages.notFound) {
    return new AppError(404, message);
  }
  static tooManyRequests(retryAfterSeconds: number) {
    return new AppError(429, errorMessages.tooManyRequests, { 'retry-after': String(retryAfterSeconds) });
  }
}
