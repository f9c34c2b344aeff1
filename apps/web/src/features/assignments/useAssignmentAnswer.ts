import { useMutation, useQueryClient } from '@tanstack/react-query';
import { learningLimits, type TAssignment, type TAssignmentAnswerResult } from '@zadania/shared';
import { useRef, useState } from 'react';
import { assignmentKeys, assignmentsApi } from './assignments-api';

/**
 * One item's answer: sent with the time taken since the item was shown (or since its last verdict); the verdict is
 * kept to show, and the assignment's cached item and progress take the server's counts.
 */
export function useAssignmentAnswer(assignmentId: string, position: number) {
  const queryClient = useQueryClient();
  const [result, setResult] = useState<TAssignmentAnswerResult | null>(null);
  const startedAt = useRef(performance.now());
  const mutation = useMutation({
    mutationFn: (answer: string) => {
      const timeTakenMs = Math.min(Math.round(performance.now() - startedAt.current), learningLimits.timeTakenMaxMs);
      return assignmentsApi.answer(assignmentId, position, answer, timeTakenMs);
    },
    onMutate: () => setResult(null),
    onSuccess: (answered, answer) => {
      startedAt.current = performance.now();
      setResult(answered);
      queryClient.setQueryData<TAssignment>(assignmentKeys.assignment(assignmentId), (old) =>
        old
          ? {
              ...old,
              progress: answered.progress,
              items: old.items.map((item) =>
                item.position === position && item.progress
                  ? {
                      ...item,
                      progress: {
                        attempts: answered.attempts,
                        attemptsLeft: answered.attemptsLeft,
                        correct: Boolean(item.progress.correct) || answered.correct,
                        late: item.progress.late || answered.late,
                        lastAnswer: answer,
                        lastAnsweredAt: new Date().toISOString(),
                      },
                    }
                  : item,
              ),
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: assignmentKeys.mine });
    },
  });
  return { mutation, result, clearResult: () => setResult(null) };
}
