import { Alert, Button, Card, Group, Text, Title } from '@mantine/core';
import type { TPracticeSession } from '@zadania/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStartSession } from './useStartSession';
import './learning.pl';

/** The end of a session (or of the diagnostic): how many answers were right, the way to the map and to a new session. */
export function SessionSummary({ session }: { session: TPracticeSession }) {
  const { t } = useTranslation();
  const start = useStartSession();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const correct = session.items.filter((item) => item.answered?.correct).length;
  const diagnostic = session.kind === 'DIAGNOSTIC';
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h3" ref={heading} tabIndex={-1} mb="xs">
        {t(diagnostic ? 'learning.session.diagnosticSummaryTitle' : 'learning.session.summaryTitle')}
      </Title>
      <Text mb={diagnostic ? 'xs' : 'md'} data-testid="session-summary">
        {t('learning.session.summary', { correct, total: session.items.length })}
      </Text>
      {diagnostic ? <Text mb="md">{t('learning.session.diagnosticSummary')}</Text> : null}
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
