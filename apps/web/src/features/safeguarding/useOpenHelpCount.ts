import { useQuery } from '@tanstack/react-query';
import { isAdmin, type TViewer } from '@zadania/shared';
import { safeguardingApi, safeguardingKeys } from './safeguarding-api';

/** ADMIN: how many children's help requests are OPEN (first and red in the admin menu); idle for everybody else. */
export function useOpenHelpCount(viewer: TViewer) {
  return useQuery({
    queryKey: safeguardingKeys.openCount,
    queryFn: ({ signal }) => safeguardingApi.openCount(signal),
    enabled: isAdmin(viewer),
    refetchInterval: 60_000,
  });
}
