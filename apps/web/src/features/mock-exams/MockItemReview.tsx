import { Accordion, Alert, Badge, Group, List, Stack, Text } from '@mantine/core';
import type { TMockAnswer, TMockAttempt, TMockItemForStudent, TMockResult } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../components/number-format';
import { RichContent } from '../../lib/rich-text/LazyRichContent';
import { plainTextWithMathToHtml } from './mock-answers';
import { mockExamsPl } from './mock-exams.pl';
import { SelfAssessmentForm } from './SelfAssessmentForm';

type TSolution = NonNullable<TMockAttempt['solutions']>[number];

/** Per item of the paper: its points (or that the student scores it), the statement, the answer given and the solution. */
export function MockItemReview({ attempt, result }: { attempt: TMockAttempt; result: TMockResult }) {
  const { t } = useTranslation();
  const itemsByPosition = new Map(attempt.items.map((item) => [item.position, item]));
  const answers = new Map(attempt.answers.map(({ position, answer }) => [position, answer]));
  const solutions = new Map((attempt.solutions ?? []).map((solution) => [solution.position, solution]));
  const assessed = new Map((result.selfAssessment?.items ?? []).map((item) => [item.position, item.points]));
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
                {scored.selfAssessment && assessed.has(scored.position) ? (
                  <Text size="sm">
                    {t('mockExams.result.itemSelfAssessed', {
                      points: assessed.get(scored.position) ?? 0,
                      max: scored.maxPoints,
                    })}
                  </Text>
                ) : scored.selfAssessment ? (
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
                {scored.selfAssessment && solutions.get(scored.position)?.rubric.length ? (
                  <SelfAssessmentForm
                    attemptId={attempt.attemptId}
                    position={scored.position}
                    rubric={solutions.get(scored.position)!.rubric}
                    result={result}
                  />
                ) : null}
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

/** The right answer, the model solution and the rubric of an item, as sent with the submitted attempt. */
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
