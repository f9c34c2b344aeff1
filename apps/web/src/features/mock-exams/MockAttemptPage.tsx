import './mock-exams-styles';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Modal,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconClock } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMockAnswer, TMockAttempt } from '@zadania/shared';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatCount } from '../../components/number-format';
import { ApiError } from '../../lib/api/api-error';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { MockItemCard } from './MockItemCard';
import { MockResultView } from './MockResultView';
import { countUnanswered, formatClock } from './mock-answers';
import { mockExamsPl } from './mock-exams.pl';
import { mockExamsApi, mockExamsKeys, type TLoadedAttempt, withClockOffset } from './mock-exams-api';
import { useAnswerSaver } from './useAnswerSaver';
import { type TAnnouncedMinutes, useAttemptClock } from './useAttemptClock';
import '../exams/exams.pl';

const loadAttempt = async (attemptId: string, signal?: AbortSignal) =>
  withClockOffset(await mockExamsApi.get(attemptId, signal));

const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/** Typed answers are saved at once in the last seconds, so that the debounce does not outlast the clock. */
const lastSecondsMs = 15_000;

const announcements: Record<
  TAnnouncedMinutes,
  'mockExams.attempt.announce.ten' | 'mockExams.attempt.announce.five' | 'mockExams.attempt.announce.one'
> = {
  10: 'mockExams.attempt.announce.ten',
  5: 'mockExams.attempt.announce.five',
  1: 'mockExams.attempt.announce.one',
};

const toAnswerMap = (answers: TMockAttempt['answers']) =>
  new Map<number, TMockAnswer>(answers.map(({ position, answer }) => [position, answer]));

/**
 * /mock/{attemptId} (issue 37): a paper against the server's clock. Every change is saved as the student goes
 * (a reload or a second tab shows the saved answers); "Oddaj arkusz" or the end of the time hands it in, and the
 * same address then shows the result.
 */
