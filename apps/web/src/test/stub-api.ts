import { vi } from 'vitest';
import { jsonResponse } from './fixtures';

/** One request a page sent to the stubbed API, its JSON body parsed. */
export type TApiCall = { method: string; path: string; search: URLSearchParams; body: unknown };

/** Answers the calls it knows; `undefined` for the others. */
export type TApiAnswer = (call: TApiCall) => Response | Promise<Response> | undefined;

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
      return (await answer(call)) ?? notFoundResponse();
    }),
  );
  return calls;
}

/** An answer from handlers keyed by 'METHOD /api/path'. */
export const answerByRoute =
  (handlers: Record<string, TApiAnswer>): TApiAnswer =>
  (call) =>
    handlers[`${call.method} ${call.path}`]?.(call);

/** The POSTs among the recorded calls: where each went and what it sent. */
export const posts = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'POST').map(({ path, body }) => ({ path, body }));
