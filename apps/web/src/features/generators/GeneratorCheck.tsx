import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { answerCheckMessages, type TGeneratorCheckResult } from '@zadania/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/api-error';
import { RichContent } from '../../lib/rich-text/LazyRichContent';
import { AnswerVerdict, MathAnswerInput, type TMathFieldModule } from '../homework';
import { generatorsApi } from './generators-api';
import { blockMathHtml, inlineMathHtml } from './math-html';
import './generators.pl';

/**
 * The answer to one variant: the maths input of the task pages, 'Sprawdź', the verdict, and then the right answer
 * and the worked solution, every step of which the CAS has checked. Nothing is recorded.
 */
export function GeneratorCheck({
  generatorId,
  seed,
  loadMathField,
}: {
  generatorId: string;
  seed: number;
  loadMathField?: () => Promise<TMathFieldModule>;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const [answer, setAnswer] = useState('');
  const [missing, setMissing] = useState(false);
  const check = useMutation({ mutationFn: (typed: string) => generatorsApi.check(generatorId, seed, typed) });
  const submit = () => {
    if (check.isPending) return;
    const typed = answer.trim();
    setMissing(!typed);
    if (typed) check.mutate(typed);
  };
  const error = missing
    ? answerCheckMessages.answerRequired
    : check.isError
      ? check.error instanceof ApiError
        ? check.error.message
        : t('toasts.serverError')
      : null;

  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text size="sm" fw={500} id={labelId}>
          {t('generators.answerLabel')}
        </Text>
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <div style={{ flex: 1, minWidth: 0 }}>
            <MathAnswerInput
              labelId={labelId}
              hintId={hintId}
              value={answer}
              onChange={(value) => {
                setAnswer(value);
                setMissing(false);
                check.reset();
              }}
              onSubmit={submit}
              errorId={error ? errorId : null}
              load={loadMathField}
            />
          </div>
          <Button onClick={submit} loading={check.isPending}>
            {t('generators.check')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed" id={hintId}>
          {t('generators.answerHint')}
        </Text>
      </Stack>
      {error ? (
        <Text size="sm" c="red" role="alert" id={errorId}>
          {error}
        </Text>
      ) : null}
      <div role="status" aria-live="polite" aria-atomic>
        {check.data ? (
          <AnswerVerdict
            correct={check.data.correct}
            message={check.data.correct ? t('generators.correct') : t('generators.wrong')}
          />
        ) : null}
      </div>
      {check.data ? <WorkedSolution result={check.data} /> : null}
    </Stack>
  );
}

/** The right answer and the steps of the solution. */
function WorkedSolution({ result }: { result: TGeneratorCheckResult }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <div>
        <Text fw={600}>{t('generators.expected')}</Text>
        <RichContent html={inlineMathHtml(result.expected)} />
      </div>
      {result.steps.length > 0 ? (
        <div>
          <Text fw={600} mb="xs">
            {t('generators.steps')}
          </Text>
          <Stack gap="sm" component="ol" pl="md" m={0}>
            {result.steps.map((step, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the steps of one solution never change order
              <li key={index}>
                <RichContent html={step.explanation} />
                {step.math ? <RichContent html={blockMathHtml(step.math)} /> : null}
              </li>
            ))}
          </Stack>
        </div>
      ) : null}
    </Stack>
  );
}
