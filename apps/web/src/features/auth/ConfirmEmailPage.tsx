import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CenteredCard } from '../../components/CenteredCard';
import { ErrorAlert } from '../../components/ErrorAlert';
import { authApi } from './auth-api';
import './auth.pl';

export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  // A query (not an effect) so the one-time token is sent once, even under StrictMode's double mount.
  const confirmation = useQuery({
    queryKey: ['auth', 'confirm-email', token],
    queryFn: () => authApi.confirmEmail({ token: token ?? '' }),
    enabled: !!token,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

  return (
    <CenteredCard title={t('confirmEmail.title')}>
      <Stack>
        {!token && <ErrorAlert message={t('confirmEmail.missingToken')} />}
        {token && confirmation.isPending && (
          <Center py="md" aria-live="polite">
            <Stack align="center" gap="xs">
              <Loader />
              {t('confirmEmail.pending')}
            </Stack>
          </Center>
        )}
        {confirmation.isSuccess && (
          <Alert color="teal" icon={<IconCircleCheck />} role="status" title={t('toasts.confirmed')}>
            {confirmation.data.message || t('confirmEmail.success')}
          </Alert>
        )}
        {confirmation.isError && <ErrorAlert message={confirmation.error.message} />}
        {(confirmation.isSuccess || confirmation.isError || !token) && (
          <Button component={Link} to="/login">
            {t('confirmEmail.goToLogin')}
          </Button>
        )}
      </Stack>
    </CenteredCard>
  );
}
