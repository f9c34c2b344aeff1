import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBulb, IconLock, IconLockOpen, IconMessageCircle } from '@tabler/icons-react';
import type { TSolutionAccess } from '@zadania/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RichContent } from '../../lib/rich-text/LazyRichContent';
import { useIsAuthenticated } from '../../lib/session/useSession';
import { LogInToUnlock, NotEnoughTokens, tokensText } from './SolutionPaywallNotices';
import { useUnlock } from './useSolutionPaywall';
import './homework.pl';

// The request's dialog (file upload, comment) loads when a reader first opens it.
const SolutionPaywallCheckDialog = lazy(() =>
  import('./SolutionPaywallCheckDialog').then((module) => ({ default: module.SolutionPaywallCheckDialog })),
);

/** A paid solution still locked: what is held back, and the button that spends the tokens. */
export function LockedSteps({ homeworkId, access }: { homeworkId: string; access: TSolutionAccess }) {
  const { t } = useTranslation();
  const signedIn = useIsAuthenticated();
  const { unlock, pending, shortage } = useUnlock(homeworkId, 'PAID_SOLUTION');
  return (
    <Card withBorder radius="md" padding="md" bg="var(--mantine-color-default-hover)" data-testid="solution-locked">
      <Stack gap="sm" align="flex-start">
        <Group gap="xs" wrap="nowrap">
          <IconLock size={20} aria-hidden />
          <Text fw={600}>{t('paywall.locked', { hidden: access.hiddenSteps })}</Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t('paywall.lockedText')}
        </Text>
        {signedIn ? (
          <Button leftSection={<IconLockOpen size={16} aria-hidden />} loading={pending} onClick={unlock}>
            {t('paywall.unlock', { tokens: tokensText(access.price) })}
          </Button>
        ) : (
          <LogInToUnlock />
        )}
        {shortage && <NotEnoughTokens message={shortage} />}
      </Stack>
    </Card>
  );
}

/** The task's hint: shown when free or bought, else the button that buys it. */
export function SolutionHint({ homeworkId, access }: { homeworkId: string; access: TSolutionAccess }) {
  const { t } = useTranslation();
  const signedIn = useIsAuthenticated();
  const { unlock, pending, shortage } = useUnlock(homeworkId, 'HINT');
  const { hint } = access;
  if (!hint.available) return null;
  if (hint.unlocked) {
    if (!hint.text) return null;
    return (
      <Card withBorder radius="md" padding="sm" component="section" aria-labelledby="hint-heading">
        <Stack gap="xs">
          <Group gap={6} wrap="nowrap">
            <IconBulb size={18} aria-hidden color="var(--mantine-color-yellow-6)" />
            <Title order={3} size="h5" id="hint-heading">
              {t('paywall.hint')}
            </Title>
          </Group>
          <RichContent html={hint.text} />
        </Stack>
      </Card>
    );
  }
  return (
    <Stack gap="xs" align="flex-start">
      {signedIn ? (
        <Button
          variant="light"
          color="yellow"
          leftSection={<IconBulb size={16} aria-hidden />}
          loading={pending}
          onClick={unlock}
        >
          {t('paywall.hintFor', { tokens: tokensText(hint.price) })}
        </Button>
      ) : (
        <Group gap="xs">
          <IconBulb size={16} aria-hidden />
          <Text size="sm">{t('paywall.hintLocked')}</Text>
          <LogInToUnlock />
        </Group>
      )}
      {shortage && <NotEnoughTokens message={shortage} />}
    </Stack>
  );
}

/** 'Poproś autora o sprawdzenie rozwiązania': signed-in readers of a task whose author can still answer. */
export function SolutionCheck({ homeworkId, access }: { homeworkId: string; access: TSolutionAccess }) {
  const { t } = useTranslation();
  const signedIn = useIsAuthenticated();
  const [opened, setOpened] = useState(false);
  // Mounted from the first opening on, so that the files and comment typed are kept when it is closed and reopened.
  const [dialogUsed, setDialogUsed] = useState(false);
  if (opened && !dialogUsed) setDialogUsed(true);
  const [roomId, setRoomId] = useState<string | null>(null);
  if (!access.solutionCheck.available || !signedIn) return null;
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant="light"
        leftSection={<IconMessageCircle size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        style={{ maxWidth: '100%', height: 'auto', minHeight: 36, whiteSpace: 'normal' }}
      >
        {t('paywall.solutionCheck', { tokens: tokensText(access.solutionCheck.price) })}
      </Button>
      {roomId && (
        <Anchor component={Link} to={`/chat?chatRoomId=${roomId}`} size="sm" fw={600}>
          {t('paywall.openChat')}
        </Anchor>
      )}
      {dialogUsed && (
        <Suspense fallback={null}>
          <SolutionPaywallCheckDialog
            homeworkId={homeworkId}
            price={access.solutionCheck.price}
            opened={opened}
            onClose={() => setOpened(false)}
            onSent={(room) => {
              setRoomId(room);
              setOpened(false);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/** The author (or ADMIN) of a paid solution sees all of it, marked as paid for everybody else. */
export function PaidSolutionNote() {
  const { t } = useTranslation();
  return (
    <Group gap={6}>
      <IconLockOpen size={16} aria-hidden />
      <Text size="sm" c="dimmed">
        {t('paywall.paidNote')}
      </Text>
    </Group>
  );
}
