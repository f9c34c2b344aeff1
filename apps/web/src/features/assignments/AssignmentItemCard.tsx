import { Alert, Button, Card, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { assignmentMessages, type TAssignmentItem, type TAssignmentTask } from '@zadania/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../components/FormParts';
import { errorText } from '../../lib/api/api-error';
import { RichContent } from '../../lib/rich-text/LazyRichContent';
import type { TMathFieldModule } from '../homework';
import { AnswerVerdict, MathAnswerInput } from '../homework';
import { AssignmentGoalItem } from './AssignmentGoalItem';
import { AssignmentMockItem } from './AssignmentMockItem';
import { useAssignmentAnswer } from './useAssignmentAnswer';
import '../homework';
import './assignments.pl';

/**
 * One item of an assignment as the pupil works on it: the statement (their own variant of a generator), the answer
 * field and 'Sprawdź' of the task page, the verdict read out, the attempts left, and the solution once the teacher
 * opened it after the due date.
 */
export function AssignmentItemCard({
  assignmentId,
  item,
  total,
  canAnswer,
  loadMathField,
}: {
  assignmentId: string;
  item: TAssignmentItem;
  total: number;
  /** False past a due date that refuses late work (or when the server says no). */
  canAnswer: boolean;
  loadMathField?: () => Promise<TMathFieldModule>;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const progress = item.progress;
  const solved = progress?.correct === true;
  const outOfAttempts = progress?.attemptsLeft === 0 && !solved;

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            {t('assignments.item.position', { position: item.position, total })}
          </Text>
          <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {item.title}
          </Title>
        </Stack>
        {item.mock ? (
          <AssignmentMockItem mock={item.mock} maxPoints={item.maxPoints} canStart={canAnswer} />
        ) : item.goal ? (
          <AssignmentGoalItem goal={item.goal} />
        ) : item.task ? (
          <RichContent html={item.task.statement} />
        ) : (
          <Alert color="gray">{assignmentMessages.itemUnavailable}</Alert>
        )}
        {progress && !item.mock && !item.goal && (
          <AttemptsLine attempts={progress.attempts} attemptsLeft={progress.attemptsLeft} />
        )}
        {progress?.late && (
          <Text size="sm" c="orange" fw={600}>
            {t('assignments.item.late')}
          </Text>
        )}
        {item.mock || item.goal ? null : solved ? (
          <Text fw={600} c="teal">
            {t('assignments.item.solved')}
          </Text>
        ) : outOfAttempts ? (
          <Text fw={600} c="red">
            {assignmentMessages.noAttemptsLeft}
          </Text>
        ) : null}
        {item.task && canAnswer && (
          <AnswerForm
            assignmentId={assignmentId}
            item={item}
            task={item.task}
            finished={solved || outOfAttempts}
            loadMathField={loadMathField}
          />
        )}
        {item.solution && (
          <Stack gap="xs" data-testid="assignment-solution">
            <Title order={3} size="h5">
              {t('assignments.item.solution')}
            </Title>
            <div>
              <Text fw={600} size="sm">
                {t('assignments.item.expected')}
              </Text>
              <RichContent html={item.solution.expected} />
            </div>
            {item.solution.steps.map((step) => (
              <div key={`${step.title}\n${step.description}\n${step.latex}`}>
                {step.title && <Text fw={500}>{step.title}</Text>}
                <RichContent html={step.description} />
                {step.latex && <RichContent html={step.latex} />}
              </div>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function AttemptsLine({ attempts, attemptsLeft }: { attempts: number; attemptsLeft: number | null }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed">
      {attemptsLeft === null
        ? t('assignments.item.attemptsUnlimited', { count: attempts })
        : t('assignments.item.attemptsLeft', { count: attemptsLeft })}
    </Text>
  );
}

/** The answer field of an open item (the task page's maths field) or the choices of a closed one, and 'Sprawdź'. */
function AnswerForm({
  assignmentId,
  item,
  task,
  finished,
  loadMathField,
}: {
  assignmentId: string;
  item: TAssignmentItem;
  task: TAssignmentTask;
  /** Solved or out of attempts: only the last verdict stays. */
  finished: boolean;
  loadMathField?: () => Promise<TMathFieldModule>;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const [answer, setAnswer] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const { mutation, result, clearResult } = useAssignmentAnswer(assignmentId, item.position);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (mutation.isPending) return;
    const typed = answer.trim();
    if (!typed) {
      clearResult();
      setMissing(task.closed ? assignmentMessages.choice : assignmentMessages.answerRequired);
      return;
    }
    setMissing(null);
    mutation.mutate(typed);
  };
  const change = (value: string) => {
    setAnswer(value);
    setMissing(null);
    // A verdict speaks of the answer it checked: editing the answer takes it away.
    clearResult();
  };

  const verdict = (
    <div role="status" aria-live="polite" aria-atomic>
      {result && <AnswerVerdict key={result.attempts} correct={result.correct} message={result.message} />}
    </div>
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        {finished ? null : task.closed ? (
          <Radio.Group label={t('assignments.item.choices')} value={answer} onChange={change}>
            <Stack gap="xs" mt="xs">
              {task.choices.map((choice) => (
                <Radio
                  key={choice.id}
                  value={choice.id}
                  label={
                    <Group gap={6} wrap="nowrap" align="flex-start">
                      {choice.label ? <Text fw={600}>{choice.label}.</Text> : null}
                      <RichContent html={choice.answer} />
                    </Group>
                  }
                />
              ))}
            </Stack>
          </Radio.Group>
        ) : (
          <Stack gap={4}>
            <Text size="sm" fw={500} id={labelId}>
              {t('answerCheck.inputLabel')}
            </Text>
            <MathAnswerInput
              labelId={labelId}
              hintId={hintId}
              errorId={missing ? errorId : null}
              value={answer}
              onChange={change}
              onSubmit={() => submit()}
              load={loadMathField}
            />
            {task.answerCheck && (
              <Text size="xs" c="dimmed" id={hintId}>
                {t(`answerCheck.hints.${task.answerCheck.kind}`)}
              </Text>
            )}
          </Stack>
        )}
        {!finished && (
          <Button type="submit" loading={mutation.isPending} w="fit-content">
            {t('answerCheck.check')}
          </Button>
        )}
        {verdict}
        {result && !result.correct && result.attemptsLeft !== 0 && (
          <Text size="sm">{t('assignments.item.tryAgain')}</Text>
        )}
        <InlineError
          id={errorId}
          message={missing ?? (mutation.isError ? errorText(mutation.error, t('toasts.serverError')) : null)}
        />
      </Stack>
    </form>
  );
}
