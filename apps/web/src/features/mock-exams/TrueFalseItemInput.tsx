import { Group, Radio, Stack } from '@mantine/core';
import type { TMockItemForStudent, TTrueFalseAnswer } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { ClearButton, NumberedPartLabel } from './ItemInputParts';
import './mock-exams.pl';

type TTrueFalseItem = Extract<TMockItemForStudent, { type: 'TRUE_FALSE' }>;

/** A prawda/fałsz item: a P/F pair of radios per statement. */
export function TrueFalseItemInput({
  item,
  answer,
  onChange,
}: {
  item: TTrueFalseItem;
  answer: TTrueFalseAnswer | undefined;
  onChange: (answer: TTrueFalseAnswer) => void;
}) {
  const { t } = useTranslation();
  const values = item.statements.map((_, index) => answer?.values[index] ?? null);
  const set = (index: number, value: boolean | null) =>
    onChange({ values: values.map((old, at) => (at === index ? value : old)) });
  return (
    <Stack gap="sm">
      {item.statements.map((statement, index) => {
        const value = values[index];
        return (
          <Radio.Group
            // biome-ignore lint/suspicious/noArrayIndexKey: statements are fixed, in the paper's order
            key={index}
            label={<NumberedPartLabel name={t('mockExams.items.statement', { n: index + 1 })} html={statement.html} />}
            value={value === null ? '' : String(value)}
            onChange={(next) => set(index, next === 'true')}
          >
            <Group gap="lg" mt="xs">
              <Radio
                size="md"
                value="true"
                label={t('mockExams.items.true')}
                aria-label={t('mockExams.items.trueName')}
              />
              <Radio
                size="md"
                value="false"
                label={t('mockExams.items.false')}
                aria-label={t('mockExams.items.falseName')}
              />
            </Group>
          </Radio.Group>
        );
      })}
      {values.some((value) => value !== null) ? (
        <ClearButton onClick={() => onChange({ values: item.statements.map(() => null) })} />
      ) : null}
    </Stack>
  );
}
