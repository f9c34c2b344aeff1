import { Alert, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconLock, IconTrophy } from '@tabler/icons-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useInRouterContext } from 'react-router';
import './games.pl';

/** The way to /subscription, also where the player is embedded outside the app's router. */
function SubscriptionLink() {
  const { t } = useTranslation();
  const inRouter = useInRouterContext();
  const label = t('games.subscriptionLink');
  return inRouter ? (
    <Button component={Link} to="/subscription" color="yellow" variant="filled">
      {label}
    </Button>
  ) : (
    <Button component="a" href="/subscription" color="yellow" variant="filled">
      {label}
    </Button>
  );
}

/** A level that needs Premium: the way to the subscription, and playing again once past the first level. */
export function LockedNotice({
  noticeRef,
  canRestart,
  onRestart,
}: {
  noticeRef: RefObject<HTMLDivElement | null>;
  canRestart: boolean;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      ref={noticeRef}
      tabIndex={-1}
      color="yellow"
      icon={<IconLock aria-hidden />}
      title={t('games.subscriptionTitle')}
      data-testid="game-locked"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('games.subscriptionRequired')}</Text>
        <Group gap="xs">
          <SubscriptionLink />
          {canRestart && (
            <Button variant="default" onClick={onRestart}>
              {t('games.playAgain')}
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}

/** The end of the exercise: a trophy, congratulations and playing again. */
export function FinishedNotice({
  noticeRef,
  onRestart,
}: {
  noticeRef: RefObject<HTMLDivElement | null>;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper ref={noticeRef} tabIndex={-1} withBorder radius="md" p="md" data-testid="game-finished">
      <Stack gap="sm" align="center" ta="center">
        <ThemeIcon color="yellow" size={56} radius="xl" variant="light">
          <IconTrophy size={36} aria-hidden />
        </ThemeIcon>
        <Text fw={700} size="lg">
          {t('games.congratulations')}
        </Text>
        <Button onClick={onRestart}>{t('games.playAgain')}</Button>
      </Stack>
    </Paper>
  );
}

/** The verdict on a checked level: all right, or some wrong. */
export function LevelResult({ phase }: { phase: 'levelCorrect' | 'levelWrong' }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" data-testid="level-result" data-result={phase}>
      {phase === 'levelCorrect' ? (
        <ThemeIcon color="teal" radius="xl" size="lg" variant="light">
          <IconCircleCheck aria-hidden />
        </ThemeIcon>
      ) : (
        <ThemeIcon color="red" radius="xl" size="lg" variant="light">
          <IconCircleX aria-hidden />
        </ThemeIcon>
      )}
      <Text fw={600}>{phase === 'levelCorrect' ? t('games.allCorrect') : t('games.someWrong')}</Text>
    </Group>
  );
}
