import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '../../components/PageSkeleton';
import { RichContent } from '../../lib/rich-text/LazyRichContent';
import { RequestFileList } from './RequestFileList';
import { formatDeadline } from './request-format';
import { useRequestSolution } from './useRequestPage';
import './homework-requests.pl';

/** The delivered solution, for the buyer, its teacher and ADMIN. */
export function RequestSolutionSection({ requestId }: { requestId: string }) {
  const { t } = useTranslation();
  const solution = useRequestSolution(requestId);
  return (
    <Card withBorder radius="md" p="md" component="section" aria-label={t('homeworkRequests.solution.title')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('homeworkRequests.solution.title')}
        </Title>
        {solution.isPending && <CardListSkeleton count={1} />}
        {solution.isError && (
          <Text c="red" role="alert">
            {t('homeworkRequests.loadError')}
          </Text>
        )}
        {solution.data && (
          <>
            <Text size="sm" c="dimmed">
              {t('homeworkRequests.solution.deliveredBy', {
                name: solution.data.teacher.displayName,
                date: formatDeadline(solution.data.deliveredAt),
              })}
            </Text>
            <RichContent html={solution.data.solution} />
            <RequestFileList files={solution.data.files} label={t('homeworkRequests.solution.files')} />
          </>
        )}
      </Stack>
    </Card>
  );
}
