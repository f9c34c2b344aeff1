import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { THomework } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichContent } from '../../lib/rich-text/LazyRichContent';
import { answerLetter } from './answer-letter';

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
 * A closed task's answers A, B, C… as a radio group; 'Sprawdź' says whether the choice is right. When a paid
 * solution holds the right answer back, the choices show without a check.
 */
export function ClosedAnswers({ answers, heldBack = false }: { answers: THomework['answers']; heldBack?: boolean }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string | null>(null);
  const [result, setResult] = useState<boolean | null>(null);

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
          <Button
            disabled={selected === null}
            onClick={() => setResult(answers.find((answer) => answer.id === selected)?.correct === true)}
          >
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
    </Stack>
  );
}
