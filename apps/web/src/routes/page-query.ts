import type { QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router';

/** The request a reading page starts with: the same key and function as the page's own query. */
export type TPageQuery = { queryKey: QueryKey; queryFn: (context: QueryFunctionContext) => Promise<unknown> };
export type TPageQueryOf = (params: Params, url: URL) => TPageQuery | null;
