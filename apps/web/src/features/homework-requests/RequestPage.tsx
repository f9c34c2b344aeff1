import { Anchor, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardListSkeleton } from '../../components/PageSkeleton';
import { RequestDetailsSection } from './RequestDetailsSection';
import { RequestDisputeSection } from './RequestDisputeSection';
import { RequestOffersSection } from './RequestOffersSection';
import { RequestSolutionSection } from './RequestSolutionSection';
import { RequestTimeline } from './RequestTimeline';
import { RequestWorkSection } from './RequestWorkSection';
import { useRequestPage } from './useRequestPage';
import './homework-requests.pl';

/**
 * /requests/{id}: the request with its files and history; for its owner the offers ('Akceptuj', then pay);
 * for a teacher the offer form or their own offer; for the paid teacher the work and the delivery; for the
 * buyer, that teacher and ADMIN the delivered solution and its dispute (the owner reports a problem within
 * 7 days of the delivery).
 */
export function RequestPage() {
  const { t } = useTranslation();
  const { request, loading, errorStatus, retry } = useRequestPage();
  if (loading)
    return (
      <Stack px={{ base: 'xs', sm: 0 }} maw={960} aria-busy="true">
        <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
        <CardListSkeleton count={2} />
      </Stack>
    );
  if (!request) return <RequestLoadFailure status={errorStatus} onRetry={retry} />;
  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={960}>
      <BackToRequests />
      <RequestDetailsSection request={request} />
      {request.policies.readSolution && <RequestSolutionSection requestId={request.id} />}
      <RequestDisputeSection request={request} />
      {request.policies.deliver && <RequestWorkSection request={request} />}
      <RequestOffersSection request={request} />
      <RequestTimeline request={request} />
    </Stack>
  );
}

function BackToRequests() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/requests" size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        {t('homeworkRequests.detail.back')}
      </Group>
    </Anchor>
  );
}

/** Why the request did not load: not found, not the viewer's to see, or a failure worth retrying. */
function RequestLoadFailure({ status, onRetry }: { status: number; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" align="flex-start" px={{ base: 'xs', sm: 0 }}>
      <BackToRequests />
      <Text c="red" role="alert">
        {status === 404
          ? t('homeworkRequests.detail.notFound')
          : status === 403
            ? t('homeworkRequests.detail.forbidden')
            : t('homeworkRequests.loadError')}
      </Text>
      {status !== 404 && status !== 403 && (
        <Button variant="light" onClick={onRetry}>
          {t('homeworkRequests.retry')}
        </Button>
      )}
    </Stack>
  );
}
