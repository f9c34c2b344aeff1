import { Box, Button, Group, Text } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import type { TMockItemForStudent } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import type { TAnswerMap } from './mock-answers';
import { isAnswered } from './mock-answers';
import { goToItem } from './useItemFlags';
import './mock-exams.pl';

/** The items' numbers, each showing whether it has an answer and whether it is marked "Wróć do tego"; a click goes there. */
export function ItemNavigator({
  items,
  answers,
  flags,
}: {
  items: readonly TMockItemForStudent[];
  answers: TAnswerMap;
  flags: ReadonlySet<number>;
}) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-labelledby="mock-navigator-title">
      <Text id="mock-navigator-title" size="sm" fw={600}>
        {t('mockExams.attempt.navigator.title')}
      </Text>
      <Text size="xs" c="dimmed" mb={6}>
        {t('mockExams.attempt.navigator.legend')}
      </Text>
      <Group gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item) => {
          const answered = isAnswered(item, answers.get(item.position));
          const flagged = flags.has(item.position);
          const state = [
            answered ? t('mockExams.attempt.navigator.answered') : t('mockExams.attempt.navigator.unanswered'),
            flagged ? t('mockExams.attempt.navigator.flagged') : null,
          ]
            .filter(Boolean)
            .join(', ');
          return (
            <li key={item.position}>
              <Button
                size="compact-sm"
                miw={36}
                h={32}
                variant={answered ? 'filled' : 'default'}
                color={answered ? 'teal.8' : undefined}
                rightSection={flagged ? <IconFlag size={12} aria-hidden /> : undefined}
                aria-label={t('mockExams.attempt.navigator.item', { n: item.position, state })}
                onClick={() => goToItem(item.position)}
              >
                {item.position}
              </Button>
            </li>
          );
        })}
      </Group>
    </Box>
  );
}
