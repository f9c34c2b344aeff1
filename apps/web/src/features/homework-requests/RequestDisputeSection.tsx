import { Alert, Badge, Button, Card, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { THomeworkRequest, THomeworkRequestDispute } from '@zadania/shared';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../lib/api/api-error';
import { showToast } from '../../lib/toasts';
import { homeworkRequestKeys, homeworkRequestsApi } from './homework-requests-api';
import { disputeTexts as d } from './request-dispute-texts';
import { formatDeadline } from './request-format';

export const disputeStatusColors: Record<THomeworkRequestDispute['status'], string> = {
  OPEN: 'orange',
  REFUNDED: 'red',
  RELEASED: 'teal',
};

const reasonLength = { min: 10, max: 1000 };

/**
 * A delivered request's dispute: its state for the owner, the teacher and ADMIN, and for the owner within
 * 7 days of the delivery 'Zgłoś problem z rozwiązaniem' (the server's `dispute` policy decides).
 */
export function RequestDisputeSection({ request }: { request: THomeworkRequest }) {
  const [reporting, setReporting] = useState(false);
  if (!request.dispute && !request.policies.dispute) return null;
  return (
    <Stack gap="sm" component="section" aria-label={d.sectionTitle}>
      {request.dispute && <DisputeState dispute={request.dispute} />}
      {request.policies.dispute && (
        <Group>
          <Button variant="light" color="orange" onClick={() => setReporting(true)}>
            {d.report}
          </Button>
        </Group>
      )}
      <ReportDialog requestId={request.id} opened={reporting} onClose={() => setReporting(false)} />
    </Stack>
  );
}

function DisputeState({ dispute }: { dispute: THomeworkRequestDispute }) {
  const note = dispute.status === 'OPEN' ? d.openNote : dispute.status === 'REFUNDED' ? d.refundedNote : d.releasedNote;
  return (
    <Card withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="request-dispute">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            {d.sectionTitle}
          </Title>
          <Badge color={disputeStatusColors[dispute.status]} variant="light" tt="none">
            {d.statuses[dispute.status]}
          </Badge>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {dispute.reason}
        </Text>
        <Text size="xs" c="dimmed">
          {d.reportedAt(formatDeadline(dispute.createdAt))}
          {dispute.resolvedAt && ` · ${d.resolvedAt(formatDeadline(dispute.resolvedAt))}`}
        </Text>
        <Text size="sm">{note}</Text>
      </Stack>
    </Card>
  );
}

function ReportDialog({ requestId, opened, onClose }: { requestId: string; opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const report = useMutation({
    mutationFn: (text: string) => homeworkRequestsApi.openDispute(requestId, text),
    onSuccess: (result) => {
      showToast({ variant: 'success', message: result.message });
      setReason('');
      onClose();
      void queryClient.invalidateQueries({ queryKey: homeworkRequestKeys.request(requestId) });
    },
  });
  const close = () => {
    report.reset();
    setFieldError(null);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (text.length < reasonLength.min || text.length > reasonLength.max) {
      setFieldError(d.reasonError);
      return;
    }
    setFieldError(null);
    report.mutate(text);
  };
  return (
    <Modal opened={opened} onClose={close} title={d.reportTitle} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{d.reportHint}</Text>
          <Textarea
            label={d.reason}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={fieldError}
            rows={5}
            maxLength={reasonLength.max + 100}
            required
            data-autofocus
          />
          {report.error && (
            <Alert color="red" role="alert" icon={<IconAlertCircle size={16} aria-hidden />}>
              {report.error instanceof ApiError ? report.error.message : d.error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {d.cancel}
            </Button>
            <Button type="submit" color="orange" loading={report.isPending}>
              {d.send}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
