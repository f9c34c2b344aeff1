import { Alert, Anchor, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { requirementKey, type TMockAttempt, type TMockRequirementScore, type TMockResult } from '@zadania/shared';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount } from '../../components/number-format';
import { PlainList } from '../../components/PlainList';
import { TitledCard, TitledSection } from '../../components/TitledSection';
import { practiseLink } from './mock-answers';
import { mockExamsPl } from './mock-exams.pl';

/** Within this many points of percent, the forecast is said to be close to the score. */
const closeForecast = 2;

/** Why the forecast differs from the score, in one sentence (docs/mock-exams.md, the forecast). */
export function forecastReason(result: TMockResult) {
  const forecast = result.forecast;
  if (!forecast || Math.abs(forecast.percent - result.percent) <= closeForecast)
    return 'mockExams.result.forecastClose' as const;
  if (forecast.percent < result.percent) return 'mockExams.result.forecastLower' as const;
  return result.selfAssessmentMaxPoints > 0
    ? ('mockExams.result.forecastHigherSelf' as const)
    : ('mockExams.result.forecastHigher' as const);
}

/** Names a requirement by its code and, once the curriculum is loaded, its wording. */
type TNameOf = (requirement: { system: string; code: string }) => string;

/** The result's headline: why it was handed in, the score, the self-assessed points, the forecast of the real exam. */
export function ResultScoreCard({
  attempt,
  result,
  notice,
  heading,
}: {
  attempt: TMockAttempt;
  result: TMockResult;
  notice: string | null;
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation();
  const { forecast } = result;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="mock-result-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="mock-result-title" ref={heading} tabIndex={-1}>
          {t('mockExams.result.title')}
        </Title>
        {notice ? (
          <Alert color="yellow" role="alert">
            {notice}
          </Alert>
        ) : attempt.submittedBy === 'TIME' ? (
          <Alert color="yellow">{t('mockExams.result.byTime')}</Alert>
        ) : null}
        <div>
          <Text size="sm" c="dimmed">
            {t('mockExams.result.scoreLabel')}
          </Text>
          <Text fz={28} fw={700} data-testid="mock-score">
            {t('mockExams.result.score', { points: result.points, max: result.maxPoints, percent: result.percent })}
          </Text>
        </div>
        {result.selfAssessmentMaxPoints > 0 ? (
          <Text size="sm">
            {t('mockExams.result.selfAssessmentTotal', {
              points: formatCount(result.selfAssessmentMaxPoints, mockExamsPl.counts.points),
            })}
          </Text>
        ) : null}
        {result.selfAssessmentMaxPoints > 0 && !result.selfAssessment ? (
          <Text size="sm">{t('mockExams.result.selfAssessedPending')}</Text>
        ) : null}
        {result.selfAssessment ? (
          <Text size="sm" fw={600} data-testid="mock-self-assessed">
            {t('mockExams.result.selfAssessedTotal', {
              points: result.selfAssessment.points,
              max: result.selfAssessment.maxPoints,
            })}
          </Text>
        ) : null}
        {forecast ? (
          <Card withBorder radius="sm" padding="sm" data-testid="mock-forecast">
            <Text fw={600}>
              {t('mockExams.result.forecast', { percent: forecast.percent, low: forecast.low, high: forecast.high })}
            </Text>
            <Text size="sm" mt={4} data-testid="mock-forecast-why">
              {t(forecastReason(result))}
            </Text>
            <Text size="sm" c="dimmed" mt={4}>
              {t('mockExams.result.forecastHelp', { percent: forecast.percent })}
            </Text>
          </Card>
        ) : (
          <Alert color="blue" data-testid="mock-practice">
            {t('mockExams.result.practice')}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

/** What to do next: practise the weakest requirement, or a practice session when every point was scored. */
export function NextStepCard({ weakest, nameOf }: { weakest: TMockRequirementScore | null; nameOf: TNameOf }) {
  const { t } = useTranslation();
  return (
    <TitledCard id="mock-next-title" title={t('mockExams.result.nextTitle')} titleSize="h3" padding="lg">
      {weakest ? (
        <>
          <Text>{t('mockExams.result.nextWeakest', { requirement: nameOf(weakest) })}</Text>
          <Group gap="sm">
            <Button component={Link} to={practiseLink(weakest)} rightSection={<IconArrowRight size={16} aria-hidden />}>
              {t('mockExams.result.practise')}
            </Button>
            <Button component={Link} to="/learn/session" variant="default">
              {t('mockExams.result.startSession')}
            </Button>
          </Group>
        </>
      ) : (
        <>
          <Text>{t('mockExams.result.nextAllRight')}</Text>
          <Button component={Link} to="/learn/session" w="fit-content">
            {t('mockExams.result.startSession')}
          </Button>
        </>
      )}
    </TitledCard>
  );
}

/** The points per requirement, most lost first, each with a link to practise it when points were lost. */
export function RequirementScores({
  requirements,
  nameOf,
}: {
  requirements: TMockRequirementScore[];
  nameOf: TNameOf;
}) {
  const { t } = useTranslation();
  return (
    <TitledSection id="mock-requirements-title" title={t('mockExams.result.requirementsTitle')} titleSize="h3">
      <Text size="sm" c="dimmed">
        {t('mockExams.result.requirementsIntro')}
      </Text>
      <PlainList gap="xs" data-testid="mock-requirements">
        {requirements.map((score) => {
          const name = nameOf(score);
          const lost = score.maxPoints - score.points;
          return (
            <Card key={requirementKey(score)} component="li" withBorder radius="sm" padding="sm">
              <Stack gap={4}>
                <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
                  <Text fw={600} style={{ flex: '1 1 16rem', overflowWrap: 'anywhere' }}>
                    {name}
                  </Text>
                  <Text size="sm">
                    {t('mockExams.result.requirementScore', { points: score.points, max: score.maxPoints, lost })}
                  </Text>
                </Group>
                <Progress value={(score.points / Math.max(score.maxPoints, 1)) * 100} size="sm" aria-hidden />
                {lost > 0 ? (
                  <Anchor
                    component={Link}
                    to={practiseLink(score)}
                    size="sm"
                    aria-label={t('mockExams.result.practiseNamed', { requirement: name })}
                  >
                    {t('mockExams.result.practise')}
                  </Anchor>
                ) : null}
              </Stack>
            </Card>
          );
        })}
      </PlainList>
    </TitledSection>
  );
}
