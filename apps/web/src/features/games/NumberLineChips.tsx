import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatGameNumber } from './game-format';
import classes from './games.module.css';
import type { TNumberLinePlayLevel } from './number-line';
import type { TNumberLineMoves } from './useNumberLineGame';
import './games.pl';

/** The chips still to place, as toggle buttons; "all placed" once the pool is empty. */
export function NumberLineChips({
  level,
  disabled,
  moves,
}: {
  level: TNumberLinePlayLevel;
  disabled: boolean;
  moves: TNumberLineMoves;
}) {
  const { t } = useTranslation();
  const { selected, pool, placed, chipRefs, chooseChip, onChipKeyDown, startDrag, tapped, dragHandlers } = moves;
  return (
    <ul className={classes.chips} aria-label={t('games.numberLine.chips')}>
      {level.choices.map((value, chipIndex) =>
        placed(value) ? null : (
          <li key={value}>
            <button
              ref={(element) => {
                chipRefs.current[chipIndex] = element;
              }}
              type="button"
              className={classes.chip}
              aria-pressed={selected === value}
              aria-label={t('games.numberLine.chip', { value: formatGameNumber(value) })}
              data-value={value}
              disabled={disabled}
              onClick={tapped(() => chooseChip(value))}
              onKeyDown={(event) => onChipKeyDown(event, value)}
              onPointerDown={(event) => startDrag(event, value, null)}
              {...dragHandlers}
            >
              {formatGameNumber(value)}
            </button>
          </li>
        ),
      )}
      {pool.length === 0 && (
        <li>
          <Text size="sm" c="dimmed" py="xs">
            {t('games.numberLine.allPlaced')}
          </Text>
        </li>
      )}
    </ul>
  );
}
