import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { ZEmailRequest } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CenteredCard } from '../../components/CenteredCard';
import { ErrorAlert } from '../../components/ErrorAlert';
import { applyServerErrors } from '../../lib/forms/server-errors';
import { useSchemaForm } from '../../lib/forms/useSchemaForm';
import { EmailField } from './AuthFields';
import { authApi } from './auth-api';
import './auth.pl';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useSchemaForm(ZEmailRequest, { email: '' });
  const request = useMutation({
    mutationFn: authApi.forgotPassword,
    onMutate: () => setAlert(null),
    onError: (error) => setAlert(applyServerErrors(form, error, ['email'])),
  });

  return (
    <CenteredCard title={t('forgotPassword.title')}>
      {request.isSuccess ? (
        <Stack>
          <Alert color="teal" icon={<IconMailCheck />} role="status">
            {request.data.message}
          </Alert>
          <Anchor component={Link} to="/login" size="sm">
            {t('forgotPassword.backToLogin')}
          </Anchor>
        </Stack>
      ) : (
        <form noValidate onSubmit={form.onSubmit((values) => request.mutate(ZEmailRequest.parse(values)))}>
          <Stack>
            <Text size="sm" c="dimmed">
              {t('forgotPassword.description')}
            </Text>
            <ErrorAlert message={alert} />
            <EmailField inputProps={form.getInputProps('email')} />
            <Button type="submit" loading={request.isPending} fullWidth>
              {t('forgotPassword.submit')}
            </Button>
            <Anchor component={Link} to="/login" size="sm" ta="center">
              {t('forgotPassword.backToLogin')}
            </Anchor>
          </Stack>
        </form>
      )}
    </CenteredCard>
  );
}
