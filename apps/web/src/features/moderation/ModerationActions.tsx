import { Badge, Button, Card, Group, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { THomework } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showToast } from '../../lib/toasts';
import { HomeworkStateBadge } from './HomeworkStateBadge';
import { moderationApi } from './moderation-api';
import { PublishDialog } from './PublishDialog';
import { ReviewDialog } from './ReviewDialog';
import { VisibilityStatusForm } from './VisibilityStatusForm';
import './moderation.pl';
import '../homework-editor';

/** The state of a task and what the viewer may do with it: submit, review (ADMIN), publish, visibility (ADMIN). */
export function ModerationActions({ homework }: { homework: THomework }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [publishOpened, publishDialog] = useDisclosure(false);
  const [reviewOpened, reviewDialog] = useDisclosure(false);
  // What the server answered for this viewer (docs/product-spec.md sections 4 and 6); nothing is derived here.
  const { policies } = homework;
  const submit = useMutation({
    mutationFn: () => moderationApi.submitForReview(homework.id),
    onSuccess: (data) => {
      showToast({ variant: 'success', message: data.message || t('moderation.submitted') });
      void queryClient.invalidateQueries({ queryKey: ['homework'] });
    },
  });

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="moderation-heading">
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="xs">
            <Title order={2} size="h4" id="moderation-heading">
              {t('moderation.state')}
            </Title>
            <HomeworkStateBadge homework={homework} />
            {homework.adminReview && homework.adminReview.status !== 'PENDING' && (
              <Badge color={homework.adminReview.status === 'APPROVED' ? 'green' : 'red'} variant="outline" radius="sm">
                {t(`moderation.reviewStatuses.${homework.adminReview.status}`)}
              </Badge>
            )}
          </Group>
          <Group gap="xs">
            {policies.update && (
              <Button component={Link} to={`/homeworks/${homework.slug}/edit`} variant="light">
                {t('homeworkEditor.edit')}
              </Button>
            )}
            {policies.submit && (
              <Button variant="default" onClick={() => submit.mutate()} loading={submit.isPending}>
                {t('moderation.submit')}
              </Button>
            )}
            {policies.review && <Button onClick={reviewDialog.open}>{t('moderation.review')}</Button>}
            {policies.publish && (
              <Button color="green" onClick={publishDialog.open}>
                {t('moderation.publish')}
              </Button>
            )}
          </Group>
        </Group>
        {policies.setStatus && (
          <VisibilityStatusForm key={homework.status} homeworkId={homework.id} status={homework.status} />
        )}
      </Stack>
      <PublishDialog homework={homework} opened={publishOpened} onClose={publishDialog.close} />
      {policies.review && (
        <ReviewDialog
          homeworkId={homework.id}
          opened={reviewOpened}
          onClose={reviewDialog.close}
          publishable={homework.status === 'PRIVATE'}
        />
      )}
    </Card>
  );
}
