import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { corePl } from '../../i18n/pl-core';
import { clearSession, setSigningOut } from '../api/token-storage';
import { showToast } from '../toasts';
import { sessionApi } from './session-api';

/** Ends the session on the server, then forgets it locally whatever the server answered. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    setSigningOut(true);
    try {
      await sessionApi.logout();
    } catch {
      // The local session is dropped even when the server session is already gone.
    }
    await navigate('/');
    clearSession();
    queryClient.clear();
    showToast({ variant: 'success', message: corePl.toasts.loggedOut });
  }, [navigate, queryClient]);
}
