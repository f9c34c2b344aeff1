import 'katex/dist/katex.min.css';
import { Group, List, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { renderTex } from '@zadania/editor/render-tex';
import type { TAnswerAttempt } from '@zadania/shared';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/dates';
import '../homework.pl';

/** One typed answer as math (KaTeX with untrusted input: a formula that does not parse shows its source). */
function AnswerMath({ latex }: { latex: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (ref.current) ref.current.innerHTML = renderTex(latex, false);
  }, [latex]);
  return <span ref={ref} className="answer-attempt-math" />;
}

/** The student's latest answers to the task, newest first: the answer as math, right or wrong, and when. */
export function AnswerAttemptList({ attempts }: { attempts: TAnswerAttempt[] }) {
  const { t } = useTranslation();
  return (
    <List spacing="xs" listStyleType="none" data-testid="answer-attempts">
      {attempts.map((attempt) => (
        <List.Item key={attempt.id}>
          <Group gap="sm" wrap="wrap">
            <ThemeIcon size="sm" radius="xl" color={attempt.correct ? 'teal' : 'red'} variant="light" aria-hidden>
              {attempt.correct ? <IconCheck size={14} /> : <IconX size={14} />}
            </ThemeIcon>
            <Text span size="sm" fw={600} c={attempt.correct ? 'teal' : 'red'}>
              {attempt.correct ? t('answerCheck.right') : t('answerCheck.wrong')}
            </Text>
            <AnswerMath latex={attempt.answer} />
            <Text span size="xs" c="dimmed">
              <time dateTime={attempt.createdAt}>{formatDateTime(attempt.createdAt)}</time>
            </Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
