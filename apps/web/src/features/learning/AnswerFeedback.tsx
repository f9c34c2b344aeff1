import { Alert, Badge, Stack, Text } from '@mantine/core';
import type { TPracticeItem, TSessionAnswerResult } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { formatRelative } from '../../i18n/dates';
import { RichContent } from '../../lib/rich-text/LazyRichContent';
import { masteryColors } from './mastery-colors';
import './learning.pl';

/** A checked answer: right or wrong, the concept's new mastery, and after a wrong one the right answer and its steps. */
export function AnswerFeedback({ item, result }: { item: TPracticeItem; result: TSessionAnswerResult }) {
  const { t } = useTranslation();
  const { mastery } = result;
  return (
    <Stack gap="sm" role="status" aria-live="polite">
      <Alert
        color={result.correct ? 'teal' : 'red'}
        title={t(result.correct ? 'learning.session.correct' : 'learning.session.wrong')}
      >
        <Text size="sm">
          {t('learning.session.mastery', {
            name: item.conceptName,
            state: t(`learning.map.states.${mastery.state}`),
            when: formatRelative(mastery.due),
          })}
        </Text>
        <Badge color={masteryColors[mastery.state]} variant="light" radius="sm" mt={4}>
          {t(`learning.map.states.${mastery.state}`)}
        </Badge>
      </Alert>
      {result.correct ? null : (
        <>
          <div>
            <Text fw={600}>{t('learning.session.expected')}</Text>
            <RichContent html={result.expected} />
          </div>
          {result.explanation.length > 0 ? (
            <div>
              <Text fw={600} mb="xs">
                {t('learning.session.explanation')}
              </Text>
              <Stack gap="sm">
                {result.explanation.map((step) => (
                  <div key={`${step.title}\n${step.description}\n${step.latex}`}>
                    <Text fw={500}>{step.title}</Text>
                    <RichContent html={step.description} />
                    {step.latex ? <RichContent html={step.latex} /> : null}
                  </div>
                ))}
              </Stack>
            </div>
          ) : null}
        </>
      )}
    </Stack>
  );
}
