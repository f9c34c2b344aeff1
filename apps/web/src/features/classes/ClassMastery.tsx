import { Button, Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { classMasteryEndpoints, type TClass, type TClassRequirementMastery } from '@zadania/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../components/ErrorAlert';
import { PlainList } from '../../components/PlainList';
import { RequirementWords, requirementName } from '../../components/RequirementWords';
import { TitledCard } from '../../components/TitledSection';
import { callEndpoint } from '../../lib/api/call-endpoint';
import './classes.pl';

const shownAtFirst = 8;

/** A class's mastery per requirement, for its teachers. */
export const useClassMastery = (classId: string) =>
  useQuery({
    queryKey: ['classes', 'class', classId, 'mastery'] as const,
    queryFn: ({ signal }) =>
      callEndpoint(classMasteryEndpoints.classMastery, { params: { id: classId }, signal, errorToast: false }),
  });

/**
 * What the class has mastered, per requirement of the curriculum, the weakest first: how many pupils mastered it
 * of those who met it, and a line of the last weeks, so that a teacher sees what to go over again.
 */
export function ClassMastery({ schoolClass }: { schoolClass: TClass }) {
  const { t } = useTranslation();
  const headingId = useId();
  const mastery = useClassMastery(schoolClass.id);
  const [all, setAll] = useState(false);
  const requirements = mastery.data?.requirements ?? [];
  const shown = all ? requirements : requirements.slice(0, shownAtFirst);
  return (
    <TitledCard id={headingId} title={t('classes.mastery.title')}>
      {mastery.isPending ? (
        <Skeleton height={120} radius="sm" role="status" aria-label={t('app.loading')} />
      ) : mastery.isError ? (
        <RetryAlert
          message={t('classes.mastery.loadError')}
          retryLabel={t('classes.retry')}
          onRetry={() => void mastery.refetch()}
        />
      ) : requirements.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('classes.mastery.empty')}
        </Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('classes.mastery.intro', { weeks: mastery.data.weeks.length })}
          </Text>
          <PlainList gap="sm" aria-labelledby={headingId}>
            {shown.map((requirement) => (
              <RequirementRow key={`${requirement.system}:${requirement.code}`} requirement={requirement} />
            ))}
          </PlainList>
          {requirements.length > shownAtFirst && (
            <Button variant="subtle" w="fit-content" onClick={() => setAll(!all)}>
              {all ? t('classes.mastery.fewer') : t('classes.mastery.all', { count: requirements.length })}
            </Button>
          )}
        </Stack>
      )}
    </TitledCard>
  );
}

function RequirementRow({ requirement }: { requirement: TClassRequirementMastery }) {
  const { t } = useTranslation();
  const share = requirement.met === 0 ? 0 : Math.round((100 * requirement.mastered) / requirement.met);
  const summary = t('classes.mastery.row', { mastered: requirement.mastered, met: requirement.met });
  return (
    <Stack component="li" gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-end">
        <div style={{ minWidth: 0 }}>
          <RequirementWords code={requirement.code} text={requirement.text} />
        </div>
        <Text size="sm" data-testid={`mastery-${requirement.code}`} style={{ flex: 'none', whiteSpace: 'nowrap' }}>
          {summary}
        </Text>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <Progress
          value={share}
          color={share >= 70 ? 'teal' : share >= 40 ? 'yellow' : 'red'}
          style={{ flex: 1 }}
          aria-label={`${requirementName(requirement)}: ${summary}`}
        />
        <History values={requirement.history} max={requirement.met} />
      </Group>
    </Stack>
  );
}

/** The mastered count at each week's end as a small line; read out as the numbers themselves. */
function History({ values, max }: { values: number[]; max: number }) {
  const { t } = useTranslation();
  const width = 72;
  const height = 20;
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  const y = (value: number) => height - 2 - (max === 0 ? 0 : (value / max) * (height - 4));
  const points = values.map((value, index) => `${(index * step).toFixed(1)},${y(value).toFixed(1)}`).join(' ');
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={t('classes.mastery.history', { values: values.join(', ') })}
      style={{ flex: 'none' }}
    >
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth={2} />
    </svg>
  );
}
