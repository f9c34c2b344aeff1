import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../app/query-client';
import { conceptListPageQuery } from '../features/concepts/concept-list-query';
import { conceptsApi } from '../features/concepts/concepts-api';
import { curriculumApi, curriculumKeys } from '../features/curriculum/curriculum-api';
import { examListPageQuery } from '../features/exams/exam-list-query';
import { examsApi } from '../features/exams/exams-api';
import { homeworkApi } from '../features/homework/homework-api';
import { profileKeys, profilesApi } from '../features/profiles/profiles-api';
import { queryKeys } from '../lib/api/query-keys';
import { getToken } from '../lib/api/token-storage';

import type { TPageQuery, TPageQueryOf } from './page-query';

export type { TPageQuery, TPageQueryOf } from './page-query';

/** The requests of the reading pages; /homeworks' own is in homework-list-page-query.ts (loaded with the page). */
export const pageQueries = {
  homework: ({ slug = '' }) => ({
    queryKey: queryKeys.homework(slug),
    queryFn: ({ signal }) => homeworkApi.get(slug, signal),
  }),
  concept: ({ slug = '' }) => ({
    queryKey: queryKeys.concept(slug),
    queryFn: ({ signal }) => conceptsApi.get(slug, signal),
  }),
  exam: ({ slug = '' }) => ({ queryKey: queryKeys.exam(slug), queryFn: ({ signal }) => examsApi.get(slug, signal) }),
  examList: (_params, url) => examListPageQuery(url.searchParams),
  conceptList: (_params, url) => conceptListPageQuery(url.searchParams),
  curriculum: () => ({ queryKey: curriculumKeys.curriculum, queryFn: ({ signal }) => curriculumApi.get(signal) }),
  profile: ({ username = '' }) => ({
    queryKey: profileKeys.byUsername(username, getToken() !== null),
    queryFn: ({ signal }) => profilesApi.byUsername(username, signal),
  }),
} satisfies Record<string, TPageQueryOf>;

/** What each section of /curriculum has (its counts show on the server-rendered page too). */
export const curriculumCoverageQuery: TPageQuery = {
  queryKey: curriculumKeys.coverage,
  queryFn: ({ signal }) => curriculumApi.coverage(signal),
};

/** A task's solution as its page asks for it (SolutionViewer): the server renders it with the task. */
export const solutionQuery = (homeworkId: string): TPageQuery => ({
  queryKey: queryKeys.solution(homeworkId),
  queryFn: ({ signal }) => homeworkApi.solution(homeworkId, signal),
});

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

/** As `prefetching`, with the list's query loaded alongside the route's chunk (it parses the filters with zod). */
export const prefetchHomeworkList = (args: LoaderFunctionArgs) => {
  void import('./homework-list-page-query').then(({ homeworkListPageQuery }) =>
    prefetching(homeworkListPageQuery)(args),
  );
  return null;
};
export const prefetchHomework = prefetching(pageQueries.homework);
export const prefetchConcept = prefetching(pageQueries.concept);
export const prefetchExam = prefetching(pageQueries.exam);
export const prefetchProfile = prefetching(pageQueries.profile);
