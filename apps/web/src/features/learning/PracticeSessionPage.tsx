import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Progress,
  Radio,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPracticeItem, TPracticeSession, TSessionAnswerResult } from '@zadania/shared';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatRelative } from '../../i18n/dates';
import { ApiError } from '../../lib/api/api-error';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { RichContent } from '../../lib/rich-text/LazyRichContent';
import { learningApi, learningKeys } from './learning-api';
import { masteryColors, reasonColors } from './mastery-colors';
import { useStartSession } from './useStartSession';
import './learning.pl';

/** /learn/session: starts a session (on `?concept=` when given) and opens it. */
export function StartSessionPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('learning.session.title'));
  const [search] = useSearchParams();
  const concept = search.get('concept');
  const start = useStartSession({ replace: true });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start.mutate(concept ? [concept] : undefined);
  }, [concept, start]);

  return (
    <Container size="md" px={0} py="lg">
      <Title order={1} mb="md">
        {t('learning.session.title')}
      </Title>
      {start.isError ? (
        <Alert color="yellow" role="alert">
          <Text mb="sm">{start.error.message}</Text>
          <Anchor component={Link} to="/learn/map">
            {t('learning.dashboard.map')}
          </Anchor>
        </Alert>
      ) : (
        <Group role="status">
          <Loader size="sm" />
          <Text>{t('learning.session.preparing')}</Text>
        </Group>
      )}
    </Container>
  );
}

/**
 * /learn/session/{id} (issue 36): one item at a time, answered and checked by the server; after a right answer the
 * next item, after a wrong one the right answer and the solution's steps first. A reload or a second tab continues
 * where the session is.
 */
export function PracticeSessionPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('learning.session.title'));
  const { id = '' } = useParams();
  const session = useQuery({
    queryKey: learningKeys.session(id),
    queryFn: ({ signal }) => learningApi.session(id, signal),
  });
  const [results, setResults] = useState<Record<number, TSessionAnswerResult>>({});
  const [viewing, setViewing] = useState<number | null>(null);

  if (session.isPending) {
    return (
      <Container size="md" px={0} py="lg" aria-busy="true">
        <Skeleton h={32} w={240} mb="md" />
        <Skeleton h={180} />
      </Container>
    );
  }
  if (session.isError) {
    const notFound = session.error instanceof ApiError && session.error.status === 404;
    return (
      <Container size="md" px={0} py="lg">
        <Alert
          color={notFound ? 'yellow' : 'red'}
          role="alert"
          title={t(notFound ? 'learning.session.notFound' : 'learning.session.loadError')}
        >
          <Anchor component={Link} to="/">
            {t('common.backHome')}
          </Anchor>
        </Alert>
      </Container>
    );
  }

  const { items } = session.data;
  const firstOpen = items.find((item) => !item.answered);
  const current = items.find((item) => item.position === (viewing ?? firstOpen?.position)) ?? null;
  const answeredCount = items.filter((item) => item.answered).length;

  return (
    <Container size="md" px={0} py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('learning.session.title')}
        </Title>
        <Progress
          value={(answeredCount / Math.max(items.length, 1)) * 100}
          aria-label={t('learning.session.progressLabel')}
          aria-valuetext={t('learning.session.progress', { current: answeredCount, total: items.length })}
        />
        {current ? (
          <SessionItem
            key={current.position}
            sessionId={session.data.id}
            item={current}
            total={items.length}
            result={results[current.position]}
            onAnswered={(result) => {
              setResults((known) => ({ ...known, [current.position]: result }));
              setViewing(current.position);
            }}
            onNext={() => setViewing(null)}
            isLast={!items.some((item) => !item.answered && item.position !== current.position)}
          />
        ) : (
          <SessionSummary session={session.data} />
        )}
      </Stack>
    </Container>
  );
}

