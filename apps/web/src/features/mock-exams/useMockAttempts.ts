import { useQuery } from '@tanstack/react-query';
import { useIsAuthenticated } from '../../lib/session/useSession';
import { mockExamsApi, mockExamsKeys } from './mock-exams-api';

/** The signed-in student's attempts, newest first: at one exam's paper, or (null) the latest at any paper. */
export function useMockAttempts(examId: string | null, limit = 20) {
  const signedIn = useIsAuthenticated();
  return useQuery({
    queryKey: [...mockExamsKeys.attemptsOf(examId), limit],
    queryFn: ({ signal }) => mockExamsApi.attempts(examId ? { examId, limit } : { limit }, signal),
    enabled: signedIn,
  });
}
