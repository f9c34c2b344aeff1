import { Group, Radio, Stack, Text } from '@mantine/core';
import type { TMatchingAnswer, TMockItemForStudent } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { RichContent } from '../../lib/rich-text/LazyRichContent';
import { ClearButton } from './ClosedItemInput';

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
            label={
              <Group gap={6} wrap="nowrap" align="flex-start" component="span">
                <Text span fw={600}>
                  {t('mockExams.items.prompt', { n: index + 1 })}.
                </Text>
                <RichContent html={prompt.html} copyable={false} />
              </Group>
            }
            value={choices[index] ?? ''}
            onChange={(value) =>
              onChange({
                choices: choices.map((old, at) => (at === index ? (value as TMatchingAnswer['choices'][number]) : old)),
              })
            }
          >
            <Stack gap="xs" mt="xs">
              {options.map((option) => (
                <Radio
                  key={option.key}
                  value={option.key}
                  label={
                    <Group gap={6} wrap="nowrap" align="flex-start">
                      <Text fw={600}>{option.key}.</Text>
                      <RichContent html={option.html} copyable={false} />
                    </Group>
                  }
                />
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
