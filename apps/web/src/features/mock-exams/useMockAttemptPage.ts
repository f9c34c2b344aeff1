import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../lib/api/api-error';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { loadAttempt, mockExamsKeys } from './mock-exams-api';
import './mock-exams.pl';

const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/** The attempt of /mock/{attemptId}, read once (the page keeps it current), and the server's refusal to show. */
export function useMockAttemptPage() {
  const { t } = useTranslation();
  const { attemptId = '' } = useParams();
  const attempt = useQuery({
    queryKey: mockExamsKeys.attempt(attemptId),
    queryFn: ({ signal }) => loadAttempt(attemptId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: (count, error) => !isMissing(error) && count < 1,
  });
  // The server's word when it refused an answer (the time ran out): shown above the result.
  const [notice, setNotice] = useState<string | null>(null);
  useDocumentTitle(attempt.data?.title ?? t('mockExams.card.title'));
  return { attempt, missing: attempt.isError && isMissing(attempt.error), notice, setNotice };
}
