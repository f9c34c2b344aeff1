import { useQueryClient } from '@tanstack/react-query';
import type { TAuthSession } from '@zadania/shared';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { queryKeys } from '../../lib/api/query-keys';
import { saveSession } from '../../lib/api/token-storage';

/** Only same-site paths are followed after login. */
export function safeRedirect(value: string | null): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}

export function useCompleteLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return useCallback(
    async (session: TAuthSession) => {
      queryClient.removeQueries({ queryKey: queryKeys.me });
      saveSession(session);
      // A teacher's one-time password: the pupil sets their own first (features/auth/OwnPasswordPage.tsx).
      const to = session.passwordChangeRequired ? '/account/own-password' : safeRedirect(searchParams.get('redirect'));
      await navigate(to, { replace: true });
    },
    [navigate, queryClient, searchParams],
  );
}
