import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { homeworkSaveLimits } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { submitHandler } from '../../lib/forms/submit-handler';
import { showToast } from '../../lib/toasts';
import { moderationApi, type TReviewDecision } from './moderation-api';
import './moderation.pl';

/** The reviewer chooses only these two (docs/product-spec.md section 4). */
const decisions = ['APPROVED', 'REJECTED'] as const satisfies readonly TReviewDecision[];

/**
 * ADMIN: approve or reject a task waiting for review, with an optional comment ('Zrecenzowano!'); with
 * `publishable` (a private task), approve and publish it in one step.
 */
export function ReviewDialog({
  homeworkId,
  opened,
  onClose,
  publishable = false,
}: {
  homeworkId: string;
  opened: boolean;
  onClose: () => void;
  publishable?: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [decision, setDecision] = useState<TReviewDecision | null>(null);
  const [comment, setComment] = useState('');
  const review = useMutation({
    mutationFn: async ({ status, publish }: { status: TReviewDecision; publish?: boolean }) => {
      await moderationApi.review(homeworkId, { status, comment: comment.trim() });
      // Approved first: should publishing fail, the approval stands and 'Opublikuj' stays on the page.
      if (publish) await moderationApi.publish(homeworkId);
      return publish;
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['homework'] }),
    onSuccess: (published) => {
      showToast({
        variant: 'success',
        message: t(published ? 'moderation.approvedAndPublished' : 'moderation.reviewed'),
      });
      setDecision(null);
      setComment('');
      onClose();
    },
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('moderation.reviewTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form
        onSubmit={submitHandler(() => {
          if (decision) review.mutate({ status: decision });
        })}
      >
        <Stack gap="md">
          <Radio.Group
            label={t('moderation.decision')}
            value={decision}
            onChange={(value) => setDecision(value as TReviewDecision)}
            withAsterisk
          >
            <Group gap="lg" mt="xs">
              {decisions.map((value) => (
                <Radio key={value} value={value} label={t(`moderation.reviewStatuses.${value}`)} />
              ))}
            </Group>
          </Radio.Group>
          <Textarea
            label={t('moderation.comment')}
            placeholder={t('moderation.commentPlaceholder')}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            maxLength={homeworkSaveLimits.reviewCommentMaxLength}
            rows={3}
          />
          {publishable && decision !== 'APPROVED' && (
            <Text size="sm" c="dimmed" id="approve-and-publish-hint">
              {t('moderation.approveAndPublishHint')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            {publishable && (
              // Publishing is the admin's decision: offered once 'Zaakceptowane' is chosen, never by one stray click.
              <Button
                color="green"
                variant="light"
                disabled={review.isPending || decision !== 'APPROVED'}
                aria-describedby={decision !== 'APPROVED' ? 'approve-and-publish-hint' : undefined}
                onClick={() => review.mutate({ status: 'APPROVED', publish: true })}
              >
                {t('moderation.approveAndPublish')}
              </Button>
            )}
            <Button type="submit" disabled={!decision || review.isPending} loading={review.isPending}>
              {t('moderation.reviewSave')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
