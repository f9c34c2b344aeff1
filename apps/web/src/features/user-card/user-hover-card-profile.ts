import { useQuery } from '@tanstack/react-query';
import { type TPublicUser, type TRole, userEndpoints } from '@zadania/shared';
import { callEndpoint } from '../../lib/api/call-endpoint';

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
    // Under the profiles' key ['profile'], so a change of a profile refreshes its card too (profiles-api.ts).
    queryKey: ['profile', 'id', id, signedIn],
    // The card says itself that the profile could not be read: no toast.
    queryFn: ({ signal }) => callEndpoint(userEndpoints.profile, { params: { id }, signal, errorToast: false }),
    enabled,
    staleTime: 60_000,
  });
}
