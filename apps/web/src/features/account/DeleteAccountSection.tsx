// The app shell loads only ModalBase; the dialog's own stylesheet comes with the page that shows it.
import '@mantine/core/styles/Modal.css';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDeleteUserRequest } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { clearSession, setSigningOut } from '../../lib/api/token-storage';
import { applyServerErrors } from '../../lib/forms/server-errors';
import { showToast } from '../../lib/toasts';
import { userApi } from '../auth/auth-api';

/** Deleting one's own account, confirmed with the current password in a dialog. */
export function DeleteAccountSection({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<z.input<typeof ZDeleteUserRequest>>({
    mode: 'controlled',
    initialValues: { currentPassword: '' },
    validate: schemaResolver(ZDeleteUserRequest, { sync: true }),
  });
  const remove = useMutation({
    mutationFn: (body: z.output<typeof ZDeleteUserRequest>) => userApi.deleteAccount(userId, body),
    onMutate: () => {
      setAlert(null);
      setSigningOut(true);
    },
    onSuccess: async () => {
      setOpened(false);
      // The server ended every session of the account: forget it here without calling logout.
      await navigate('/');
      clearSession();
      queryClient.clear();
      showToast({ variant: 'success', message: t('security.accountDeleted') });
    },
    onError: (error) => {
      setSigningOut(false);
      setAlert(applyServerErrors(form, error, ['currentPassword']));
    },
  });
  const close = () => {
    if (remove.isPending) return;
    setOpened(false);
    setAlert(null);
    form.reset();
  };

  return (
    <Stack align="flex-start">
      <Text size="sm">{t('security.deleteAccountIntro')}</Text>
      <Button
        color="red"
        variant="light"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('security.deleteAccount')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('security.deleteAccountTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <form noValidate onSubmit={form.onSubmit((values) => remove.mutate(ZDeleteUserRequest.parse(values)))}>
          <Stack gap="md">
            <Text size="sm">{t('security.deleteAccountText')}</Text>
            {alert && (
              <Alert color="red" icon={<IconAlertCircle />} role="alert">
                {alert}
              </Alert>
            )}
            <PasswordInput
              label={t('fields.currentPassword')}
              autoComplete="current-password"
              required
              data-autofocus
              {...form.getInputProps('currentPassword')}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={remove.isPending}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" color="red" loading={remove.isPending}>
                {t('security.deleteAccountConfirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
