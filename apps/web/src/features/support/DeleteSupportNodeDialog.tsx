import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSupportTreeNode } from './support-tree';
import './support.pl';

/** Asks before deleting a help node; open while `node` is set. */
export function DeleteSupportNodeDialog({
  node,
  pending,
  onCancel,
  onConfirm,
}: {
  node: TSupportTreeNode | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (node: TSupportTreeNode) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={!!node} onClose={onCancel} title={t('support.admin.confirmTitle')} centered>
      <Stack gap="md">
        <Text>{t('support.admin.confirmText', { title: node?.title ?? '' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('support.admin.cancel')}
          </Button>
          <Button color="red" loading={pending} onClick={() => node && onConfirm(node)}>
            {t('support.admin.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
