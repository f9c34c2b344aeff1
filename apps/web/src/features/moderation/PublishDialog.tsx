import { Button, Group, Modal, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { THomeworkCard } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toasts';
import { moderationApi } from './moderation-api';
import './moderation.pl';

type TPublishDialogProps = {
  homework: Pick<THomeworkCard, 'id' | 'status' | 'adminReview'>;
  opened: boolean;
  onClose: () => void;
};

/**
 * Spec section 4: asks whether the task should become public. Not shown at all while the review is
 * pending; the confirm button stays disabled while the call runs and after it succeeded; closes on success.
 */
export function PublishDialog({ homework, opened, onClose }: TPublishDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const publish = useMutation({
    mutationFn: () => moderationApi.publish(homework.id),
    onSuccess: (data) => {
      showToast({ variant: 'success', message: data.message || t('moderation.published') });
      void queryClient.invalidateQueries({ queryKey: ['homework'] });
      onClose();
    },
  });

  if (homework.adminReview?.status === 'PENDING') return null;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('moderation.publishTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text>{t('moderation.publishQuestion')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button
          onClick={() => publish.mutate()}
          loading={publish.isPending}
          disabled={publish.isPending || publish.isSuccess}
        >
          {t('moderation.publishConfirm')}
        </Button>
      </Group>
    </Modal>
  );
}
