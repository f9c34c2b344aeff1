import { Alert, Button, Card, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatClock } from './mock-answers';
import type { TSaveStatus } from './useAnswerSaver';
import './mock-exams.pl';

/** The sticky bar over the paper: the time left, how many items are answered, the saving state and "Oddaj arkusz". */
export function AttemptClockBar({
  timerLabelId,
  remainingMs,
  lowTime,
  answered,
  total,
  status,
  onRetrySave,
  onSubmit,
  submitDisabled,
  submitLoading,
}: {
  timerLabelId: string;
  remainingMs: number;
  lowTime: boolean;
  answered: number;
  total: number;
  status: TSaveStatus;
  onRetrySave: () => void;
  onSubmit: () => void;
  submitDisabled: boolean;
  submitLoading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      style={{ position: 'sticky', top: 'var(--app-shell-header-offset, 0px)', zIndex: 3 }}
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap={6} wrap="nowrap">
          <IconClock size={20} aria-hidden />
          <Text size="sm" id={timerLabelId}>
            {t('mockExams.attempt.timeLeft')}
          </Text>
          <Text
            role="timer"
            aria-labelledby={timerLabelId}
            ff="monospace"
            fw={700}
            fz="lg"
            c={lowTime ? 'red' : undefined}
            data-testid="mock-timer"
          >
            {formatClock(remainingMs / 1000)}
          </Text>
          {lowTime ? <IconAlertTriangle size={18} aria-hidden color="var(--mantine-color-red-6)" /> : null}
        </Group>
        <Text size="sm">{t('mockExams.attempt.progress', { answered, total })}</Text>
        <SaveStatus status={status} />
        <Button onClick={onSubmit} disabled={submitDisabled} loading={submitLoading}>
          {t('mockExams.attempt.submit')}
        </Button>
      </Group>
      {status.state === 'error' ? (
        <Alert color="red" role="alert" mt="xs" p="xs">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('mockExams.attempt.save.error', { message: status.message })}</Text>
            <Button size="compact-sm" variant="light" onClick={onRetrySave}>
              {t('mockExams.attempt.save.retry')}
            </Button>
          </Group>
        </Alert>
      ) : null}
    </Card>
  );
}

/** Whether the answers are saved: saving, failed or saved, with its icon. */
function SaveStatus({ status }: { status: TSaveStatus }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" data-testid="save-status">
      {status.state === 'saving' ? (
        <Loader size={14} aria-hidden />
      ) : status.state === 'error' ? (
        <IconAlertTriangle size={16} aria-hidden color="var(--mantine-color-red-6)" />
      ) : (
        <IconCheck size={16} aria-hidden />
      )}
      <Text size="sm">
        {status.state === 'saving'
          ? t('mockExams.attempt.save.saving')
          : status.state === 'error'
            ? t('mockExams.attempt.save.failed')
            : t('mockExams.attempt.save.saved')}
      </Text>
    </Group>
  );
}
