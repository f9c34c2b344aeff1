import { Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { formatPln, schoolLevelLabels, subjectLabels, type THomeworkRequest } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { RichContent } from '../../lib/rich-text/LazyRichContent';
import { RequestFileList } from './RequestFileList';
import { formatDeadline, requestStatusColors } from './request-format';
import { useCancelRequest } from './useRequestPage';
import './homework-requests.pl';

/** The request itself: title, status, owner, deadline, budget, description and files; the owner may cancel it. */
export function RequestDetailsSection({ request }: { request: THomeworkRequest }) {
  const { t } = useTranslation();
  const cancel = useCancelRequest(request);
  return (
    <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label={request.title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Title order={1} size="h2">
            {request.title}
          </Title>
          <Badge color={requestStatusColors[request.status]} variant="light" size="lg">
            {t(`homeworkRequests.statuses.${request.status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {subjectLabels[request.subject]} · {schoolLevelLabels[request.level]} ·{' '}
          {t('homeworkRequests.detail.owner', { name: request.owner.displayName })}
        </Text>
        <Group gap="md" wrap="wrap">
          <Text size="sm">{t('homeworkRequests.detail.deadline', { date: formatDeadline(request.deadline) })}</Text>
          <Text size="sm">
            {request.budgetGross === null
              ? t('homeworkRequests.detail.noBudget')
              : t('homeworkRequests.detail.budget', { amount: formatPln(request.budgetGross) })}
          </Text>
          {request.teacher && (
            <Text size="sm">{t('homeworkRequests.detail.teacher', { name: request.teacher.displayName })}</Text>
          )}
        </Group>
        <RichContent html={request.description} />
        <RequestFileList files={request.files} label={t('homeworkRequests.detail.files')} />
        {request.policies.cancel && (
          <Group>
            <Button variant="light" color="red" onClick={cancel.ask}>
              {t('homeworkRequests.detail.cancel')}
            </Button>
          </Group>
        )}
      </Stack>
      <Modal opened={cancel.confirming} onClose={cancel.keep} title={t('homeworkRequests.detail.cancelTitle')} centered>
        <Stack gap="md">
          <Text>{t('homeworkRequests.detail.cancelText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={cancel.keep}>
              {t('homeworkRequests.detail.keep')}
            </Button>
            <Button color="red" loading={cancel.cancelling} onClick={cancel.confirm}>
              {t('homeworkRequests.detail.cancel')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
