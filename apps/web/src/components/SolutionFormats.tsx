import { Group, Text } from '@mantine/core';
import { IconMathFunction, IconPhoto, IconVideo } from '@tabler/icons-react';
import type { THomeworkCard, TSolutionFormat } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import './catalogue.pl';

const icons: Record<TSolutionFormat, typeof IconPhoto> = {
  LATEX: IconMathFunction,
  IMAGE: IconPhoto,
  VIDEO: IconVideo,
};

/** The forms the solution comes in (text with formulas, photo, video), with icons. */
export function SolutionFormats({ formats }: { formats: THomeworkCard['solutionFormats'] }) {
  const { t } = useTranslation();
  if (formats.length === 0) return null;
  return (
    <Group gap="sm" aria-label={t('catalogue.solutionFormatsLabel')} role="list">
      {formats.map(({ name }) => {
        const Icon = icons[name];
        return (
          <Group key={name} gap={4} wrap="nowrap" role="listitem">
            <Icon size={16} aria-hidden />
            <Text size="sm">{t(`catalogue.solutionFormats.${name}`)}</Text>
          </Group>
        );
      })}
    </Group>
  );
}
