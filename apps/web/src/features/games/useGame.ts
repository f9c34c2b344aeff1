import { useQuery } from '@tanstack/react-query';
import { useIsAuthenticated } from '../../lib/session/useSession';
import { gameKeys, gamesApi } from './games-api';

/** One exercise as its player sees it (levels for the viewer, the viewer's progress). */
export function useGame(gameId: string) {
  const signedIn = useIsAuthenticated();
  return useQuery({
    queryKey: gameKeys.one(gameId, signedIn),
    queryFn: ({ signal }) => gamesApi.get(gameId, signal),
    retry: false,
  });
}
