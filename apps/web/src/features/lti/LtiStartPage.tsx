import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ltiEndpoints } from '@zadania/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../lib/api/api-error';
import { callEndpoint } from '../../lib/api/call-endpoint';
import { queryKeys } from '../../lib/api/query-keys';
import { saveSession } from '../../lib/api/token-storage';
import { safeRedirect } from '../auth';
import './lti.pl';

/**
 * /lti/start#code=…: where a pupil's launch from Moodle lands in a first-party window. The one-time code (in the
 * fragment, so it never reaches a server log) is exchanged for a session, then the pupil goes to the assignment.
 * Works without third-party cookies: nothing here relies on Moodle's frame.
 */
export function LtiStartPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  // Read once: the address loses the code as soon as it is used.
  const [code] = useState(() => new URLSearchParams(window.location.hash.slice(1)).get('code'));

  useEffect(() => {
    if (started.current || !code) return;
    started.current = true;
    // The code is spent once: take it out of the address before anything else reads it.
    window.history.replaceState(null, '', window.location.pathname);
    callEndpoint(ltiEndpoints.ltiSession, { body: { code }, errorToast: false })
      .then(async (session) => {
        queryClient.removeQueries({ queryKey: queryKeys.me });
        saveSession(session);
        await navigate(session.passwordChangeRequired ? '/account/own-password' : safeRedirect(session.path), {
          replace: true,
        });
      })
      .catch((failure: unknown) => setError(errorText(failure, t('toasts.serverError'))));
  }, [code, navigate, queryClient, t]);

  return (
    <Stack gap="md" maw={520} mx="auto" py="xl" px="md">
      <Title order={1}>{t('lti.start.title')}</Title>
      {!code ? (
        <Alert color="red" role="alert">
          {t('lti.start.noCode')}
        </Alert>
      ) : error ? (
        <Alert color="red" role="alert">
          {t('lti.start.failed', { message: error })}
        </Alert>
      ) : (
        <Stack gap="xs" align="flex-start" role="status">
          <Loader size="sm" />
          <Text>{t('lti.start.signingIn')}</Text>
        </Stack>
      )}
      {(error || !code) && (
        <Anchor component={Link} to="/">
          {t('lti.start.home')}
        </Anchor>
      )}
    </Stack>
  );
}
