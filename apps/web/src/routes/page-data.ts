import type { QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs, Params } from 'react-router';
import { queryClient } from '../app/query-client';
import { conceptsApi } from '../features/concepts/concepts-api';
import { examsApi } from '../features/exams/exams-api';
import { homeworkApi } from '../features/homework/homework-api';
import {
  parseHomeworkFilters,
  restrictFiltersToViewer,
  toHomeworkApiQuery,
} from '../features/homework/homework-filters';
import { profileKeys, profilesApi } from '../features/profiles/profiles-api';
import { queryKeys } from '../lib/api/query-keys';
import { getToken } from '../lib/api/token-storage';

/** The request a reading page starts with: the same key and function as the page's own query. */
export type TPageQuery = { queryKey: QueryKey; queryFn: (context: QueryFunctionContext) => Promise<unknown> };
export type TPageQueryOf = (params: Params, url: URL) => TPageQuery | null;

export const pageQueries = {
  homeworkList: (_params, url) => {
    // A signed-in viewer's filters depend on their role, known only once their profile has loaded.
    if (getToken() !== null) return null;
    const query = toHomeworkApiQuery(restrictFiltersToViewer(parseHomeworkFilters(url.searchParams), null));
    return { queryKey: queryKeys.homeworkList(query), queryFn: ({ signal }) => homeworkApi.list(query, signal) };
  },
  homework: ({ slug = '' }) => ({
    queryKey: queryKeys.homework(slug),
    queryFn: ({ signal }) => homeworkApi.get(slug, signal),
  }),
  concept: ({ slug = '' }) => ({
    queryKey: queryKeys.concept(slug),
    queryFn: ({ signal }) => conceptsApi.get(slug, signal),
  }),
  exam: ({ slug = '' }) => ({ queryKey: queryKeys.exam(slug), queryFn: ({ signal }) => examsApi.get(slug, signal) }),
  profile: ({ username = '' }) => ({
    queryKey: profileKeys.byUsername(username, getToken() !== null),
    queryFn: ({ signal }) => profilesApi.byUsername(username, signal),
  }),
} satisfies Record<string, TPageQueryOf>;

/**
 * A route loader of a reading page: it starts the page's request together with the route's chunk instead of after
 * it, into the same query the page reads, without waiting for it (the page shows its own loading and error
 * states). Data embedded by the server (or cached) is fresh, so no request is made then.
 */
const prefetching =
  (pageQuery: TPageQueryOf) =>
  ({ params, request }: LoaderFunctionArgs) => {
    const query = pageQuery(params, new URL(request.url));
    if (query) void queryClient.prefetchQuery(query);
    return null;
  };

export const prefetchHomeworkList = prefetching(pageQueries.homeworkList);
export const prefetchHomework = prefetching(pageQueries.homework);
export const prefetchConcept = prefetching(pageQueries.concept);
export const prefetchExam = prefetching(pageQueries.exam);
export const prefetchProfile = prefetching(pageQueries.profile);
