// The app shell loads only ModalBase; the dialog's own stylesheet comes with the page that shows it.
import '@mantine/core/styles/Modal.css';
import { Button, Group, List, Modal, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconDownload, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDeleteUserRequest } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ErrorAlert } from '../../components/ErrorAlert';
import { clearSession, setSigningOut } from '../../lib/api/token-storage';
import { applyServerErrors } from '../../lib/forms/server-errors';
import { useSchemaForm } from '../../lib/forms/useSchemaForm';
import { showToast } from '../../lib/toasts';
import { userApi } from '../auth';
import { downloadAccountExport } from './account-export';
import './account.pl';

/** What deletion removes, in the order the dictionary lists it. */
const removedItems = [
  'deleteAccountRemovesProfile',
  'deleteAccountRemovesPersonal',
  'deleteAccountRemovesPhone',
  'deleteAccountRemovesHomeworks',
  'deleteAccountRemovesReviews',
  'deleteAccountRemovesFiles',
] as const;

/** Step 1: what deletion keeps and removes, and the JSON of everything the platform holds, to keep. */
function ExportStep() {
  const { t } = useTranslation();
  const [savedAs, setSavedAs] = useState<string | null>(null);
  const download = useMutation({
    mutationFn: downloadAccountExport,
    onMutate: () => setSavedAs(null),
    onSuccess: setSavedAs,
    // A failed request has already shown the error toast.
  });
  return (
    <Stack gap="sm" w="100%">
      <Text size="sm">{t('security.deleteAccountKeeps')}</Text>
      <div>
        <Text size="sm" fw={500}>
          {t('security.deleteAccountRemovesTitle')}
        </Text>
        <List size="sm" spacing={2} mt={4}>
          {removedItems.map((key) => (
            <List.Item key={key}>{t(`security.${key}`)}</List.Item>
          ))}
        </List>
      </div>
      <Paper withBorder radius="md" p="sm">
        <Stack gap="xs" align="flex-start">
          <Title order={3} size="h5">
            {t('security.exportTitle')}
          </Title>
          <Text size="sm">{t('security.exportHint')}</Text>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={download.isPending}
            onClick={() => download.mutate()}
          >
            {t('security.exportData')}
          </Button>
          {/* Present from the start, so that screen readers announce what appears in it. */}
          <div aria-live="polite">
            {savedAs && (
              <Group gap={6} wrap="nowrap">
                <IconCircleCheck size={16} color="var(--mantine-color-teal-6)" aria-hidden />
                <Text size="sm">{t('security.exportDone', { name: savedAs })}</Text>
              </Group>
            )}
          </div>
        </Stack>
      </Paper>
    </Stack>
  );
}

/**
 * Deleting one's own account: first what it keeps and removes and the data download, then the dialog that confirms
 * it with the current password.
 */
export function DeleteAccountSection({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useSchemaForm(ZDeleteUserRequest, { currentPassword: '' });
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
      <ExportStep />
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
            <ErrorAlert message={alert} />
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
