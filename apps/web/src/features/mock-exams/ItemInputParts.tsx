import { Button, Group, Radio, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RichContent } from '../../lib/rich-text/LazyRichContent';
import './mock-exams.pl';

/** Clears an item's answer, as crossing it out on paper. */
export function ClearButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="subtle" size="compact-sm" w="fit-content" onClick={onClick}>
      {t('mockExams.items.clear')}
    </Button>
  );
}

/** One lettered option of a closed or matching item: "A." then its content. */
export function LetteredOptionRadio({ option }: { option: { key: string; html: string } }) {
  return (
    <Radio
      value={option.key}
      label={
        <Group gap={6} wrap="nowrap" align="flex-start">
          <Text fw={600}>{option.key}.</Text>
          <RichContent html={option.html} copyable={false} />
        </Group>
      }
    />
  );
}

/** The label of one numbered part of an item (a prompt, a statement): "Zdanie 1." then its content. */
export function NumberedPartLabel({ name, html }: { name: string; html: string }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" component="span">
      <Text span fw={600}>
        {name}.
      </Text>
      <RichContent html={html} copyable={false} />
    </Group>
  );
}
