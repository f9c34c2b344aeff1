import { authEndpoints, type TAuthSession } from '@zadania/shared';
import { i18next } from '../../i18n/i18n';
import { showErrorToast, showToast } from '../toasts';
import { ApiError, NetworkError, parseErrorBody, readRetryAfter, SessionExpiredError } from './api-error';
import { clearSession, getRefreshToken, getToken, saveSession, subscribeToSession } from './token-storage';

/** Where every API route lives; contract paths are relative to it. */
export const apiPrefix = '/api';

/** Each value is sent as its String form; an array as one parameter per item; undefined, null and '' are left out. */
export type TQuery = Record<string, unknown>;

export type TRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  query?: TQuery;
  /** 'response' resolves with the raw Response (for headers such as Content-Disposition). */
  responseType?: 'json' | 'blob' | 'response';
  /** Forms that show errors next to their fields set this to false. */
  errorToast?: boolean;
  /** For the credential calls themselves: a 401 there means bad credentials, not an expired token. */
  skipAuthRefresh?: boolean;
  signal?: AbortSignal;
};

let sessionExpiredHandler: () => void = () => {};

type TApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: TApiTransport = (url, init) => fetch(url, init);

/** How API requests travel: the browser's fetch, or the server's in-process requests when it renders a page. */
export function setApiTransport(send: TApiTransport): void {
  transport = send;
}

/** The app decides what a lost session means beyond clearing storage (clear cache, go to /login). */
export function setSessionExpiredHandler(handler: () => void): void {
  sessionExpiredHandler = handler;
}

let refreshInFlight: Promise<string> | null = null;

/**
 * One refresh for any number of concurrent 401s: every caller awaits the same promise, and tabs take turns
 * under a Web Lock, so a tab that waited uses the pair another tab stored (localStorage, whose `storage`
 * event also tells every tab about a new pair or a logout) instead of spending the same refresh token.
 * Exported for transports other than fetch (the XMLHttpRequest upload); a failed refresh logs the user out.
 */
export function refreshAccessToken(): Promise<string> {
  refreshInFlight ??= performRefresh().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/** The Web Lock that lets one tab at a time spend the refresh token shared through localStorage. */
const refreshLockName = 'zadania-refresh';

/**
 * How long a tab that waited for another tab's refresh waits for that tab's new pair to reach its own
 * localStorage (Chromium delivers the write to other tabs some milliseconds after the lock is released).
 */
export const refreshHandoverTimeoutMs = 2_000;

async function performRefresh(): Promise<string> {
  const knownRefreshToken = getRefreshToken();
  if (!knownRefreshToken) throw expireSession();
  // Without Web Locks tabs may refresh together; the API's grace window answers both with the same pair.
  if (!('locks' in navigator) || !navigator.locks) return refreshUnlessRotated(knownRefreshToken);
  const locks = navigator.locks;
  const uncontended = await locks.request(refreshLockName, { ifAvailable: true }, async (lock) =>
    lock ? refreshUnlessRotated(knownRefreshToken) : undefined,
  );
  if (uncontended !== undefined) return uncontended;
  // Another tab is refreshing: once it is done, use the pair it stored instead of spending the token again.
  return locks.request(refreshLockName, async () => {
    await waitForStoredRotation(knownRefreshToken, refreshHandoverTimeoutMs);
    return refreshUnlessRotated(knownRefreshToken);
  });
}

/** Uses the pair another tab stored in place of `knownRefreshToken`'s, or spends the refresh token. */
async function refreshUnlessRotated(knownRefreshToken: string): Promise<string> {
  const rotatedByOtherTab = tokenRotatedSince(knownRefreshToken);
  if (rotatedByOtherTab) return rotatedByOtherTab;
  const refreshToken = getRefreshToken();
  if (!refreshToken) throw expireSession();
  const response = await fetch(`${apiPrefix}${authEndpoints.refreshToken.path}`, {
    method: authEndpoints.refreshToken.method,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  });
  if (!response.ok) {
    // Without Web Locks another tab may have spent the same token first and stored the new pair.
    const rotatedMeanwhile = tokenRotatedSince(refreshToken);
    if (rotatedMeanwhile) return rotatedMeanwhile;
    throw expireSession();
  }
  const session = (await response.json()) as TAuthSession;
  saveSession(session);
  return session.token;
}

/** The stored access token when the stored refresh token is no longer `refreshToken`, else null. */
function tokenRotatedSince(refreshToken: string): string | null {
  const stored = getRefreshToken();
  return stored && stored !== refreshToken ? getToken() : null;
}

/** Resolves once the stored refresh token is no longer `refreshToken` (rotated or cleared), or after `timeoutMs`. */
function waitForStoredRotation(refreshToken: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    const unsubscribe = subscribeToSession(() => {
      if (getRefreshToken() !== refreshToken) done();
    });
    if (getRefreshToken() !== refreshToken) done();
  });
}

/** Forgets the session and tells the app; returns the error the waiting callers reject with. */
function expireSession(): SessionExpiredError {
  clearSession();
  showToast({ variant: 'warning', message: i18next.t('toasts.sessionExpired') });
  sessionExpiredHandler();
  return new SessionExpiredError();
}

function buildUrl(path: string, query: TRequestOptions['query']): string {
  const url = `${apiPrefix}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== '') params.append(key, String(item));
    }
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function send(path: string, options: TRequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return transport(buildUrl(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body,
    signal: options.signal,
  });
}

async function readBody(response: Response, responseType: TRequestOptions['responseType']): Promise<unknown> {
  if (responseType === 'response') return response;
  if (responseType === 'blob') return response.blob();
  if (response.status === 204) return undefined;
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
}

async function execute(path: string, options: TRequestOptions): Promise<unknown> {
  const usedToken = getToken();
  let response: Response;
  try {
    response = await send(path, options, usedToken);
    if (response.status === 401 && !options.skipAuthRefresh && getRefreshToken()) {
      // Another request may already have rotated the token while this one was in flight.
      const current = getToken();
      const token = current && current !== usedToken ? current : await refreshAccessToken();
      response = await send(path, options, token);
    }
  } catch (error) {
    if (error instanceof ApiError || isAbort(error)) throw error;
    throw new NetworkError();
  }
  if (!response.ok) {
    const data = options.responseType === 'blob' ? await response.blob() : await response.text();
    throw new ApiError(response.status, await parseErrorBody(data), readRetryAfter(response.headers));
  }
  return readBody(response, options.responseType);
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Calls the API with the stored Bearer token. On 401 with a refresh token the request is retried once
 * after one shared refresh; a failed response shows the 'Uppss' toast unless `errorToast` is false.
 */
export async function apiRequest<TResponse>(path: string, options: TRequestOptions = {}): Promise<TResponse> {
  try {
    return (await execute(path, options)) as TResponse;
  } catch (error) {
    if (options.errorToast !== false && error instanceof ApiError && !(error instanceof SessionExpiredError)) {
      showErrorToast(error.message, error instanceof NetworkError ? i18next.t('toasts.offlineTitle') : undefined);
    }
    throw error;
  }
}
