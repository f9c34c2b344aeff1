import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TLearningProfileView } from '@zadania/shared';
import { useNavigate } from 'react-router';
import { learningApi, learningKeys } from './learning-api';

export const useLearningProfile = () =>
  useQuery({ queryKey: learningKeys.profile, queryFn: ({ signal }) => learningApi.profile(signal) });

/** After a change of the profile, what comes next is chosen anew within it. */
function useProfileSaved() {
  const queryClient = useQueryClient();
  return (view: TLearningProfileView) => {
    queryClient.setQueryData(learningKeys.profile, view);
    void queryClient.invalidateQueries({ queryKey: learningKeys.next });
    void queryClient.invalidateQueries({ queryKey: learningKeys.level });
  };
}

export function useSaveProfile() {
  const saved = useProfileSaved();
  return useMutation({ mutationFn: learningApi.setProfile, onSuccess: saved });
}

export function useSkipProfile() {
  const saved = useProfileSaved();
  return useMutation({ mutationFn: learningApi.skipProfile, onSuccess: saved });
}

/** Starts the diagnostic (a session of kind DIAGNOSTIC) and opens it. */
export function useStartDiagnostic() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: learningApi.startDiagnostic,
    onSuccess: (session) => {
      queryClient.setQueryData(learningKeys.session(session.id), session);
      void queryClient.invalidateQueries({ queryKey: learningKeys.profile });
      navigate(`/learn/session/${session.id}`);
    },
  });
}
