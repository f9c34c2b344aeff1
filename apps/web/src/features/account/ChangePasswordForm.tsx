import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { ZChangePasswordRequest } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyServerErrors } from '../../lib/forms/server-errors';
import { showToast } from '../../lib/toasts';
import { userApi } from '../auth/auth-api';

const fieldPaths = ['currentPassword', 'newPassword.password', 'newPassword.confirmPassword'] as const;

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<z.input<typeof ZChangePasswordRequest>>({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: { password: '', confirmPassword: '' } },
    validate: schemaResolver(ZChangePasswordRequest, { sync: true }),
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
        {alert && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {alert}
          </Alert>
        )}
        <PasswordInput
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          required
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label={t('fields.newPassword')}
          autoComplete="new-password"
          required
          {...form.getInputProps('newPassword.password')}
        />
        <PasswordInput
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          required
          {...form.getInputProps('newPassword.confirmPassword')}
        />
        <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('security.changePasswordSubmit')}
        </Button>
      </Stack>
    </form>
  );
}
