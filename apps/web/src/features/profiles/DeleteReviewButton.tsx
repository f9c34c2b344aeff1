import '../../components/files/files-styles';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { TReview } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReviewMutations } from './useReviewMutations';
import './profiles.pl';

/** DELETE /review/{id} after a confirmation: the review's author, or an ADMIN on any review. */
export function DeleteReviewButton({
  review,
  teacherId,
  labelled = false,
}: {
  review: TReview;
  teacherId: string;
  /** A labelled button (the own review's form) instead of a compact one (a review in the list). */
  labelled?: boolean;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const { remove } = useReviewMutations(teacherId);
  const label = labelled
    ? t('profiles.reviews.delete')
    : t('profiles.reviews.deleteOf', { name: review.author.displayName });
  return (
    <>
      <Button
        variant={labelled ? 'light' : 'subtle'}
        color="red"
        size={labelled ? 'sm' : 'compact-sm'}
        leftSection={<IconTrash size={14} aria-hidden />}
        onClick={() => setOpened(true)}
        aria-label={label}
      >
        {t('profiles.reviews.delete')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('profiles.reviews.deleteTitle')}>
        <Stack gap="sm">
          <Text size="sm">{t('profiles.reviews.deleteText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('profiles.reviews.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => remove.mutate(review, { onSuccess: () => setOpened(false) })}
            >
              {t('profiles.reviews.confirmDelete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
