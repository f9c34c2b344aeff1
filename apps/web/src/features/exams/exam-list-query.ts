import { queryKeys } from '../../lib/api/query-keys';
import { parsePage } from '../../lib/page-param';
import { examsApi } from './exams-api';

const examsPageSize = 20;

/** The request of /exams for the address's page: the page's own query, and what the server renders it with. */
export const examListPageQuery = (params: URLSearchParams) => {
  const query = { page: parsePage(params.get('page')), pageSize: examsPageSize };
  return {
    queryKey: queryKeys.examList(query),
    queryFn: ({ signal }: { signal?: AbortSignal }) => examsApi.list(query, signal),
  };
};
