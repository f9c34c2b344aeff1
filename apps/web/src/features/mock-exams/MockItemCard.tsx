import { Badge, Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import type { TMockAnswer, TMockItemForStudent } from '@zadania/shared';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { RichContent } from '../../lib/rich-text/LazyRichContent';
import { ClosedItemInput } from './ClosedItemInput';
import { MatchingItemInput } from './MatchingItemInput';
import { isAnswered } from './mock-answers';
import { OpenItemInput } from './OpenItemInput';
import { TrueFalseItemInput } from './TrueFalseItemInput';
import './mock-exams.pl';

/** One item of the paper: its number and points, "Wróć do tego", the statement, and the answer form of its type. */
export const MockItemCard = memo(function MockItemCard({
  item,
  answer,
  onChange,
  flagged = false,
  onToggleFlag,
}: {
  item: TMockItemForStudent;
  answer: TMockAnswer | undefined;
  /** Marked "Wróć do tego": the student means to come back to it. */
  flagged?: boolean;
  onToggleFlag?: (position: number) => void;
  /** `typed`: a text field (saved after a pause); a choice is saved at once. */
  onChange: (position: number, answer: TMockAnswer, typed: boolean) => void;
}) {
  const { t } = useTranslation();
  const headingId = `mock-item-${item.position}`;
  const answered = isAnswered(item, answer);
  const choose = (next: TMockAnswer) => onChange(item.position, next, false);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={headingId} tabIndex={-1}>
            {t('mockExams.attempt.item', { n: item.position })}
          </Title>
          <Group gap={6}>
            {onToggleFlag ? (
              <Button
                size="compact-sm"
                variant={flagged ? 'light' : 'subtle'}
                color={flagged ? 'orange.9' : undefined}
                leftSection={<IconFlag size={14} aria-hidden />}
                aria-pressed={flagged}
                onClick={() => onToggleFlag(item.position)}
              >
                {t('mockExams.attempt.flag')}
              </Button>
            ) : null}
            <Badge variant="light" radius="sm" tt="none">
              {t('mockExams.pointsShort', { points: item.maxPoints })}
            </Badge>
            <Badge variant={answered ? 'light' : 'outline'} color={answered ? 'teal' : 'gray'} radius="sm" tt="none">
              {answered ? t('mockExams.attempt.answeredBadge') : t('mockExams.attempt.unanswered')}
            </Badge>
          </Group>
        </Group>
        <RichContent html={item.statementHtml} />
        {item.type === 'CLOSED' ? (
          <ClosedItemInput item={item} answer={answer && 'choice' in answer ? answer : undefined} onChange={choose} />
        ) : item.type === 'TRUE_FALSE' ? (
          <TrueFalseItemInput
            item={item}
            answer={answer && 'values' in answer ? answer : undefined}
            onChange={choose}
          />
        ) : item.type === 'MATCHING' ? (
          <MatchingItemInput
            item={item}
            answer={answer && 'choices' in answer ? answer : undefined}
            onChange={choose}
          />
        ) : (
          <OpenItemInput
            item={item}
            answer={answer && 'final' in answer ? answer : undefined}
            onChange={(next) => onChange(item.position, next, true)}
          />
        )}
      </Stack>
    </Card>
  );
});
