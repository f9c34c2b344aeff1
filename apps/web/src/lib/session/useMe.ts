import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { sessionApi } from './session-api';
import { useIsAuthenticated } from './useSession';

/** The signed-in user (`['user','me']`); idle when signed out. */
export function useMe() {
  const isAuthenticated = useIsAuthenticated();
  return useQuery({ queryKey: queryKeys.me, queryFn: sessionApi.me, enabled: isAuthenticated });
}
