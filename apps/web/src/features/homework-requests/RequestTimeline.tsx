import '@mantine/core/styles/Timeline.css';
import { Stack, Text, Timeline, Title } from '@mantine/core';
import type { THomeworkRequest } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { formatDeadline } from './request-format';
import './homework-requests.pl';

/** The history of a request, oldest first. */
export function RequestTimeline({ request }: { request: THomeworkRequest }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="section" aria-label={t('homeworkRequests.detail.timeline')}>
      <Title order={2} size="h4">
        {t('homeworkRequests.detail.timeline')}
      </Title>
      <Timeline active={request.timeline.length - 1} bulletSize={14} lineWidth={2}>
        {request.timeline.map((entry) => (
          <Timeline.Item key={`${entry.kind}-${entry.at}`} title={t(`homeworkRequests.timeline.${entry.kind}`)}>
            <Text size="xs" c="dimmed">
              {formatDeadline(entry.at)}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}
