import type { Params } from 'react-router';
import { homeworkApi } from '../features/homework/homework-api';
import {
  parseHomeworkFilters,
  restrictFiltersToViewer,
  toHomeworkApiQuery,
} from '../features/homework/homework-filters';
import { queryKeys } from '../lib/api/query-keys';
import { getToken } from '../lib/api/token-storage';
import type { TPageQuery } from './page-query';

/**
 * The request /homeworks starts with. In a module of its own: the filters' parsing (zod) is loaded with the
 * page, not with every other page's entry.
 */
export function homeworkListPageQuery(_params: Params, url: URL): TPageQuery | null {
  // A signed-in viewer's filters depend on their role, known only once their profile has loaded.
  if (getToken() !== null) return null;
  const query = toHomeworkApiQuery(restrictFiltersToViewer(parseHomeworkFilters(url.searchParams), null));
  return { queryKey: queryKeys.homeworkList(query), queryFn: ({ signal }) => homeworkApi.list(query, signal) };
}
