import { Navigate, useLocation } from 'react-router';
import { useMe } from '../../lib/session/useMe';

export const ownPasswordPath = '/account/own-password';

/**
 * Sends a pupil signed in with a teacher's one-time password to 'Ustaw własne hasło' from any page, until they set
 * their own (the account's `passwordChangeRequired`). Renders nothing otherwise.
 */
export function PasswordChangeGate() {
  const me = useMe();
  const { pathname } = useLocation();
  if (!me.data?.passwordChangeRequired || pathname === ownPasswordPath) return null;
  return <Navigate to={ownPasswordPath} replace />;
}
