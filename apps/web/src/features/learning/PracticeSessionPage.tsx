import { Alert, Anchor, Container, Group, Loader, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api/api-error';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { SessionItem } from './SessionItem';
import { SessionSummary } from './SessionSummary';
import { usePracticeSessionPage } from './usePracticeSessionPage';
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
  const { session, current, answeredCount, result, isLast, onAnswered, onNext } = usePracticeSessionPage();

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

  const { items, kind } = session.data;
  const diagnostic = kind === 'DIAGNOSTIC';
  return (
    <Container size="md" px={0} py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t(diagnostic ? 'learning.session.diagnosticTitle' : 'learning.session.title')}
        </Title>
        {diagnostic ? <Text c="dimmed">{t('learning.session.diagnosticIntro')}</Text> : null}
        {/* The bar itself is the progressbar, named and told as the item's heading is ("Zadanie 1 z 10"). */}
        <Progress.Root
          role="progressbar"
          aria-label={t('learning.session.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={items.length}
          aria-valuenow={answeredCount}
          aria-valuetext={
            current
              ? t('learning.session.progress', { current: current.position, total: items.length })
              : t('learning.session.progressDone', { total: items.length })
          }
        >
          <Progress.Section value={(answeredCount / Math.max(items.length, 1)) * 100} withAria={false} />
        </Progress.Root>
        {current ? (
          <SessionItem
            key={current.position}
            sessionId={session.data.id}
            item={current}
            total={items.length}
            result={result}
            onAnswered={onAnswered}
            onNext={onNext}
            isLast={isLast}
          />
        ) : (
          <SessionSummary session={session.data} />
        )}
      </Stack>
    </Container>
  );
}
