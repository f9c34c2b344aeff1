import { authEndpoints, userEndpoints } from '@zadania/shared';
import { callEndpoint } from '../api/call-endpoint';

/** The calls the session itself makes: who is signed in, and signing out. */
export const sessionApi = {
  me: () => callEndpoint(userEndpoints.me),
  logout: () => callEndpoint(authEndpoints.logout, { body: {}, errorToast: false }),
};
