import { useQuery } from '@tanstack/react-query';
import type { TPublicUser, TRole } from '@zadania/shared';
import { profileKeys, profilesApi } from './profiles-api';

/** Who a name stands for; the role when the caller knows it (chat members), else the card finds it out. */
export type THoverCardUser = Pick<TPublicUser, 'id' | 'username' | 'displayName'> & {
  role?: TRole;
  avatar?: TPublicUser['avatar'];
};

/** The card's profile query, which the preview shows. */
export type TProfileQuery = ReturnType<typeof useProfileById>;

/** GET /user/{id}, once the card has opened; kept a minute, so moving between names does not re-read it. */
export function useProfileById(id: string, signedIn: boolean, enabled: boolean) {
  return useQuery({
    queryKey: profileKeys.byId(id, signedIn),
    queryFn: ({ signal }) => profilesApi.byId(id, signal),
    enabled,
    staleTime: 60_000,
  });
}
