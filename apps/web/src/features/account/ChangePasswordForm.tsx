import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { ZChangePasswordRequest } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ErrorAlert';
import { applyServerErrors } from '../../lib/forms/server-errors';
import { useSchemaForm } from '../../lib/forms/useSchemaForm';
import { showToast } from '../../lib/toasts';
import { NewPasswordFields, userApi } from '../auth';
import './account.pl';

const fieldPaths = ['currentPassword', 'newPassword.password', 'newPassword.confirmPassword'] as const;

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useSchemaForm(ZChangePasswordRequest, {
    currentPassword: '',
    newPassword: { password: '', confirmPassword: '' },
  });
  const change = useMutation({
    mutationFn: userApi.changePassword,
    onMutate: () => setAlert(null),
    onSuccess: () => {
      form.reset();
      showToast({ variant: 'success', message: t('toasts.passwordChanged') });
    },
    onError: (error) => setAlert(applyServerErrors(form, error, fieldPaths)),
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => change.mutate(ZChangePasswordRequest.parse(values)))}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('security.changePasswordHint')}
        </Text>
        <ErrorAlert message={alert} />
        <PasswordInput
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          required
          {...form.getInputProps('currentPassword')}
        />
        <NewPasswordFields
          label={t('fields.newPassword')}
          password={form.getInputProps('newPassword.password')}
          confirmPassword={form.getInputProps('newPassword.confirmPassword')}
        />
        <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('security.changePasswordSubmit')}
        </Button>
      </Stack>
    </form>
  );
}
