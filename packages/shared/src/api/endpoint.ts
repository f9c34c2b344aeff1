import { z } from 'zod';

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API route as both sides see it: its method, its path under /api (Fastify syntax, `:name` for a
 * path parameter) and the schemas of its query, body and answer. `response: 'raw'` marks a route whose
 * answer is not JSON (a download); a route without `response` answers nothing the caller reads.
 */
export type TEndpoint = {
  method: THttpMethod;
  path: string;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType | 'raw';
};

/** The names of the `:name` segments of a path: '/homework/:id/reviews' gives 'id'. */
export type TPathParamNames<TPath extends string> = TPath extends `${string}:${infer Name}/${infer Rest}`
  ? Name | TPathParamNames<`/${Rest}`>
  : TPath extends `${string}:${infer Name}`
    ? Name
    : never;

/** Checks a table of endpoints while keeping each one's literal method, path and schemas. */
export function defineEndpoints<const TTable extends Record<string, TEndpoint>>(table: TTable): TTable {
  return table;
}

/** The body of a POST that carries nothing (the route still reads JSON). */
export const ZEmptyBody = z.object({});
