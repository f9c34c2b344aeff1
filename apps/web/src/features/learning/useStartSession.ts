import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { learningApi, learningKeys } from './learning-api';

/**
 * Starts a practice session (optionally on some concepts) and opens it; a refusal stays on `error`. `replace`
 * when the page that started it is only a step on the way (/learn/session), so Back does not start another.
 */
export function useStartSession({ replace = false }: { replace?: boolean } = {}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conceptIds?: string[]) => learningApi.startSession(conceptIds ? { conceptIds } : {}),
    onSuccess: (session) => {
      queryClient.setQueryData(learningKeys.session(session.id), session);
      void queryClient.invalidateQueries({ queryKey: learningKeys.next });
      navigate(`/learn/session/${session.id}`, { replace });
    },
  });
}
