import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZChangePasswordRequest } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CenteredCard } from '../../components/CenteredCard';
import { ErrorAlert } from '../../components/ErrorAlert';
import { queryKeys } from '../../lib/api/query-keys';
import { applyServerErrors } from '../../lib/forms/server-errors';
import { useSchemaForm } from '../../lib/forms/useSchemaForm';
import { showToast } from '../../lib/toasts';
import { NewPasswordFields } from './AuthFields';
import { userApi } from './auth-api';
import './own-password.pl';

const fieldPaths = ['currentPassword', 'newPassword.password', 'newPassword.confirmPassword'] as const;

/**
 * /account/own-password: a pupil signed in with a one-time password from a teacher sets their own (the existing
 * change-password call, which clears the requirement), then goes on to the home page.
 */
export function OwnPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useSchemaForm(ZChangePasswordRequest, {
    currentPassword: '',
    newPassword: { password: '', confirmPassword: '' },
  });
  const change = useMutation({
    mutationFn: userApi.changePassword,
    onMutate: () => setAlert(null),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.me });
      showToast({ variant: 'success', message: t('ownPassword.done') });
      await navigate('/', { replace: true });
    },
    onError: (error) => setAlert(applyServerErrors(form, error, fieldPaths)),
  });

  return (
    <CenteredCard title={t('ownPassword.title')}>
      <form noValidate onSubmit={form.onSubmit((values) => change.mutate(ZChangePasswordRequest.parse(values)))}>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('ownPassword.intro')}
          </Text>
          <ErrorAlert message={alert} />
          <PasswordInput
            label={t('ownPassword.current')}
            autoComplete="current-password"
            required
            {...form.getInputProps('currentPassword')}
          />
          <NewPasswordFields
            label={t('fields.newPassword')}
            password={form.getInputProps('newPassword.password')}
            confirmPassword={form.getInputProps('newPassword.confirmPassword')}
          />
          <Button type="submit" loading={change.isPending} fullWidth>
            {t('ownPassword.submit')}
          </Button>
        </Stack>
      </form>
    </CenteredCard>
  );
}
