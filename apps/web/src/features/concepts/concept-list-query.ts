import { mathConceptPageSizes } from '@zadania/shared';
import { queryKeys } from '../../lib/api/query-keys';
import { parsePage } from '../../lib/page-param';
import { parseConceptSubject, parseConceptTab } from './concept-filters';
import { conceptsApi } from './concepts-api';

/** The filters of /resources/concepts in the address: the type tab, the subject, the search and the page. */
export const conceptListFilters = (params: URLSearchParams) => {
  const search = params.get('search') ?? '';
  const subject = parseConceptSubject(params.get('subject'));
  return {
    type: parseConceptTab(params.get('type')),
    subject,
    search,
    query: {
      page: parsePage(params.get('page')),
      pageSize: mathConceptPageSizes.default,
      search: search || undefined,
      type: parseConceptTab(params.get('type')),
      subject,
      sort: 'count:DESC',
    } as const,
  };
};

/** The request of /resources/concepts for the address: the page's own query, and what the server renders it with. */
export const conceptListPageQuery = (params: URLSearchParams) => {
  const { query } = conceptListFilters(params);
  return {
    queryKey: queryKeys.conceptList(query),
    queryFn: ({ signal }: { signal?: AbortSignal }) => conceptsApi.list(query, signal),
  };
};