export function MockAttemptPage() {
  const { t } = useTranslation();
  const { attemptId = '' } = useParams();
  const attempt = useQuery({
    queryKey: mockExamsKeys.attempt(attemptId),
    queryFn: ({ signal }) => loadAttempt(attemptId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: (count, error) => !isMissing(error) && count < 1,
  });
  // The server's word when it refused an answer (the time ran out): shown above the result.
  const [notice, setNotice] = useState<string | null>(null);
  useDocumentTitle(attempt.data?.title ?? t('mockExams.card.title'));

  if (attempt.isPending) {
    return (
      <Container size="md" px={0} py="lg" aria-busy="true">
        <Skeleton h={32} w={280} mb="md" />
        <Skeleton h={56} mb="md" />
        <Skeleton h={220} />
      </Container>
    );
  }
  if (attempt.isError) {
    const missing = isMissing(attempt.error);
    return (
      <Container size="md" px={0} py="lg">
        <Alert
          color={missing ? 'yellow' : 'red'}
          role="alert"
          title={missing ? t('mockExams.attempt.notFound') : t('mockExams.attempt.loadError')}
        >
          {missing ? (
            <Anchor component={Link} to="/exams">
              {t('exams.backToList')}
            </Anchor>
          ) : (
            <Button variant="light" onClick={() => attempt.refetch()}>
              {t('mockExams.attempt.retry')}
            </Button>
          )}
        </Alert>
      </Container>
    );
  }

  const data = attempt.data;
  return (
    <Container size="md" px={0} py="lg">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {data.title}
          </Title>
          <Text c="dimmed" size="sm">
            {formatCount(data.durationMinutes, mockExamsPl.counts.minutes)},{' '}
            {data.calculatorAllowed ? t('mockExams.calculator') : t('mockExams.noCalculator')}
          </Text>
        </Stack>
        {data.submittedAt && data.result ? (
          <MockResultView attempt={data} result={data.result} notice={notice} />
        ) : (
          <AttemptInProgress key={data.attemptId} attempt={data} onRefused={setNotice} />
        )}
      </Stack>
    </Container>
  );
}

function AttemptInProgress({ attempt, onRefused }: { attempt: TLoadedAttempt; onRefused: (message: string) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { attemptId } = attempt;
  const key = mockExamsKeys.attempt(attemptId);
  const [answers, setAnswers] = useState(() => toAnswerMap(attempt.answers));
  const [confirming, setConfirming] = useState(false);
  const [timeUp, setTimeUp] = useState(false);
  const changes = useRef(0);
  const remaining = useRef(Number.POSITIVE_INFINITY);
  const timerLabelId = useId();

  const saver = useAnswerSaver(attemptId, {
    onRefused: (message) => {
      onRefused(message);
      void queryClient.invalidateQueries({ queryKey: mockExamsKeys.attempt(attemptId) });
    },
  });

  const submit = useMutation({
    mutationFn: async () => {
      const saved = await saver.flush();
      const failure = saver.failure();
      if (!saved && failure) throw new Error(failure);
      return mockExamsApi.submit(attemptId);
    },
    onSuccess: (result) => {
      setConfirming(false);
      queryClient.setQueryData<TLoadedAttempt>(mockExamsKeys.attempt(attemptId), (old) =>
        old ? { ...old, submittedAt: new Date().toISOString(), submittedBy: 'STUDENT', result } : old,
      );
      // The solutions come with the submitted attempt.
      void queryClient.invalidateQueries({ queryKey: mockExamsKeys.attempt(attemptId) });
    },
  });

  const clock = useAttemptClock({
    endsAt: attempt.endsAt,
    clockOffsetMs: attempt.clockOffsetMs,
    onEnd: () => {
      setTimeUp(true);
      setConfirming(false);
      submit.mutate();
    },
  });
  remaining.current = clock.remainingMs;

  const queue = saver.queue;
  const change = useCallback(
    (position: number, answer: TMockAnswer, typed: boolean) => {
      changes.current += 1;
      setAnswers((known) => new Map(known).set(position, answer));
      queue(position, answer, !typed || remaining.current < lastSecondsMs);
    },
    [queue],
  );

  // Back to this tab: take the answers another tab saved meanwhile (only when nothing here is waiting to be saved).
  const { isIdle } = saver;
  useEffect(() => {
    const onFocus = () => {
      if (!isIdle()) return;
      const before = changes.current;
      queryClient
        .fetchQuery({ queryKey: key, queryFn: ({ signal }) => loadAttempt(attemptId, signal), staleTime: 0 })
        .then((fresh) => {
          if (changes.current === before && isIdle()) setAnswers(toAnswerMap(fresh.answers));
        })
        .catch(() => undefined);
    };
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [attemptId, isIdle, key, queryClient]);

  // Keyboard focus and scrolled-to items stay clear of the sticky clock bar.
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.scrollPaddingTop;
    root.style.scrollPaddingTop = '200px';
    return () => {
      root.style.scrollPaddingTop = previous;
    };
  }, []);

  const unanswered = useMemo(() => countUnanswered(attempt.items, answers), [attempt.items, answers]);
  const total = attempt.items.length;
  const lowTime = clock.remainingMs <= 5 * 60_000;

  return (
    <Stack gap="md">
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
              {formatClock(clock.remainingMs / 1000)}
            </Text>
            {lowTime ? <IconAlertTriangle size={18} aria-hidden color="var(--mantine-color-red-6)" /> : null}
          </Group>
          <Text size="sm">{t('mockExams.attempt.progress', { answered: total - unanswered, total })}</Text>
          <SaveStatus status={saver.status} />
          <Button onClick={() => setConfirming(true)} disabled={timeUp} loading={submit.isPending && !confirming}>
            {t('mockExams.attempt.submit')}
          </Button>
        </Group>
        {saver.status.state === 'error' ? (
          <Alert color="red" role="alert" mt="xs" p="xs">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{t('mockExams.attempt.save.error', { message: saver.status.message })}</Text>
              <Button size="compact-sm" variant="light" onClick={() => void saver.flush()}>
                {t('mockExams.attempt.save.retry')}
              </Button>
            </Group>
          </Alert>
        ) : null}
      </Card>
      <VisuallyHidden role="status" aria-live="polite" data-testid="mock-announcement">
        {clock.announce ? t(announcements[clock.announce]) : ''}
      </VisuallyHidden>
      {timeUp ? (
        <Alert color="yellow" role="alert" icon={<IconClock aria-hidden />}>
          {t('mockExams.attempt.timeUp')}
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
        <MockItemCard key={item.position} item={item} answer={answers.get(item.position)} onChange={change} />
      ))}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('mockExams.attempt.confirmTitle')}
        centered
      >
        <Stack gap="sm">
          <Text>
            {unanswered > 0
              ? t('mockExams.attempt.confirmUnanswered', { missing: unanswered, total })
              : t('mockExams.attempt.confirmAll')}
          </Text>
          <Text size="sm">{t('mockExams.attempt.confirmFinal')}</Text>
          {submit.isError ? (
            <Alert color="red" role="alert" p="xs">
              {t('mockExams.attempt.submitError', { message: submit.error.message })}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('mockExams.attempt.cancel')}
            </Button>
            <Button onClick={() => submit.mutate()} loading={submit.isPending}>
              {t('mockExams.attempt.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function SaveStatus({ status }: { status: ReturnType<typeof useAnswerSaver>['status'] }) {
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