function SessionItem({
  sessionId,
  item,
  total,
  result,
  onAnswered,
  onNext,
  isLast,
}: {
  sessionId: string;
  item: TPracticeItem;
  total: number;
  result: TSessionAnswerResult | undefined;
  onAnswered: (result: TSessionAnswerResult) => void;
  onNext: () => void;
  isLast: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState('');
  const [missing, setMissing] = useState(false);
  const shownAt = useRef(Date.now());
  const heading = useRef<HTMLHeadingElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);
  useEffect(() => {
    if (result) nextButton.current?.focus();
  }, [result]);

  const check = useMutation({
    mutationFn: () =>
      learningApi.answer(sessionId, item.position, answer, Math.min(Date.now() - shownAt.current, 86_400_000)),
    onSuccess: (answered) => {
      onAnswered(answered);
      queryClient.setQueryData<TPracticeSession>(learningKeys.session(sessionId), (session) =>
        session
          ? {
              ...session,
              items: session.items.map((candidate) =>
                candidate.position === item.position
                  ? { ...candidate, answered: { correct: answered.correct, answeredAt: new Date().toISOString() } }
                  : candidate,
              ),
            }
          : session,
      );
      void queryClient.invalidateQueries({ queryKey: learningKeys.next });
      void queryClient.invalidateQueries({ queryKey: learningKeys.mastery });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!answer.trim()) {
      setMissing(true);
      return;
    }
    check.mutate();
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" ref={heading} tabIndex={-1}>
            {t('learning.session.progress', { current: item.position, total })}
          </Title>
          <Badge color={reasonColors[item.reason]} variant="light" radius="sm">
            {t(`learning.session.reasons.${item.reason}`)}
          </Badge>
        </Group>
        <RichContent html={item.task.description} />
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            {item.task.closed ? (
              <Radio.Group
                label={t('learning.session.choices')}
                value={answer}
                onChange={(value) => {
                  setAnswer(value);
                  setMissing(false);
                }}
                error={missing ? t('learning.session.choiceRequired') : undefined}
                readOnly={Boolean(result)}
              >
                <Stack gap="xs" mt="xs">
                  {item.task.choices.map((choice) => (
                    <Radio
                      key={choice.id}
                      value={choice.id}
                      disabled={Boolean(result)}
                      label={
                        <Group gap={6} wrap="nowrap" align="flex-start">
                          {choice.label ? <Text fw={600}>{choice.label}.</Text> : null}
                          <RichContent html={choice.answer} />
                        </Group>
                      }
                    />
                  ))}
                </Stack>
              </Radio.Group>
            ) : (
              <TextInput
                label={t('learning.session.yourAnswer')}
                description={t('learning.session.answerHint')}
                value={answer}
                onChange={(event) => {
                  setAnswer(event.currentTarget.value);
                  setMissing(false);
                }}
                error={missing ? t('learning.session.answerRequired') : undefined}
                readOnly={Boolean(result)}
                autoComplete="off"
                inputMode="text"
                maxLength={500}
              />
            )}
            {check.isError ? (
              <Alert color="red" role="alert">
                {check.error instanceof ApiError ? check.error.message : t('learning.session.checkError')}
              </Alert>
            ) : null}
            {result ? null : (
              <Button type="submit" loading={check.isPending} w="fit-content">
                {t('learning.session.check')}
              </Button>
            )}
          </Stack>
        </form>
        {result ? <AnswerFeedback item={item} result={result} /> : null}
        {result ? (
          <Group>
            <Button ref={nextButton} onClick={onNext}>
              {isLast ? t('learning.session.finish') : t('learning.session.next')}
            </Button>
            {item.kind === 'HOMEWORK' ? (
              <Anchor component={Link} to={`/homeworks/${item.task.slug}`}>
                {t('learning.session.openTask')}
              </Anchor>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

function AnswerFeedback({ item, result }: { item: TPracticeItem; result: TSessionAnswerResult }) {
  const { t } = useTranslation();
  const { mastery } = result;
  return (
    <Stack gap="sm" role="status" aria-live="polite">
      <Alert
        color={result.correct ? 'teal' : 'red'}
        title={t(result.correct ? 'learning.session.correct' : 'learning.session.wrong')}
      >
        <Text size="sm">
          {t('learning.session.mastery', {
            name: item.conceptName,
            state: t(`learning.map.states.${mastery.state}`),
            when: formatRelative(mastery.due),
          })}
        </Text>
        <Badge color={masteryColors[mastery.state]} variant="light" radius="sm" mt={4}>
          {t(`learning.map.states.${mastery.state}`)}
        </Badge>
      </Alert>
      {result.correct ? null : (
        <>
          <div>
            <Text fw={600}>{t('learning.session.expected')}</Text>
            <RichContent html={result.expected} />
          </div>
          {result.explanation.length > 0 ? (
            <div>
              <Text fw={600} mb="xs">
                {t('learning.session.explanation')}
              </Text>
              <Stack gap="sm">
                {result.explanation.map((step) => (
                  <div key={`${step.title}\n${step.description}\n${step.latex}`}>
                    <Text fw={500}>{step.title}</Text>
                    <RichContent html={step.description} />
                    {step.latex ? <RichContent html={step.latex} /> : null}
                  </div>
                ))}
              </Stack>
            </div>
          ) : null}
        </>
      )}
    </Stack>
  );
}

function SessionSummary({ session }: { session: TPracticeSession }) {
  const { t } = useTranslation();
  const start = useStartSession();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const correct = session.items.filter((item) => item.answered?.correct).length;
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h3" ref={heading} tabIndex={-1} mb="xs">
        {t('learning.session.summaryTitle')}
      </Title>
      <Text mb="md" data-testid="session-summary">
        {t('learning.session.summary', { correct, total: session.items.length })}
      </Text>
      {start.isError ? (
        <Alert color="yellow" role="alert" mb="sm">
          {start.error.message}
        </Alert>
      ) : null}
      <Group>
        <Button component={Link} to="/learn/map">
          {t('learning.dashboard.map')}
        </Button>
        <Button variant="default" onClick={() => start.mutate(undefined)} loading={start.isPending}>
          {t('learning.session.newSession')}
        </Button>
      </Group>
    </Card>
  );
}
