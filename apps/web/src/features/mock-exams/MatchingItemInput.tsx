import { Radio, Stack } from '@mantine/core';
import type { TMatchingAnswer, TMockItemForStudent } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { ClearButton, LetteredOptionRadio, NumberedPartLabel } from './ItemInputParts';
import './mock-exams.pl';

type TMatchingItem = Extract<TMockItemForStudent, { type: 'MATCHING' }>;

/** A matching item (dobieranie, "Uzupełnij zdania"): a radio group per prompt, over the options it may take. */
export function MatchingItemInput({
  item,
  answer,
  onChange,
}: {
  item: TMatchingItem;
  answer: TMatchingAnswer | undefined;
  onChange: (answer: TMatchingAnswer) => void;
}) {
  const { t } = useTranslation();
  const choices = item.prompts.map((_, index) => answer?.choices[index] ?? null);
  return (
    <Stack gap="md">
      {item.prompts.map((prompt, index) => {
        const options = prompt.optionKeys
          ? item.options.filter((option) => prompt.optionKeys?.includes(option.key))
          : item.options;
        return (
          <Radio.Group
            // biome-ignore lint/suspicious/noArrayIndexKey: prompts are fixed, in the paper's order
            key={index}
            label={<NumberedPartLabel name={t('mockExams.items.prompt', { n: index + 1 })} html={prompt.html} />}
            value={choices[index] ?? ''}
            onChange={(value) =>
              onChange({
                choices: choices.map((old, at) => (at === index ? (value as TMatchingAnswer['choices'][number]) : old)),
              })
            }
          >
            <Stack gap="xs" mt="xs">
              {options.map((option) => (
                <LetteredOptionRadio key={option.key} option={option} />
              ))}
            </Stack>
          </Radio.Group>
        );
      })}
      {choices.some(Boolean) ? (
        <ClearButton onClick={() => onChange({ choices: item.prompts.map(() => null) })} />
      ) : null}
    </Stack>
  );
}
