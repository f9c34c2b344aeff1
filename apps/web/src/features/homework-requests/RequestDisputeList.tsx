import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatPln, type THomeworkRequestDisputeListItem } from '@zadania/shared';
import { type ReactNode, useId, useState } from 'react';
import { DisputeCardActions } from '../../components/DisputeCardActions';
import { PagedCardList } from '../../components/PagedCardList';
import { ResolveDisputeDialog, type TDisputeOutcome } from '../../components/ResolveDisputeDialog';
import { errorText } from '../../lib/api/api-error';
import { homeworkRequestKeys, homeworkRequestsApi } from './homework-requests-api';
import { disputeStatusColors } from './RequestDisputeSection';
import { disputeTexts as d } from './request-dispute-texts';
import { formatDeadline } from './request-format';

type TOutcome = TDisputeOutcome;
type TChoice = { dispute: THomeworkRequestDisputeListItem; outcome: TOutcome };

/** A titled part of the support area's 'disputes' tab (tutoring, on-request tasks). */
export function DisputesSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * The disputes about delivered requests for ADMIN (the support area's 'disputes' tab): open ones with
 * 'Zwróć pieniądze' and 'Przekaż nauczycielowi', each confirmed first; or the decided ones.
 */
export function RequestDisputeList({ tab = 'open' }: { tab?: 'open' | 'resolved' }) {
  const [page, setPage] = useState(1);
  const [choice, setChoice] = useState<TChoice | null>(null);
  const query = { status: tab === 'open' ? ('OPEN' as const) : ('RESOLVED' as const), page };
  const list = useQuery({
    queryKey: homeworkRequestKeys.disputeList(query),
    queryFn: ({ signal }) => homeworkRequestsApi.disputes(query, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <PagedCardList
      list={list}
      placeholder={{ skeletonHeight: 160 }}
      loadError={errorText(list.error, d.loadError)}
      retryLabel={d.retry}
      empty={d.empty}
      onPage={setPage}
      footer={<ResolveDialog choice={choice} onClose={() => setChoice(null)} />}
    >
      {(dispute) => (
        <DisputeCard key={dispute.id} dispute={dispute} onResolve={(outcome) => setChoice({ dispute, outcome })} />
      )}
    </PagedCardList>
  );
}

function DisputeCard({
  dispute,
  onResolve,
}: {
  dispute: THomeworkRequestDisputeListItem;
  onResolve: (outcome: TOutcome) => void;
}) {
  const titleId = `request-dispute-${dispute.id}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={titleId}
      data-testid="request-dispute"
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {dispute.request.title}
          </Text>
          <Badge variant="light" radius="sm" tt="none" color={disputeStatusColors[dispute.status]}>
            {d.statuses[dispute.status]}
          </Badge>
        </Group>
        <Text size="sm">{d.parties(dispute.owner.displayName, dispute.teacher.displayName)}</Text>
        <Text size="sm">{d.amount(formatPln(dispute.amountGross))}</Text>
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {dispute.reason}
        </Text>
        <Text size="xs" c="dimmed">
          {dispute.deliveredAt && `${d.deliveredAt(formatDeadline(dispute.deliveredAt))} · `}
          {d.reportedAt(formatDeadline(dispute.createdAt))}
          {dispute.resolvedAt && ` · ${d.resolvedAt(formatDeadline(dispute.resolvedAt))}`}
        </Text>
        <DisputeCardActions
          href={dispute.request.href}
          linkLabel={d.requestLink}
          open={dispute.status === 'OPEN'}
          describedBy={titleId}
          refundLabel={d.refund}
          releaseLabel={d.release}
          onResolve={onResolve}
        />
      </Stack>
    </Card>
  );
}

const resolveTexts = {
  title: d.confirmTitle,
  refundText: d.refundText,
  releaseText: d.releaseText,
  cancel: d.cancel,
  refund: d.refund,
  release: d.release,
  failed: d.resolveError,
};

function ResolveDialog({ choice, onClose }: { choice: TChoice | null; onClose: () => void }) {
  return (
    <ResolveDisputeDialog
      choice={choice && { disputeId: choice.dispute.id, outcome: choice.outcome }}
      onClose={onClose}
      resolve={homeworkRequestsApi.resolveDispute}
      invalidates={homeworkRequestKeys.disputes}
      texts={resolveTexts}
      refundInRed
      summary={
        choice && (
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {choice.dispute.request.title} · {formatPln(choice.dispute.amountGross)}
          </Text>
        )
      }
    />
  );
}
