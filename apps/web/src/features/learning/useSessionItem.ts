import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPracticeItem, TPracticeSession, TSessionAnswerResult } from '@zadania/shared';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { learningApi, learningKeys } from './learning-api';

/** One session item's answer: typed or chosen, checked by the server, the session's cache updated with the result. */
export function useSessionItem({
  sessionId,
  item,
  result,
  onAnswered,
}: {
  sessionId: string;
  item: TPracticeItem;
  result: TSessionAnswerResult | undefined;
  onAnswered: (result: TSessionAnswerResult) => void;
}) {
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState('');
  const [missing, setMissing] = useState(false);
  const shownAt = useRef(Date.now());
  const heading = useRef<HTMLHeadingElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);
  useEffect(() => {
    if (result) nextButton.current?.focus();
  }, [result]);

  const check = useMutation({
    mutationFn: () =>
      learningApi.answer(sessionId, item.position, answer, Math.min(Date.now() - shownAt.current, 86_400_000)),
    onSuccess: (answered) => {
      onAnswered(answered);
      queryClient.setQueryData<TPracticeSession>(learningKeys.session(sessionId), (session) =>
        session
          ? {
              ...session,
              items: session.items.map((candidate) =>
                candidate.position === item.position
                  ? { ...candidate, answered: { correct: answered.correct, answeredAt: new Date().toISOString() } }
                  : candidate,
              ),
            }
          : session,
      );
      void queryClient.invalidateQueries({ queryKey: learningKeys.next });
      void queryClient.invalidateQueries({ queryKey: learningKeys.mastery });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!answer.trim()) {
      setMissing(true);
      return;
    }
    check.mutate();
  };

  const changeAnswer = (value: string) => {
    setAnswer(value);
    setMissing(false);
  };

  return { answer, missing, changeAnswer, check, submit, heading, nextButton };
}
