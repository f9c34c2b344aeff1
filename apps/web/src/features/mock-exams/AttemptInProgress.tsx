import { Alert, Button, Card, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AttemptClockBar } from './AttemptClockBar';
import { ItemNavigator } from './ItemNavigator';
import { MockItemCard } from './MockItemCard';
import type { TLoadedAttempt } from './mock-exams-api';
import { SubmitConfirmDialog } from './SubmitConfirmDialog';
import type { TAnnouncedMinutes } from './useAttemptClock';
import { useAttemptInProgress } from './useAttemptInProgress';
import { goToItem, useItemFlags } from './useItemFlags';
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
  const { flags, toggle } = useItemFlags(attempt.attemptId);
  const unansweredList = attempt.items
    .map((item) => item.position)
    .filter((position) => paper.unansweredPositions.includes(position));
  const flaggedList = attempt.items.map((item) => item.position).filter((position) => flags.has(position));
  // From the dialog to an item: the dialog closes first, then the item takes the focus.
  const goFromDialog = (position: number) => {
    paper.closeConfirm();
    window.setTimeout(() => goToItem(position), 0);
  };

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
      <Card withBorder radius="md" padding="sm">
        <ItemNavigator items={attempt.items} answers={answers} flags={flags} />
      </Card>
      {attempt.items.map((item) => (
        <MockItemCard
          key={item.position}
          item={item}
          answer={answers.get(item.position)}
          onChange={paper.change}
          flagged={flags.has(item.position)}
          onToggleFlag={toggle}
        />
      ))}
      <SubmitConfirmDialog
        opened={confirming}
        onClose={paper.closeConfirm}
        unanswered={unanswered}
        total={total}
        unansweredList={unansweredList}
        flaggedList={flaggedList}
        onGoTo={goFromDialog}
        error={submit.isError ? submit.error.message : null}
        pending={submit.isPending}
        onConfirm={() => submit.mutate()}
      />
    </Stack>
  );
}
