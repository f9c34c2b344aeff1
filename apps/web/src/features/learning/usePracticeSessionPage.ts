import { useQuery } from '@tanstack/react-query';
import type { TSessionAnswerResult } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { learningApi, learningKeys } from './learning-api';
import './learning.pl';

/** The session of /learn/session/{id}: the item shown (the first unanswered one, or the one just checked) and the results. */
export function usePracticeSessionPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const session = useQuery({
    queryKey: learningKeys.session(id),
    queryFn: ({ signal }) => learningApi.session(id, signal),
  });
  useDocumentTitle(
    t(session.data?.kind === 'DIAGNOSTIC' ? 'learning.session.diagnosticTitle' : 'learning.session.title'),
  );
  const [results, setResults] = useState<Record<number, TSessionAnswerResult>>({});
  const [viewing, setViewing] = useState<number | null>(null);

  const items = session.data?.items ?? [];
  const firstOpen = items.find((item) => !item.answered);
  const current = items.find((item) => item.position === (viewing ?? firstOpen?.position)) ?? null;
  const answeredCount = items.filter((item) => item.answered).length;

  return {
    session,
    current,
    answeredCount,
    result: current ? results[current.position] : undefined,
    /** The current item is the last one left to answer. */
    isLast: current ? !items.some((item) => !item.answered && item.position !== current.position) : false,
    /** Keeps the checked item on screen with its result until the learner moves on. */
    onAnswered: (result: TSessionAnswerResult) => {
      if (!current) return;
      setResults((known) => ({ ...known, [current.position]: result }));
      setViewing(current.position);
    },
    onNext: () => setViewing(null),
  };
}
