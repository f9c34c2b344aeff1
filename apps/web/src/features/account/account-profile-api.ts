import type { Query } from '@tanstack/react-query';
import { userEndpoints } from '@zadania/shared';
import { callEndpoint, type TEndpointBody } from '../../lib/api/call-endpoint';

/** The signed-in person's own profile (GET /user/{id}, where the owner also sees the phone number). */
export const accountProfileKeys = {
  own: (userId: string) => ['user', 'profile', userId] as const,
};

/**
 * The profile page's calls. Reads show their own error state and the form shows errors beside its fields, so
 * neither raises the error toast; the data export keeps the toast (its button has no field to show it on).
 */
export const accountProfileApi = {
  profile: (id: string, signal?: AbortSignal) =>
    callEndpoint(userEndpoints.profile, { params: { id }, signal, errorToast: false }),
  save: (body: TEndpointBody<typeof userEndpoints.saveProfile>) =>
    callEndpoint(userEndpoints.saveProfile, { body, errorToast: false }),
  exportData: () => callEndpoint(userEndpoints.exportData),
};

/**
 * Whether a cached query shows a profile or the signed-in person, so that a saved profile refreshes the header's
 * avatar and name and every profile page and hover card: `['user', ...]` (me, this page) and `['profile', ...]`
 * (features/profiles `profileKeys.all`).
 */
export const isProfileQuery = (query: Pick<Query, 'queryKey'>) => {
  const [root] = query.queryKey;
  return root === 'user' || root === 'profile';
};
