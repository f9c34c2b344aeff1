import type { TEndpoint, TPathParamNames } from '@zadania/shared';
import type { z } from 'zod';
import { apiPrefix, apiRequest, type TQuery, type TRequestOptions } from './client';

type TParamsOption<TPath extends string> = [TPathParamNames<TPath>] extends [never]
  ? { params?: never }
  : { params: Record<TPathParamNames<TPath>, string> };

type TQueryOption<E extends TEndpoint> = E['query'] extends z.ZodType
  ? { query?: z.input<E['query']> & TQuery }
  : { query?: never };

type TBodyOption<E extends TEndpoint> = E['body'] extends z.ZodType ? { body: z.input<E['body']> } : { body?: never };

/** What a call of `E` takes: its path parameters, query and body as its schemas accept them, and how to send it. */
export type TCallOptions<E extends TEndpoint> = TParamsOption<E['path']> &
  TQueryOption<E> &
  TBodyOption<E> &
  Pick<TRequestOptions, 'errorToast' | 'skipAuthRefresh' | 'signal'>;

/** What a call of `E` resolves with: its response schema's output, the raw Response, or nothing to read. */
export type TEndpointResult<E extends TEndpoint> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : E['response'] extends 'raw'
    ? Response
    : unknown;

type TCallArguments<E extends TEndpoint> =
  object extends TCallOptions<E> ? [options?: TCallOptions<E>] : [options: TCallOptions<E>];

type TAnyCallOptions = Pick<TRequestOptions, 'errorToast' | 'skipAuthRefresh' | 'signal'> & {
  params?: Readonly<Record<string, string>>;
  query?: TQuery;
  body?: unknown;
};

/** The endpoint's path with each `:name` replaced by its encoded parameter. */
export function fillPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}

/** The address of a GET endpoint for the browser to load itself (an <img>/<video> source, an XHR upload). */
export function endpointUrl<const E extends TEndpoint>(endpoint: E, ...[options]: TUrlArguments<E>): string {
  const params: Readonly<Record<string, string>> | undefined = options?.params;
  return `${apiPrefix}${fillPath(endpoint.path, params)}`;
}

type TUrlArguments<E extends TEndpoint> = [TPathParamNames<E['path']>] extends [never]
  ? [options?: TParamsOption<E['path']>]
  : [options: TParamsOption<E['path']>];

/**
 * Calls one endpoint of the shared contract through `apiRequest` (token, refresh, error toast): the
 * method and path come from the contract, the result is typed by its response schema.
 */
export function callEndpoint<const E extends TEndpoint>(
  endpoint: E,
  ...[options]: TCallArguments<E>
): Promise<TEndpointResult<E>> {
  const { params, query, body, ...transport }: TAnyCallOptions = options ?? {};
  return apiRequest<TEndpointResult<E>>(fillPath(endpoint.path, params), {
    ...transport,
    method: endpoint.method,
    query,
    body,
    responseType: endpoint.response === 'raw' ? 'response' : 'json',
  });
}

/** The body a call of `E` sends, as its schema accepts it. */
export type TEndpointBody<E extends TEndpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : never;

/** The query a call of `E` sends, as its schema accepts it. */
export type TEndpointQuery<E extends TEndpoint> = E['query'] extends z.ZodType ? z.input<E['query']> & TQuery : never;
