import { vi } from 'vitest';
import { jsonResponse } from './fixtures';

/** One request a page sent to the stubbed API, its JSON body parsed. */
export type TApiCall = { method: string; path: string; search: URLSearchParams; body: unknown };

/** Answers the calls it knows; `undefined` for the others. */
export type TApiAnswer = (call: TApiCall, init?: RequestInit) => Response | Promise<Response | undefined> | undefined;

/** The API's answer to a path it does not know. */
export const notFoundResponse = () =>
  jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Nie znaleziono.' });

/** Stubs fetch with a fake API: `answer` answers the calls it knows, the rest are a 404. Returns the calls, in order. */
export function stubApiCalls(answer: TApiAnswer): TApiCall[] {
  const calls: TApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call: TApiCall = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        search: url.searchParams,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      return (await answer(call, init ?? {})) ?? notFoundResponse();
    }),
  );
  return calls;
}

/** A stubbed API's answer as a status and the JSON body. */
export type TJsonReply = { status: number; body: unknown };

/** Answers a path it knows with a status and a JSON body; `undefined` for the others. */
export type TJsonHandler = (path: string, init: RequestInit) => TJsonReply | Promise<TJsonReply> | undefined;

/** Like `stubApiCalls`, for a handler that answers by path with a status and a JSON body (the rest are a 404). */
export const stubJsonApi = (handler: TJsonHandler): TApiCall[] =>
  stubApiCalls(async (call, init) => {
    const reply = await handler(call.path, init ?? {});
    return reply && jsonResponse(reply.status, reply.body);
  });

/** An answer from handlers keyed by 'METHOD /api/path'. */
export const answerByRoute =
  (handlers: Record<string, TApiAnswer>): TApiAnswer =>
  (call, init) =>
    handlers[`${call.method} ${call.path}`]?.(call, init);

/** The POSTs among the recorded calls: where each went and what it sent. */
export const posts = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'POST').map(({ path, body }) => ({ path, body }));

/** The calls that change something (all but the GETs), as where they went and what they sent. */
export const writes = (calls: TApiCall[]) =>
  calls.filter((call) => call.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));
