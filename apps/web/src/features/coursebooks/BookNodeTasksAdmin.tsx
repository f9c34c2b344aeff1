import { ActionIcon, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLink, IconUnlink } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBookNode, TBookNodeHomework } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { submitHandler } from '../../lib/forms/submit-handler';
import { toPlainText } from '../../lib/rich-text/plain-text';
import { showToast } from '../../lib/toasts';
import { TaskPicker } from '../course-editor';
import { nodeLabel } from './BookTree';
import { coursebookKeys, coursebooksAdminApi } from './coursebooks-api';
import './coursebooks.pl';

/** After (de)attaching: the book's counts and node lists, and the tasks' pages and the catalogue's book filter. */
function useRefreshAttachments() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: coursebookKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['homework'] }),
    ]);
}

/** ADMIN: attaches a task, found in the catalogue, to a page or exercise (chapters take none: the API says 400). */
export function AttachTaskButton({ node }: { node: TBookNode }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  if (node.kind === 'chapter') return null;
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconLink size={14} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('coursebooks.admin.attachTask')}
      </Button>
      {opened && <AttachTaskDialog node={node} onClose={() => setOpened(false)} />}
    </>
  );
}

function AttachTaskDialog({ node, onClose }: { node: TBookNode; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  const refresh = useRefreshAttachments();
  const [picked, setPicked] = useState<string[]>([]);
  const label = nodeLabel(node);
  const attach = useMutation({
    mutationFn: (homeworkId: string) => coursebooksAdminApi.setHomeworkNode(homeworkId, node.id),
    onSuccess: async () => {
      showToast({ variant: 'success', message: t('coursebooks.admin.attached', { title: label }) });
      await refresh();
      onClose();
    },
  });
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      fullScreen={phone}
      title={t('coursebooks.admin.attachTitle', { title: label })}
    >
      <form
        onSubmit={submitHandler(() => {
          if (picked[0]) attach.mutate(picked[0]);
        })}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('coursebooks.admin.attachHint')}
          </Text>
          <TaskPicker
            label={t('coursebooks.admin.attachPicked')}
            multiple={false}
            value={picked}
            onChange={setPicked}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('coursebooks.admin.cancel')}
            </Button>
            <Button type="submit" disabled={picked.length === 0} loading={attach.isPending}>
              {t('coursebooks.admin.attach')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** ADMIN: detaches a task listed under a node from the node it is attached to, after a confirmation. */
export function DetachTaskButton({ task }: { task: TBookNodeHomework }) {
  const { t } = useTranslation();
  const refresh = useRefreshAttachments();
  const detach = useMutation({
    mutationFn: () => coursebooksAdminApi.setHomeworkNode(task.id, null),
    onSuccess: async () => {
      showToast({ variant: 'success', message: t('coursebooks.admin.detached') });
      await refresh();
    },
  });
  const text = toPlainText(task.description, 60) || t('coursebooks.openTask');
  return (
    <ActionIcon
      variant="subtle"
      color="red"
      size="md"
      ml="auto"
      style={{ flex: 'none', alignSelf: 'center' }}
      loading={detach.isPending}
      aria-label={t('coursebooks.admin.detach', { title: text })}
      onClick={() => {
        if (window.confirm(t('coursebooks.admin.detachConfirm', { title: nodeLabel(task.bookNode) }))) detach.mutate();
      }}
    >
      <IconUnlink size={16} aria-hidden />
    </ActionIcon>
  );
}
