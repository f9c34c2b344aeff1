import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  answerCheckLimits,
  answerCheckMessages,
  learningLimits,
  type TAnswerAttemptList,
  type TAnswerKind,
  type TCheckAnswerResult,
  type TSubject,
} from '@zadania/shared';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../../components/FormParts';
import { NextStep } from '../../learning';
import { AnswerVerdict } from './AnswerVerdict';
import { answerCheckApi, answerCheckKeys } from './answer-check-api';
import type { TMathFieldModule } from './load-math-field';
import { MathAnswerInput } from './MathAnswerInput';
import { wantsChemistryKeyboard } from './math-keyboard';
import '../homework.pl';

const AnswerAttemptList = lazy(() =>
  import('./AnswerAttemptList').then((module) => ({ default: module.AnswerAttemptList })),
);

/** The signed-in student's side of the panel: the answer field, 'Sprawdź', the verdict and the earlier attempts. */
export type TAnswerCheckFormProps = {
  homeworkId: string;
  kind: TAnswerKind;
  /** The task's subject: a chemistry task's keyboard has the chemistry row (issue 73). */
  subject?: TSubject;
  /** The task's concepts: after a wrong answer, a session of similar tasks practises the first. */
  conceptIds?: string[];
  /** How MathLive is loaded (tests pass their own). */
  loadMathField?: () => Promise<TMathFieldModule>;
};

export function AnswerCheckForm({ homeworkId, kind, subject, conceptIds = [], loadMathField }: TAnswerCheckFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<TCheckAnswerResult | null>(null);
  const key = answerCheckKeys.attempts(homeworkId);
  const attempts = useQuery({ queryKey: key, queryFn: ({ signal }) => answerCheckApi.attempts(homeworkId, signal) });

  // The time taken (the attempt log, issue 36): from the form shown, or from the last verdict, to this answer.
  const startedAt = useRef(performance.now());
  const check = useMutation({
    mutationFn: (typed: string) => {
      const timeTakenMs = Math.min(Math.round(performance.now() - startedAt.current), learningLimits.timeTakenMaxMs);
      return answerCheckApi.check(homeworkId, typed, timeTakenMs);
    },
    onMutate: () => setError(null),
    onSuccess: (checked) => {
      startedAt.current = performance.now();
      setResult(checked);
      queryClient.setQueryData<TAnswerAttemptList>(key, (old) => ({
        results: [checked.attempt, ...(old?.results ?? []).filter((item) => item.id !== checked.attempt.id)].slice(
          0,
          answerCheckLimits.historySize,
        ),
      }));
    },
    onError: (failure) => {
      setResult(null);
      setError(failure instanceof Error && failure.message ? failure.message : t('toasts.serverError'));
    },
  });

  const submit = () => {
    if (check.isPending) return;
    const typed = answer.trim();
    if (!typed) {
      setResult(null);
      setError(answerCheckMessages.answerRequired);
      return;
    }
    check.mutate(typed);
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('answerCheck.intro')}
      </Text>
      <Stack gap={4}>
        <Text size="sm" fw={500} id={labelId}>
          {t('answerCheck.inputLabel')}
        </Text>
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <div style={{ flex: 1, minWidth: 0 }}>
            <MathAnswerInput
              chemistry={wantsChemistryKeyboard(subject, kind)}
              labelId={labelId}
              hintId={hintId}
              errorId={error ? errorId : null}
              value={answer}
              onChange={(value) => {
                setAnswer(value);
                setError(null);
                // A verdict speaks of the answer it checked: editing the answer takes it away.
                setResult(null);
              }}
              onSubmit={submit}
              load={loadMathField}
            />
          </div>
          <Button onClick={submit} loading={check.isPending} data-math-check>
            {t('answerCheck.check')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed" id={hintId}>
          {t(`answerCheck.hints.${kind}`)}
        </Text>
      </Stack>
      <div role="status" aria-live="polite" aria-atomic data-testid="answer-check-status">
        {result && (
          <AnswerVerdict
            key={result.attempt.id}
            correct={result.correct}
            message={result.message || (result.correct ? answerCheckMessages.correct : answerCheckMessages.wrong)}
          />
        )}
      </div>
      {result ? (
        <NextStep key={result.attempt.id} homeworkId={homeworkId} conceptIds={conceptIds} correct={result.correct} />
      ) : null}
      <InlineError id={errorId} message={error} />
      <AttemptHistory state={attempts} />
    </Stack>
  );
}

function AttemptHistory({
  state,
}: {
  state: { data: TAnswerAttemptList | undefined; isPending: boolean; isError: boolean };
}) {
  const { t } = useTranslation();
  const skeleton = <Skeleton height={24} radius="sm" aria-hidden />;
  let content: React.ReactNode;
  if (state.data && state.data.results.length > 0)
    content = (
      <Suspense fallback={skeleton}>
        <AnswerAttemptList attempts={state.data.results} />
      </Suspense>
    );
  else if (state.data)
    content = (
      <Text size="sm" c="dimmed">
        {t('answerCheck.historyEmpty')}
      </Text>
    );
  else if (state.isError)
    content = (
      <Text size="sm" c="dimmed">
        {t('answerCheck.historyError')}
      </Text>
    );
  else content = skeleton;
  return (
    <Stack gap={6}>
      <Title order={3} size="h5">
        {t('answerCheck.history')}
      </Title>
      {content}
    </Stack>
  );
}
