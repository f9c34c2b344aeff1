import { Radio, Stack } from '@mantine/core';
import type { TClosedAnswer, TMockItemForStudent } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { ClearButton, LetteredOptionRadio } from './ItemInputParts';
import './mock-exams.pl';

type TClosedItem = Extract<TMockItemForStudent, { type: 'CLOSED' }>;

/** A closed item (A–D): one radio group; the choice can be cleared, as crossing out on paper. */
export function ClosedItemInput({
  item,
  answer,
  onChange,
}: {
  item: TClosedItem;
  answer: TClosedAnswer | undefined;
  onChange: (answer: TClosedAnswer) => void;
}) {
  const { t } = useTranslation();
  const choice = answer?.choice ?? null;
  return (
    <Stack gap="xs">
      <Radio.Group
        label={t('mockExams.items.chooseOne')}
        value={choice ?? ''}
        onChange={(value) => onChange({ choice: value as TClosedAnswer['choice'] })}
      >
        <Stack gap="xs" mt="xs">
          {item.options.map((option) => (
            <LetteredOptionRadio key={option.key} option={option} />
          ))}
        </Stack>
      </Radio.Group>
      {choice ? <ClearButton onClick={() => onChange({ choice: null })} /> : null}
    </Stack>
  );
}
