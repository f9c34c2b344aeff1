import { Button, Card, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichContent } from '../../lib/rich-text/LazyRichContent';
import './homework.pl';

/** An open task's answer, hidden behind 'Pokaż odpowiedź'. */
export function OpenAnswer({ answer }: { answer: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <Stack gap="sm" align="flex-start">
      <Button variant="light" onClick={() => setShown((value) => !value)} aria-expanded={shown} aria-controls={id}>
        {shown ? t('homework.hideAnswer') : t('homework.showAnswer')}
      </Button>
      {shown && (
        <Card withBorder radius="md" padding="md" id={id} w="100%">
          <Text fw={600} mb="xs">
            {t('homework.answer')}
          </Text>
          <RichContent html={answer} />
        </Card>
      )}
    </Stack>
  );
}
