import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { isAdmin, type TViewer } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast } from '../../lib/toasts';
import { homeworkEditorApi } from './homework-editor-api';

/** Where a person lands after deleting a task (docs/product-spec.md section 2): ADMIN on the admin list, others on their own. */
export const afterDeletePath = (viewer: TViewer) => (isAdmin(viewer) ? '/admin/homeworks' : '/account/homeworks');

/** The delete button with its confirmation dialog (ADMIN or the author; the caller checks). */
export function DeleteHomeworkButton({
  homeworkId,
  viewer,
  onDeleted,
}: {
  homeworkId: string;
  viewer: TViewer;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const remove = useMutation({
    mutationFn: () => homeworkEditorApi.remove(homeworkId),
    onSuccess: () => {
      setOpened(false);
      onDeleted?.();
      showToast({ variant: 'success', message: t('homeworkEditor.deleted') });
      navigate(afterDeletePath(viewer));
    },
  });

  return (
    <>
      <Button
        color="red"
        variant="light"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('homeworkEditor.delete')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => !remove.isPending && setOpened(false)}
        title={t('homeworkEditor.deleteTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="lg">
          <Text>{t('homeworkEditor.deleteConfirm')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpened(false)} disabled={remove.isPending} data-autofocus>
              {t('homeworkEditor.deleteNo')}
            </Button>
            <Button color="red" onClick={() => remove.mutate()} loading={remove.isPending}>
              {t('homeworkEditor.deleteYes')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
