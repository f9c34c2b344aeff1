import { errorMessages, type TErrorResponse } from '@zadania/shared';

type TFieldError = NonNullable<TErrorResponse['errors']>[number];

/** A failed API response; `message` is the Polish text to show. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly fieldErrors: TFieldError[];
  /** A rate-limited answer's Retry-After in seconds (429), else null. */
  readonly retryAfterSeconds: number | null;

  constructor(status: number, body: unknown, retryAfterSeconds: number | null = null) {
    super(extractErrorMessage(body));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.fieldErrors = extractFieldErrors(body);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Thrown to queued requests when the session could not be refreshed; the user is already logged out. */
export class SessionExpiredError extends ApiError {
  constructor() {
    super(401, { statusCode: 401, error: 'Unauthorized', message: errorMessages.sessionExpired });
    this.name = 'SessionExpiredError';
  }
}

/** The request never reached the server (no connection, the server unreachable): not the server's error. */
export const offlineMessage = 'Brak połączenia z internetem. Sprawdź połączenie i spróbuj ponownie.';
export class NetworkError extends ApiError {
  constructor() {
    super(0, { message: offlineMessage });
    this.name = 'NetworkError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The server message of an error body (first item if a list), or the generic Polish server error. */
export function extractErrorMessage(body: unknown): string {
  if (isRecord(body)) {
    const { message } = body;
    if (typeof message === 'string' && message.trim()) return message;
    if (Array.isArray(message)) {
      const first = message.find((item): item is string => typeof item === 'string' && item.trim() !== '');
      if (first) return first;
    }
  }
  return errorMessages.server;
}

function extractFieldErrors(body: unknown): TFieldError[] {
  if (!isRecord(body) || !Array.isArray(body.errors)) return [];
  return body.errors.filter(
    (item): item is TFieldError => isRecord(item) && typeof item.path === 'string' && typeof item.message === 'string',
  );
}

/** The Retry-After header in seconds (the API sends seconds, never a date), or null. */
export function readRetryAfter(headers: Headers): number | null {
  const seconds = Number(headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/** Turns an error payload into a plain value: JSON text and JSON blobs are parsed, anything unreadable is null. */
export async function parseErrorBody(data: unknown): Promise<unknown> {
  if (isBlobLike(data)) return parseJsonText(await data.text());
  if (typeof data === 'string') return parseJsonText(data);
  return data ?? null;
}

// Duck-typed: a fetch Blob and the page's Blob class may come from different realms.
function isBlobLike(value: unknown): value is Blob {
  return isRecord(value) && typeof value.text === 'function' && typeof value.size === 'number';
}

function parseJsonText(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The server's message of a failed call, or `fallback` for anything else (the network, a bug). */
export const errorText = (failure: unknown, fallback: string) =>
  failure instanceof ApiError ? failure.message : fallback;

/** A read's retry policy: the server's refusal (4xx) is final, anything else is tried twice more. */
export const retryUnlessRefused = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 2;
