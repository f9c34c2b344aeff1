import { Alert, Button, Group, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AttemptClockBar } from './AttemptClockBar';
import { MockItemCard } from './MockItemCard';
import type { TLoadedAttempt } from './mock-exams-api';
import type { TAnnouncedMinutes } from './useAttemptClock';
import { useAttemptInProgress } from './useAttemptInProgress';
import './mock-exams.pl';

const announcements: Record<
  TAnnouncedMinutes,
  'mockExams.attempt.announce.ten' | 'mockExams.attempt.announce.five' | 'mockExams.attempt.announce.one'
> = {
  10: 'mockExams.attempt.announce.ten',
  5: 'mockExams.attempt.announce.five',
  1: 'mockExams.attempt.announce.one',
};

/** The paper being written: the clock bar, the minutes announced, the items, and the hand-in with its confirmation. */
export function AttemptInProgress({
  attempt,
  onRefused,
}: {
  attempt: TLoadedAttempt;
  onRefused: (message: string) => void;
}) {
  const { t } = useTranslation();
  const paper = useAttemptInProgress(attempt, onRefused);
  const { answers, confirming, timeUp, saver, submit, clock, unanswered, total } = paper;

  return (
    <Stack gap="md">
      <AttemptClockBar
        timerLabelId={paper.timerLabelId}
        remainingMs={clock.remainingMs}
        lowTime={paper.lowTime}
        answered={total - unanswered}
        total={total}
        status={saver.status}
        onRetrySave={() => void saver.flush()}
        onSubmit={paper.openConfirm}
        submitDisabled={timeUp}
        submitLoading={submit.isPending && !confirming}
      />
      <VisuallyHidden role="status" aria-live="polite" data-testid="mock-announcement">
        {clock.announce ? t(announcements[clock.announce]) : ''}
      </VisuallyHidden>
      {timeUp ? (
        <Alert color="yellow" role="alert" icon={<IconClock aria-hidden />}>
          {t('mockExams.attempt.timeUp')}
        </Alert>
      ) : null}
      {paper.replaced.length > 0 ? (
        <Alert color="yellow" role="alert" withCloseButton onClose={paper.dismissReplaced}>
          {t(paper.replaced.length === 1 ? 'mockExams.attempt.replacedOne' : 'mockExams.attempt.replacedMany', {
            items: paper.replaced.join(', '),
          })}
        </Alert>
      ) : null}
      {submit.isError && !confirming ? (
        <Alert color="red" role="alert">
          <Text size="sm" mb="xs">
            {t('mockExams.attempt.submitError', { message: submit.error.message })}
          </Text>
          <Button variant="light" onClick={() => submit.mutate()} loading={submit.isPending}>
            {t('mockExams.attempt.retry')}
          </Button>
        </Alert>
      ) : null}
      {attempt.items.map((item) => (
        <MockItemCard key={item.position} item={item} answer={answers.get(item.position)} onChange={paper.change} />
      ))}
      <SubmitConfirmDialog
        opened={confirming}
        onClose={paper.closeConfirm}
        unanswered={unanswered}
        total={total}
        error={submit.isError ? submit.error.message : null}
        pending={submit.isPending}
        onConfirm={() => submit.mutate()}
      />
    </Stack>
  );
}

/** "Oddaj arkusz?": how many items are left unanswered, that handing in is final, and the hand-in's failure. */
function SubmitConfirmDialog({
  opened,
  onClose,
  unanswered,
  total,
  error,
  pending,
  onConfirm,
}: {
  opened: boolean;
  onClose: () => void;
  unanswered: number;
  total: number;
  error: string | null;
  pending: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('mockExams.attempt.confirmTitle')} centered>
      <Stack gap="sm">
        <Text>
          {unanswered > 0
            ? t('mockExams.attempt.confirmUnanswered', { missing: unanswered, total })
            : t('mockExams.attempt.confirmAll')}
        </Text>
        <Text size="sm">{t('mockExams.attempt.confirmFinal')}</Text>
        {error !== null ? (
          <Alert color="red" role="alert" p="xs">
            {t('mockExams.attempt.submitError', { message: error })}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('mockExams.attempt.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={pending}>
            {t('mockExams.attempt.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
