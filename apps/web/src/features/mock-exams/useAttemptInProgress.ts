import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMockAnswer, TMockAttempt } from '@zadania/shared';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { isAnswered } from './mock-answers';
import { loadAttempt, mockExamsApi, mockExamsKeys, type TLoadedAttempt, withClockOffset } from './mock-exams-api';
import { useAnswerSaver } from './useAnswerSaver';
import { useAttemptClock } from './useAttemptClock';

/** Typed answers are saved at once in the last seconds, so that the debounce does not outlast the clock. */
const lastSecondsMs = 15_000;

const toAnswerMap = (answers: TMockAttempt['answers']) =>
  new Map<number, TMockAnswer>(answers.map(({ position, answer }) => [position, answer]));

/**
 * A paper being written: the answers saved as they change, the clock that hands it in at the end, the confirmed
 * hand-in, and the answers another tab saved taken over when this tab comes back.
 */
export function useAttemptInProgress(attempt: TLoadedAttempt, onRefused: (message: string) => void) {
  const queryClient = useQueryClient();
  const { attemptId } = attempt;
  const key = mockExamsKeys.attempt(attemptId);
  const [answers, setAnswers] = useState(() => toAnswerMap(attempt.answers));
  const [confirming, setConfirming] = useState(false);
  const [timeUp, setTimeUp] = useState(false);
  // Items another tab changed while this one saved: shown with that tab's answer.
  const [replaced, setReplaced] = useState<number[]>([]);
  const changes = useRef(0);
  const remaining = useRef(Number.POSITIVE_INFINITY);
  const timerLabelId = useId();

  const saver = useAnswerSaver(attemptId, {
    initial: attempt.answers,
    reload: async () =>
      (
        await queryClient.fetchQuery({
          queryKey: key,
          queryFn: ({ signal }) => loadAttempt(attemptId, signal),
          staleTime: 0,
        })
      ).answers,
    onReplaced: (saved) => {
      setAnswers((known) => {
        const next = new Map(known);
        for (const { position, answer } of saved) next.set(position, answer);
        return next;
      });
      setReplaced(saved.map(({ position }) => position).sort((a, b) => a - b));
    },
    onRefused: (message) => {
      onRefused(message);
      void queryClient.invalidateQueries({ queryKey: mockExamsKeys.attempt(attemptId) });
    },
  });

  const submit = useMutation({
    mutationFn: async () => {
      const saved = await saver.flush();
      const failure = saver.failure();
      if (!saved && failure) throw new Error(failure);
      return mockExamsApi.submit(attemptId);
    },
    onSuccess: (result) => {
      setConfirming(false);
      queryClient.setQueryData<TLoadedAttempt>(mockExamsKeys.attempt(attemptId), (old) =>
        old ? { ...old, submittedAt: new Date().toISOString(), submittedBy: 'STUDENT', result } : old,
      );
      // The solutions come with the submitted attempt.
      void queryClient.invalidateQueries({ queryKey: mockExamsKeys.attempt(attemptId) });
      void queryClient.invalidateQueries({ queryKey: mockExamsKeys.attempts });
    },
  });

  const clock = useAttemptClock({
    endsAt: attempt.endsAt,
    clockOffsetMs: attempt.clockOffsetMs,
    onEnd: () => {
      setTimeUp(true);
      setConfirming(false);
      submit.mutate();
    },
  });
  remaining.current = clock.remainingMs;

  const queue = saver.queue;
  const change = useCallback(
    (position: number, answer: TMockAnswer, typed: boolean) => {
      changes.current += 1;
      setAnswers((known) => new Map(known).set(position, answer));
      queue(position, answer, !typed || remaining.current < lastSecondsMs);
    },
    [queue],
  );

  // Back to this tab: take the answers another tab saved meanwhile (only when nothing here is waiting to be saved).
  const { isIdle, adopt } = saver;
  useEffect(() => {
    const onFocus = () => {
      if (!isIdle()) return;
      const before = changes.current;
      queryClient
        .fetchQuery({ queryKey: key, queryFn: ({ signal }) => loadAttempt(attemptId, signal), staleTime: 0 })
        .then((fresh) => {
          if (changes.current !== before || !isIdle()) return;
          adopt(fresh.answers);
          setAnswers(toAnswerMap(fresh.answers));
        })
        .catch(() => undefined);
    };
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [adopt, attemptId, isIdle, key, queryClient]);

  // The items are on the screen: the seconds they took to appear are given back (once, before the first answer).
  const answeredBefore = attempt.answers.length > 0;
  useEffect(() => {
    if (answeredBefore) return;
    let cancelled = false;
    const frame = requestAnimationFrame(() => {
      mockExamsApi
        .shown(attemptId)
        .then((started) => {
          if (cancelled || started.givenBackSeconds === 0) return;
          queryClient.setQueryData<TLoadedAttempt>(mockExamsKeys.attempt(attemptId), (old) =>
            old ? { ...withClockOffset({ ...old, now: started.now }), endsAt: started.endsAt } : old,
          );
        })
        .catch(() => undefined);
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
    };
  }, [answeredBefore, attemptId, queryClient]);

  // Keyboard focus and scrolled-to items stay clear of the sticky clock bar.
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.scrollPaddingTop;
    root.style.scrollPaddingTop = '200px';
    return () => {
      root.style.scrollPaddingTop = previous;
    };
  }, []);

  const unansweredPositions = useMemo(
    () => attempt.items.filter((item) => !isAnswered(item, answers.get(item.position))).map((item) => item.position),
    [attempt.items, answers],
  );

  return {
    answers,
    change,
    confirming,
    openConfirm: () => setConfirming(true),
    closeConfirm: () => setConfirming(false),
    timeUp,
    replaced,
    dismissReplaced: () => setReplaced([]),
    timerLabelId,
    saver,
    submit,
    clock,
    unanswered: unansweredPositions.length,
    unansweredPositions,
    total: attempt.items.length,
    lowTime: clock.remainingMs <= 5 * 60_000,
  };
}
