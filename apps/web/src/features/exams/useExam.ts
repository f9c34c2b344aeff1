import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ApiError } from '../../lib/api/api-error';
import { queryKeys } from '../../lib/api/query-keys';
import { examsApi } from './exams-api';
import { sortByPosition } from './points';

/** An exam that is not there or not for this viewer: asking again will not help. */
export const isExamMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 403);

/** The exam of `slug` (its page and its printout) and its tasks in order. */
export function useExam(slug: string) {
  const exam = useQuery({
    queryKey: queryKeys.exam(slug),
    queryFn: ({ signal }) => examsApi.get(slug, signal),
    retry: (count, error) => !isExamMissing(error) && count < 2,
  });
  const tasks = useMemo(() => sortByPosition(exam.data?.tasks ?? []), [exam.data?.tasks]);
  return { exam, tasks };
}
