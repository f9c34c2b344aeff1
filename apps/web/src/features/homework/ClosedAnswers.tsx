import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { learningLimits, type THomework } from '@zadania/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../components/FormParts';
import { RichContent } from '../../lib/rich-text/LazyRichContent';
import { useIsAuthenticated } from '../../lib/session/useSession';
import { NextStep } from '../learning';
import { answerCheckApi } from './answer-check/answer-check-api';
import { answerLetter } from './answer-letter';
import './homework.pl';

/** Where a paid solution holds the answer back: it comes with the solution, unlocked below. */
export function AnswerHeldBack() {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed">
      {t('homework.answerHeldBack')}
    </Text>
  );
}

/**
 * A closed task's answers A, B, C… as a radio group; 'Sprawdź' says whether the choice is right. For a signed-in
 * reader of a task (`homeworkId`) the server checks and records the choice (the attempt log, issue 36) and the
 * next step follows; otherwise the page checks it. When a paid solution holds the right answer back, the choices
 * show without a check.
 */
export function ClosedAnswers({
  answers,
  heldBack = false,
  homeworkId,
  conceptIds = [],
}: {
  answers: THomework['answers'];
  heldBack?: boolean;
  homeworkId?: string;
  conceptIds?: string[];
}) {
  const { t } = useTranslation();
  const isAuthenticated = useIsAuthenticated();
  const [selected, setSelected] = useState<string | null>(null);
  const [result, setResult] = useState<boolean | null>(null);
  const shownAt = useRef(performance.now());
  const recorded = useMutation({
    mutationFn: (answerId: string) =>
      answerCheckApi.checkChoice(
        homeworkId!,
        answerId,
        Math.min(Math.round(performance.now() - shownAt.current), learningLimits.timeTakenMaxMs),
      ),
    onSuccess: (checked) => setResult(checked.correct),
  });
  const checkOnServer = isAuthenticated && Boolean(homeworkId);
  const check = () => {
    if (selected === null) return;
    if (checkOnServer) recorded.mutate(selected);
    else setResult(answers.find((answer) => answer.id === selected)?.correct === true);
  };

  return (
    <Stack gap="sm">
      <Radio.Group
        label={t('homework.chooseAnswer')}
        value={selected}
        onChange={(value) => {
          setSelected(value);
          setResult(null);
        }}
      >
        <Stack gap="xs" mt="xs">
          {answers.map((answer, index) => (
            <Radio.Card key={answer.id} value={answer.id} radius="md" p="sm">
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator mt={2} />
                <Text fw={700} component="span">
                  {answerLetter(answer.label, index)}.
                </Text>
                <RichContent html={answer.answer} style={{ flex: 1 }} />
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
      {heldBack ? (
        <AnswerHeldBack />
      ) : (
        <Group>
          <Button disabled={selected === null} loading={recorded.isPending} onClick={check}>
            {t('homework.check')}
          </Button>
        </Group>
      )}
      {result !== null && (
        <Alert
          role="status"
          color={result ? 'green' : 'red'}
          icon={result ? <IconCheck size={18} /> : <IconX size={18} />}
          title={result ? t('homework.correct') : t('homework.incorrect')}
        />
      )}
      <InlineError message={recorded.isError ? recorded.error.message : null} />
      {checkOnServer && result !== null && homeworkId ? (
        <NextStep homeworkId={homeworkId} conceptIds={conceptIds} correct={result} />
      ) : null}
    </Stack>
  );
}
