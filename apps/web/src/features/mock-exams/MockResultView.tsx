import {
  Accordion,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  requirementKey,
  type TMockAnswer,
  type TMockAttempt,
  type TMockItemForStudent,
  type TMockRequirementScore,
  type TMockResult,
} from '@zadania/shared';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount } from '../../components/number-format';
import { PlainList } from '../../components/PlainList';
import { TitledCard, TitledSection } from '../../components/TitledSection';
import { RichContent } from '../../lib/rich-text/LazyRichContent';
import { curriculumApi, curriculumKeys } from '../curriculum/curriculum-api';
import { plainTextWithMathToHtml, practiseLink } from './mock-answers';
import { mockExamsPl } from './mock-exams.pl';

type TSolution = NonNullable<TMockAttempt['solutions']>[number];

/** The requirements by points lost, most first (then in the paper's order). */
export function sortByLost(scores: readonly TMockRequirementScore[]): TMockRequirementScore[] {
  return scores
    .map((score, index) => ({ score, index }))
    .sort((a, b) => b.score.maxPoints - b.score.points - (a.score.maxPoints - a.score.points) || a.index - b.index)
    .map(({ score }) => score);
}

/** The curriculum's wording of each requirement (by `system:code`), to name them; codes alone until it loads. */
function useRequirementNames() {
  const curriculum = useQuery({
    queryKey: curriculumKeys.curriculum,
    queryFn: ({ signal }) => curriculumApi.get(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return useMemo(() => {
    const names = new Map<string, string>();
    for (const system of curriculum.data?.systems ?? [])
      for (const requirement of system.requirements)
        names.set(requirementKey({ system: system.code, code: requirement.code }), requirement.text);
    return names;
  }, [curriculum.data]);
}

/**
 * The scored attempt: the score, the forecast of the real exam with how to read it, what to practise next, the
 * points per requirement with links to practise each, and per item the points, the right answer, the model
 * solution and the rubric. Items no machine scores say so and are left to the student.
 */
export function MockResultView({
  attempt,
  result,
  notice,
}: {
  attempt: TMockAttempt;
  result: TMockResult;
  notice: string | null;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const names = useRequirementNames();
  const nameOf = (requirement: { system: string; code: string }) => {
    const text = names.get(requirementKey(requirement));
    return text ? `${requirement.code} ${text}` : requirement.code;
  };
  const requirements = sortByLost(result.byRequirement);
  const weakest = requirements.find((score) => score.points < score.maxPoints) ?? null;
  const { forecast } = result;

  return (
    <Stack gap="lg">
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
          <Card withBorder radius="sm" padding="sm" data-testid="mock-forecast">
            <Text fw={600}>
              {t('mockExams.result.forecast', { percent: forecast.percent, low: forecast.low, high: forecast.high })}
            </Text>
            <Text size="sm" c="dimmed" mt={4}>
              {t('mockExams.result.forecastHelp', { percent: forecast.percent })}
            </Text>
          </Card>
        </Stack>
      </Card>

      <TitledCard id="mock-next-title" title={t('mockExams.result.nextTitle')} titleSize="h3" padding="lg">
        {weakest ? (
          <>
            <Text>{t('mockExams.result.nextWeakest', { requirement: nameOf(weakest) })}</Text>
            <Group gap="sm">
              <Button
                component={Link}
                to={practiseLink(weakest)}
                rightSection={<IconArrowRight size={16} aria-hidden />}
              >
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

      <TitledSection id="mock-items-title" title={t('mockExams.result.itemsTitle')} titleSize="h3">
        <ItemReview attempt={attempt} result={result} />
      </TitledSection>

      <Anchor component={Link} to={`/exams/${attempt.examId}`}>
        {t('mockExams.result.backToExam')}
      </Anchor>
    </Stack>
  );
}

function ItemReview({ attempt, result }: { attempt: TMockAttempt; result: TMockResult }) {
  const { t } = useTranslation();
  const itemsByPosition = new Map(attempt.items.map((item) => [item.position, item]));
  const answers = new Map(attempt.answers.map(({ position, answer }) => [position, answer]));
  const solutions = new Map((attempt.solutions ?? []).map((solution) => [solution.position, solution]));
  const selfAssessed = result.items.filter((item) => item.selfAssessment).map((item) => String(item.position));
  return (
    <Accordion multiple defaultValue={selfAssessed} variant="separated" chevronPosition="right">
      {result.items.map((scored) => {
        const item = itemsByPosition.get(scored.position);
        return (
          <Accordion.Item key={scored.position} value={String(scored.position)}>
            <Accordion.Control>
              <Group justify="space-between" wrap="wrap" gap="xs" pr="xs">
                <Text fw={600}>{t('mockExams.attempt.item', { n: scored.position })}</Text>
                {scored.selfAssessment ? (
                  <Badge variant="outline" color="orange" radius="sm" tt="none">
                    {t('mockExams.result.notCountedBadge')}
                  </Badge>
                ) : (
                  <Text size="sm">
                    {t('mockExams.result.itemScore', { points: scored.points, max: scored.maxPoints })}
                  </Text>
                )}
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">
                {scored.selfAssessment ? (
                  <Alert color="orange" variant="light" p="xs">
                    {t('mockExams.result.notCounted', {
                      points: formatCount(scored.maxPoints, mockExamsPl.counts.points),
                    })}
                  </Alert>
                ) : null}
                {scored.feedback ? <Text size="sm">{scored.feedback}</Text> : null}
                {item ? <RichContent html={item.statementHtml} /> : null}
                {item ? <GivenAnswer item={item} answer={answers.get(scored.position)} /> : null}
                <SolutionReview solution={solutions.get(scored.position)} />
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}

/** What the student answered, written out (letters, P/F, the typed results). */
function GivenAnswer({ item, answer }: { item: TMockItemForStudent; answer: TMockAnswer | undefined }) {
  const { t } = useTranslation();
  const none = t('mockExams.result.noAnswer');
  const judged = (value: boolean | null | undefined) =>
    value === true ? t('mockExams.items.true') : value === false ? t('mockExams.items.false') : '–';
  let lines: string[] = [];
  if (item.type === 'CLOSED') lines = [answer && 'choice' in answer && answer.choice ? answer.choice : none];
  else if (item.type === 'TRUE_FALSE') {
    const values = answer && 'values' in answer ? answer.values : [];
    lines = [item.statements.map((_, index) => `${index + 1}. ${judged(values[index])}`).join(', ')];
  } else if (item.type === 'MATCHING') {
    const choices = answer && 'choices' in answer ? answer.choices : [];
    lines = [item.prompts.map((_, index) => `${index + 1}. ${choices[index] ?? '–'}`).join(', ')];
  } else {
    const open = answer && 'final' in answer ? answer : { final: '', steps: [] };
    lines = [
      ...item.rubric.steps.map(
        (_, index) => `${t('mockExams.items.step', { n: index + 1 })}: ${open.steps[index]?.trim() || '–'}`,
      ),
      `${t('mockExams.items.final')}: ${open.final.trim() || '–'}`,
    ];
  }
  return (
    <div>
      <Text fw={600} size="sm">
        {t('mockExams.result.yourAnswer')}
      </Text>
      {lines.map((line) => (
        <Text key={line} size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {line}
        </Text>
      ))}
    </div>
  );
}

function SolutionReview({ solution }: { solution: TSolution | undefined }) {
  const { t } = useTranslation();
  if (!solution) return null;
  return (
    <Stack gap="xs">
      {solution.correctHtml ? (
        <div>
          <Text fw={600} size="sm">
            {t('mockExams.result.correct')}
          </Text>
          <RichContent html={solution.correctHtml} copyable={false} />
        </div>
      ) : null}
      {solution.modelSolutionHtml ? (
        <div>
          <Text fw={600} size="sm">
            {t('mockExams.result.modelSolution')}
          </Text>
          <RichContent html={solution.modelSolutionHtml} />
        </div>
      ) : null}
      {solution.rubric.length > 0 ? (
        <div>
          <Text fw={600} size="sm">
            {t('mockExams.result.rubric')}
          </Text>
          <List type="ordered" size="sm" spacing={4}>
            {solution.rubric.map((step) => (
              <List.Item key={step.description}>
                <RichContent html={plainTextWithMathToHtml(step.description)} copyable={false} />
                <Text size="xs" c="dimmed">
                  {t('mockExams.result.rubricStep', { points: step.points })}
                </Text>
                {step.expected ? (
                  <RichContent
                    fz="sm"
                    copyable={false}
                    html={plainTextWithMathToHtml(
                      t('mockExams.result.rubricExpected', { value: `$${step.expected.replaceAll('$', '')}$` }),
                    )}
                  />
                ) : null}
              </List.Item>
            ))}
          </List>
        </div>
      ) : null}
    </Stack>
  );
}
