import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import type { TGameType } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { ComparisonItems, NumberLineFields } from './GameLevelFields';
import type { TLevelValue } from './game-form';
import './games-admin.pl';

type TGameLevelCardProps = {
  type: TGameType;
  level: TLevelValue;
  index: number;
  count: number;
  errors: Record<string, string>;
  onChange: (change: Partial<TLevelValue>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
};

/** One level of the form: its number, moving it up or down, removing it, and the fields of the game's type. */
export function GameLevelCard({ type, level, index, count, errors, onChange, onMove, onRemove }: TGameLevelCardProps) {
  const { t } = useTranslation();
  const number = index + 1;
  const prefix = `levels.${index}`;
  const headingId = `game-level-${level.key}`;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby={headingId} data-testid="game-level">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} id={headingId}>
            {t('gamesAdmin.level', { number })}
          </Text>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              aria-label={t('gamesAdmin.moveUp', { number })}
              disabled={index === 0}
              onClick={() => onMove(index - 1)}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={t('gamesAdmin.moveDown', { number })}
              disabled={index === count - 1}
              onClick={() => onMove(index + 1)}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('gamesAdmin.removeLevel', { number })}
              disabled={count <= 1}
              onClick={onRemove}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Group>
        {type === 'NumberComparison' ? (
          <ComparisonItems level={level} prefix={prefix} errors={errors} onChange={onChange} />
        ) : (
          <NumberLineFields level={level} prefix={prefix} errors={errors} onChange={onChange} />
        )}
      </Stack>
    </Paper>
  );
}
