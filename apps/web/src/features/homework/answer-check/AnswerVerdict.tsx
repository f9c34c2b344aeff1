import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';

/** The server's verdict on a checked answer: a tick or a cross and its Polish message, in teal or red. */
export function AnswerVerdict({ correct, message }: { correct: boolean; message: string }) {
  return (
    <Group gap="xs" wrap="nowrap" data-testid="answer-verdict">
      <ThemeIcon color={correct ? 'teal' : 'red'} variant="light" radius="xl" aria-hidden>
        {correct ? <IconCircleCheck size={20} /> : <IconCircleX size={20} />}
      </ThemeIcon>
      <Text fw={600} c={correct ? 'teal' : 'red'}>
        {message}
      </Text>
    </Group>
  );
}
