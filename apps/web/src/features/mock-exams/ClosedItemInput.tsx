import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import type { TClosedAnswer, TMockItemForStudent } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { RichContent } from '../../lib/rich-text/LazyRichContent';

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
      {choice ? <ClearButton onClick={() => onChange({ choice: null })} /> : null}
    </Stack>
  );
}

export function ClearButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="subtle" size="compact-sm" w="fit-content" onClick={onClick}>
      {t('mockExams.items.clear')}
    </Button>
  );
}
