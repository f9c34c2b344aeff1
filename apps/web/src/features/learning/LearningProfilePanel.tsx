import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TLearningProfileView } from '@zadania/shared';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, RetryAlert } from '../../components/ErrorAlert';
import { LearningProfileForm } from './LearningProfileForm';
import { useLearningProfile, useSkipProfile, useStartDiagnostic } from './useLearningProfile';
import './learning.pl';

/**
 * "Twój poziom" (issue 59): the school year and goal practice keeps to, changed with "Zmień", and the diagnostic.
 * With `onboarding`, a student who has neither chosen nor skipped sees the short first step instead: the form and
 * "Pomiń", which is remembered so that the step does not come back.
 */
export function LearningProfilePanel({ onboarding = false }: { onboarding?: boolean }) {
  const { t } = useTranslation();
  const profile = useLearningProfile();
  const [editing, setEditing] = useState(false);

  if (profile.isPending) return <Skeleton h={64} radius="md" role="status" aria-label={t('app.loading')} />;
  if (profile.isError) {
    return (
      <RetryAlert
        message={t('learning.profile.loadError')}
        retryLabel={t('learning.profile.retry')}
        onRetry={() => void profile.refetch()}
      />
    );
  }
  const view = profile.data;
  if (onboarding && view.level === null && !view.skipped) return <FirstStep profile={view} />;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('learning.profile.title')}
      </Title>
      {editing ? (
        <LearningProfileForm
          profile={view}
          onSaved={() => setEditing(false)}
          actions={
            <Button variant="default" onClick={() => setEditing(false)}>
              {t('learning.profile.cancel')}
            </Button>
          }
        />
      ) : (
        <Group gap="sm" justify="space-between" wrap="wrap">
          <Stack gap={2}>
            <Text data-testid="learning-profile">{summaryOf(view, t)}</Text>
            {view.level ? (
              <Text size="sm" c="dimmed">
                {t('learning.profile.scope')}
              </Text>
            ) : null}
          </Stack>
          <Button variant="default" onClick={() => setEditing(true)}>
            {t('learning.profile.change')}
          </Button>
        </Group>
      )}
      {view.level && !editing ? <DiagnosticOffer taken={view.diagnosticSessionId !== null} /> : null}
    </Stack>
  );
}

function summaryOf(view: TLearningProfileView, t: TFunction) {
  if (!view.level || !view.goal) return t('learning.profile.notChosen');
  const parts = { level: t(`learning.profile.levels.${view.level}`), goal: t(`learning.profile.goals.${view.goal}`) };
  return view.examYear
    ? t('learning.profile.summaryWithYear', { ...parts, year: view.examYear })
    : t('learning.profile.summary', parts);
}

function FirstStep({ profile }: { profile: TLearningProfileView }) {
  const { t } = useTranslation();
  const skip = useSkipProfile();
  return (
    <Stack gap="sm" data-testid="learning-onboarding">
      <Title order={2} size="h3">
        {t('learning.profile.onboardingTitle')}
      </Title>
      <Text>{t('learning.profile.onboardingText')}</Text>
      <LearningProfileForm
        profile={profile}
        actions={
          <Button variant="subtle" onClick={() => skip.mutate()} loading={skip.isPending}>
            {t('learning.profile.skip')}
          </Button>
        }
      />
      <ErrorAlert message={skip.isError ? t('learning.profile.saveError') : null} />
    </Stack>
  );
}

function DiagnosticOffer({ taken }: { taken: boolean }) {
  const { t } = useTranslation();
  const start = useStartDiagnostic();
  const button = (
    <Button variant={taken ? 'subtle' : 'filled'} onClick={() => start.mutate()} loading={start.isPending}>
      {t(taken ? 'learning.profile.diagnosticAgain' : 'learning.profile.diagnosticStart')}
    </Button>
  );
  return (
    <Stack gap="xs">
      {taken ? (
        <Group>{button}</Group>
      ) : (
        <>
          <Title order={3} size="h5">
            {t('learning.profile.diagnosticTitle')}
          </Title>
          <Text size="sm">{t('learning.profile.diagnosticText')}</Text>
          <Group>{button}</Group>
        </>
      )}
      <ErrorAlert message={start.isError ? start.error.message : null} />
    </Stack>
  );
}

/** The same, for the account settings: no first step, only the profile and the way to change it. */
export function LearningProfileSettings() {
  return <LearningProfilePanel />;
}
