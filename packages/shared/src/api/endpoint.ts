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
  /** The path parameters as the server parses them (a uuid `:id`); without it each one is a string. */
  params?: z.ZodType;
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

/** The endpoint with the schema of its path parameters: `withParams(get('/favorite/:id', ZFavorite), ZIdParams)`. */
export const withParams = <const E extends TEndpoint, const P extends z.ZodType>(endpoint: E, params: P) =>
  ({ ...endpoint, params }) as E & { readonly params: P };

/**
 * The body of a POST that carries nothing: none, or an empty JSON object (other keys are dropped). A request without
 * a body reaches the validation as `null`, so null stays accepted here.
 */
export const ZEmptyBody = z.object({}).nullish();
