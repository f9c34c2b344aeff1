import type { TTestApp } from './build-test-app';

/** Request headers, e.g. `loginAs(...).headers` with the Bearer token. */
export type THeaders = Record<string, string>;

/** One request to the app under test; the payload is sent only when given. */
export const call = (
  app: TTestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: THeaders = {},
  payload?: object,
) => app.inject({ method, url, headers, ...(payload !== undefined && { payload }) });

/** The Polish `message` of an answer (an error's, or a confirmation's). */
export const messageOf = (response: { json: () => unknown }) => (response.json() as { message: string }).message;
