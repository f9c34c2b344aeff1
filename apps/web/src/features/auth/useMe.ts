import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../lib/api/query-keys';
import { userApi } from './auth-api';
import { useIsAuthenticated } from './useSession';

/** The signed-in user (`['user','me']`); idle when signed out. */
export function useMe() {
  const isAuthenticated = useIsAuthenticated();
  return useQuery({ queryKey: queryKeys.me, queryFn: userApi.me, enabled: isAuthenticated });
}
