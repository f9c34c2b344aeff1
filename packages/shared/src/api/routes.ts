import type { z } from 'zod';
import type { THttpMethod } from './endpoint';

type TResponse = z.ZodType | 'raw';

/** An intersection written out as one object type (what the editor shows on hover). */
type TFlat<T> = { [K in keyof T]: T[K] };

/**
 * Writes one endpoint of a `defineEndpoints` table in a line: `(path)`, `(path, response)` or
 * `(path, input, response)`, where the input is the query of a GET and the body otherwise. The result is the
 * object literal the table would hold, with the same literal method, path and schemas.
 */
type TRouteBuilder<TMethod extends THttpMethod, TInput extends 'query' | 'body'> = {
  <const TPath extends string>(path: TPath): { readonly method: TMethod; readonly path: TPath };
  <const TPath extends string, const TAnswer extends TResponse>(
    path: TPath,
    response: TAnswer,
  ): { readonly method: TMethod; readonly path: TPath; readonly response: TAnswer };
  <const TPath extends string, const TSent extends z.ZodType, const TAnswer extends TResponse>(
    path: TPath,
    input: TSent,
    response: TAnswer,
  ): TFlat<
    { readonly method: TMethod; readonly path: TPath } & { readonly [K in TInput]: TSent } & {
      readonly response: TAnswer;
    }
  >;
};

function routeBuilder<TMethod extends THttpMethod, TInput extends 'query' | 'body'>(
  method: TMethod,
  input: TInput,
): TRouteBuilder<TMethod, TInput> {
  const build = (path: string, ...rest: unknown[]) => {
    if (rest.length === 0) return { method, path };
    if (rest.length === 1) return { method, path, response: rest[0] };
    return { method, path, [input]: rest[0], response: rest[1] };
  };
  return build as TRouteBuilder<TMethod, TInput>;
}

export const get = routeBuilder('GET', 'query');
export const post = routeBuilder('POST', 'body');
export const put = routeBuilder('PUT', 'body');
export const del = routeBuilder('DELETE', 'body');
