import './tutoring-styles';
import { Badge, Card, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatPln, type TDisputeListItem } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DisputeCardActions } from '../../components/DisputeCardActions';
import { PagedCardList } from '../../components/PagedCardList';
import { ResolveDisputeDialog, type TDisputeOutcome } from '../../components/ResolveDisputeDialog';
import { errorText } from '../../lib/api/api-error';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { useViewer } from '../../lib/session/useViewer';
import { ForbiddenNotice } from '../moderation';
import { tutoringPl } from './tutoring.pl';
import { lessonApi, tutoringKeys } from './tutoring-api';
import { formatWarsawDateTime } from './tutoring-format';
import '../moderation';

type TTab = 'open' | 'resolved';
type TOutcome = TDisputeOutcome;

/** /admin/disputes: ADMIN decides the disputes about lessons (refund the student or pay the teacher). */
export function DisputesPage() {
  const { t } = useTranslation();
  const { viewer, ready } = useViewer();
  const [tab, setTab] = useState<TTab>('open');
  useDocumentTitle(t('tutoring.disputes.title'));

  if (ready && viewer?.role !== 'ADMIN') return <ForbiddenNotice message={t('moderation.forbiddenAdmin')} />;
  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={960}>
      <Title order={1}>{t('tutoring.disputes.title')}</Title>
      <Tabs value={tab} onChange={(value) => setTab(value === 'resolved' ? 'resolved' : 'open')}>
        <Tabs.List>
          <Tabs.Tab value="open">{t('tutoring.disputes.open')}</Tabs.Tab>
          <Tabs.Tab value="resolved">{t('tutoring.disputes.resolved')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value={tab} pt="md">
          {ready && <DisputeList tab={tab} />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** The open or resolved disputes with their decisions (also shown in the support area). */
export function DisputeList({ tab }: { tab: TTab }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [resolving, setResolving] = useState<{ dispute: TDisputeListItem; outcome: TOutcome } | null>(null);
  const status = tab === 'open' ? 'OPEN' : 'RESOLVED';
  const list = useQuery({
    queryKey: tutoringKeys.disputeList(status, page),
    queryFn: ({ signal }) => lessonApi.disputes(status, page, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <PagedCardList
      list={list}
      placeholder={{ skeletonHeight: 160 }}
      loadError={errorText(list.error, t('tutoring.loadError'))}
      retryLabel={t('tutoring.retry')}
      empty={t('tutoring.disputes.empty')}
      onPage={setPage}
      footer={<ResolveDialog choice={resolving} onClose={() => setResolving(null)} />}
    >
      {(dispute) => (
        <DisputeCard key={dispute.id} dispute={dispute} onResolve={(outcome) => setResolving({ dispute, outcome })} />
      )}
    </PagedCardList>
  );
}

function DisputeCard({ dispute, onResolve }: { dispute: TDisputeListItem; onResolve: (outcome: TOutcome) => void }) {
  const { t } = useTranslation();
  const titleId = `dispute-${dispute.id}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId} data-testid="dispute">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} id={titleId}>
            {t('tutoring.disputes.lesson', { time: formatWarsawDateTime(dispute.startsAt) })}
          </Text>
          <Badge variant="light" radius="sm" tt="none" color={dispute.status === 'OPEN' ? 'orange' : 'gray'}>
            {tutoringPl.disputeStatuses[dispute.status]}
          </Badge>
        </Group>
        <Text size="sm">
          {t('tutoring.disputes.parties', {
            teacher: dispute.teacher.displayName,
            student: dispute.student.displayName,
          })}
        </Text>
        <Text size="sm">{t('tutoring.disputes.amount', { amount: formatPln(dispute.amountGross) })}</Text>
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {dispute.reason}
        </Text>
        <DisputeCardActions
          href={`/account/lessons/${dispute.lessonId}`}
          linkLabel={t('tutoring.disputes.lessonLink')}
          open={dispute.status === 'OPEN'}
          describedBy={titleId}
          refundLabel={t('tutoring.disputes.refund')}
          releaseLabel={t('tutoring.disputes.release')}
          onResolve={onResolve}
        />
      </Stack>
    </Card>
  );
}

function ResolveDialog({
  choice,
  onClose,
}: {
  choice: { dispute: TDisputeListItem; outcome: TOutcome } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ResolveDisputeDialog
      choice={choice && { disputeId: choice.dispute.id, outcome: choice.outcome }}
      onClose={onClose}
      resolve={lessonApi.resolve}
      invalidates={tutoringKeys.disputes}
      texts={{
        title: t('tutoring.disputes.confirmTitle'),
        refundText: t('tutoring.disputes.refundText'),
        releaseText: t('tutoring.disputes.releaseText'),
        cancel: t('tutoring.disputes.cancel'),
        refund: t('tutoring.disputes.refund'),
        release: t('tutoring.disputes.release'),
        failed: t('tutoring.loadError'),
      }}
    />
  );
}
