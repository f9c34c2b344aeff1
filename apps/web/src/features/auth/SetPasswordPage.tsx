import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { ZSetPasswordRequest } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CenteredCard } from '../../components/CenteredCard';
import { ErrorAlert } from '../../components/ErrorAlert';
import { applyServerErrors } from '../../lib/forms/server-errors';
import { useSchemaForm } from '../../lib/forms/useSchemaForm';
import { NewPasswordFields } from './AuthFields';
import { authApi } from './auth-api';
import './auth.pl';

const ZSetPasswordForm = ZSetPasswordRequest.pick({ password: true });

export function SetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [alert, setAlert] = useState<string | null>(null);
  const form = useSchemaForm(ZSetPasswordForm, { password: { password: '', confirmPassword: '' } });
  const setPassword = useMutation({
    mutationFn: authApi.setPassword,
    onMutate: () => setAlert(null),
    onError: (error) => setAlert(applyServerErrors(form, error, ['password.password', 'password.confirmPassword'])),
  });

  if (!token) {
    return (
      <CenteredCard title={t('setPassword.title')}>
        <Stack>
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {t('setPassword.missingToken')}
          </Alert>
          <Button component={Link} to="/forgot-password">
            {t('setPassword.requestNewLink')}
          </Button>
        </Stack>
      </CenteredCard>
    );
  }

  if (setPassword.isSuccess) {
    return (
      <CenteredCard title={t('setPassword.title')}>
        <Stack>
          <Alert color="teal" icon={<IconCircleCheck />} role="status">
            {setPassword.data.message || t('setPassword.successText')}
          </Alert>
          <Button component={Link} to="/login">
            {t('setPassword.goToLogin')}
          </Button>
        </Stack>
      </CenteredCard>
    );
  }

  return (
    <CenteredCard title={t('setPassword.title')}>
      <form
        noValidate
        onSubmit={form.onSubmit((values) => setPassword.mutate(ZSetPasswordRequest.parse({ token, ...values })))}
      >
        <Stack>
          <ErrorAlert message={alert} />
          <NewPasswordFields
            label={t('fields.password')}
            password={form.getInputProps('password.password')}
            confirmPassword={form.getInputProps('password.confirmPassword')}
          />
          <Button type="submit" loading={setPassword.isPending} fullWidth>
            {t('setPassword.submit')}
          </Button>
        </Stack>
      </form>
    </CenteredCard>
  );
}
