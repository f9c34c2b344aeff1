import { Alert, Button, Card, Group, Progress, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconArrowLeft, IconArrowRight, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { TSolution } from '@zadania/shared';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../lib/api/query-keys';
import { countRevealStages } from '../../lib/rich-text/display-math';
import { RichContent } from '../../lib/rich-text/LazyRichContent';
import { homeworkApi } from './homework-api';
import { LockedSteps, PaidSolutionNote, SolutionCheck, SolutionHint } from './SolutionPaywall';
import './homework.pl';

// Images with their viewer, the video player and the attachments' rows load with the first solution that has files:
// the solution is read in the browser (never rendered on the server), and most have none.
const SolutionMedia = lazy(() => import('./SolutionMedia').then((module) => ({ default: module.SolutionMedia })));
const mediaLoading = <Skeleton h={220} radius="md" data-testid="solution-media-loading" />;

type TStep = TSolution['steps'][number];
type TViewMode = 'steps' | 'all';

const viewModeKey = 'zadania.solution-view-mode';

function StepBody({ step, revealStages }: { step: TStep; revealStages?: number }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {step.title}
      </Title>
      {step.description && <RichContent html={step.description} />}
      {step.latex && <RichContent html={step.latex} revealStages={revealStages} />}
    </Stack>
  );
}

/** One step at a time; inside a step, 'Pokaż więcej' reveals one more row or link of its formulas. */
function StepByStep({ steps }: { steps: TStep[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [revealed, setRevealed] = useState(1);
  const step = steps[Math.min(index, steps.length - 1)] as TStep;
  const stages = useMemo(() => (step.latex ? countRevealStages(step.latex) : 1), [step.latex]);
  const goTo = (next: number) => {
    setIndex(next);
    setRevealed(1);
  };

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('homework.stepProgress', { current: index + 1, total: steps.length })}
        </Text>
        <Progress value={((index + 1) / steps.length) * 100} size="sm" aria-hidden />
      </Stack>
      <StepBody step={step} revealStages={revealed} />
      {revealed < stages && (
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setRevealed((value) => value + 1)}
          >
            {t('homework.revealMore')}
          </Button>
        </Group>
      )}
      <Group justify="space-between">
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          disabled={index === 0}
          onClick={() => goTo(index - 1)}
        >
          {t('homework.previous')}
        </Button>
        <Button
          rightSection={<IconArrowRight size={16} aria-hidden />}
          disabled={index >= steps.length - 1}
          onClick={() => goTo(index + 1)}
        >
          {t('homework.next')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The solution of a task: step by step ('Wstecz'/'Dalej') or all steps; the mode is remembered locally. */
export function SolutionViewer({ homeworkId }: { homeworkId: string }) {
  const { t } = useTranslation();
  const [mode, setMode] = useLocalStorage<TViewMode>({ key: viewModeKey, defaultValue: 'steps' });
  const solution = useQuery({
    queryKey: queryKeys.solution(homeworkId),
    queryFn: ({ signal }) => homeworkApi.solution(homeworkId, signal),
  });
  const steps = useMemo(
    () => [...(solution.data?.steps ?? [])].sort((a, b) => a.order - b.order),
    [solution.data?.steps],
  );
  const hasMedia =
    !!solution.data &&
    (solution.data.imageFiles.length > 0 || !!solution.data.videoFile || solution.data.attachmentFiles.length > 0);
  // A paid solution still locked: the server sent its first step only.
  const access = solution.data?.access;
  const locked = !!access?.paid && !access.unlocked;

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="solution-heading">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3" id="solution-heading">
            {t('homework.solution')}
          </Title>
          {steps.length > 0 && !locked && (
            <SegmentedControl
              size="xs"
              aria-label={t('homework.viewMode')}
              value={mode}
              onChange={(value) => setMode(value as TViewMode)}
              data={[
                { value: 'steps', label: t('homework.stepByStep') },
                { value: 'all', label: t('homework.allSteps') },
              ]}
            />
          )}
        </Group>
        {solution.isPending && (
          <Stack gap="xs" aria-hidden>
            <Skeleton height={16} width="40%" />
            <Skeleton height={12} />
            <Skeleton height={12} width="70%" />
          </Stack>
        )}
        {solution.isError && <Alert color="red">{t('homework.solutionError')}</Alert>}
        {access?.paid && access.unlocked && <PaidSolutionNote />}
        {access && <SolutionHint homeworkId={homeworkId} access={access} />}
        {solution.data && !locked && steps.length === 0 && !solution.data.latex && !hasMedia && (
          <Text c="dimmed">{t('homework.noSolution')}</Text>
        )}
        {solution.data && steps.length === 0 && solution.data.latex && <RichContent html={solution.data.latex} />}
        {steps.length > 0 && !locked && mode === 'steps' && (
          <>
            <div data-step-by-step>
              <StepByStep key={homeworkId} steps={steps} />
            </div>
            {/* Without script (a page rendered on the server) the steps cannot be walked: every step is shown. */}
            <noscript>
              <style>{'[data-step-by-step]{display:none}'}</style>
              <Stack gap="lg">
                {steps.map((step) => (
                  <StepBody key={step.id} step={step} />
                ))}
              </Stack>
            </noscript>
          </>
        )}
        {steps.length > 0 && (locked || mode === 'all') && (
          <Stack gap="lg">
            {steps.map((step) => (
              <StepBody key={step.id} step={step} />
            ))}
          </Stack>
        )}
        {access && locked && <LockedSteps homeworkId={homeworkId} access={access} />}
        {solution.data && hasMedia && (
          <Suspense fallback={mediaLoading}>
            <SolutionMedia solution={solution.data} />
          </Suspense>
        )}
        {access && <SolutionCheck homeworkId={homeworkId} access={access} />}
      </Stack>
    </Card>
  );
}
