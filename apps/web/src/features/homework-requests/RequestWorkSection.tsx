import { Button, Card, Group, Stack, Title } from '@mantine/core';
import type { THomeworkRequest } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { RequestFilesField, RequestFormError, RequestRichTextField } from './RequestFormFields';
import { useRequestWork } from './useRequestWork';
import './homework-requests.pl';

/** The paid teacher's side: 'in progress', then the solution and its files. */
export function RequestWorkSection({ request }: { request: THomeworkRequest }) {
  const { t } = useTranslation();
  const work = useRequestWork(request);
  return (
    <Card withBorder radius="md" p="md" component="section" aria-label={t('homeworkRequests.work.title')}>
      <form onSubmit={work.submit} noValidate aria-label={t('homeworkRequests.work.deliverTitle')}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('homeworkRequests.work.deliverTitle')}
          </Title>
          {!work.started && (
            <Group>
              <Button variant="light" loading={work.marking} onClick={work.markProgress}>
                {t('homeworkRequests.work.progress')}
              </Button>
            </Group>
          )}
          <RequestRichTextField
            label={t('homeworkRequests.work.solution')}
            value={work.solution}
            onChange={work.setSolution}
            height={260}
          />
          <RequestFilesField label={t('homeworkRequests.work.files')} value={work.files} onChange={work.setFiles} />
          <RequestFormError error={work.error} />
          <Group>
            <Button type="submit" loading={work.delivering}>
              {t('homeworkRequests.work.deliver')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
