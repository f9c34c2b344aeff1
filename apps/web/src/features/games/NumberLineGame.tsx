import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatGameNumber } from './game-format';
import classes from './games.module.css';
import { NumberLineChips } from './NumberLineChips';
import { NumberLineTicks } from './NumberLineTicks';
import { type TNumberLineGameProps, useNumberLineGame } from './useNumberLineGame';
import './games.pl';

export type { TNumberLinePlayLevel } from './number-line';

/**
 * Number line (docs/product-spec.md sections 3 and 5): a line drawn from the level's start with its step and
 * tickCount, labelled ticks and empty slots, and the chips to place. Chips are dragged with a mouse or a finger
 * (pointer events), or placed without dragging: choose a chip (tap, Enter or Space), then a slot (tap, Enter or
 * Space; arrows move between slots). A placed chip is taken back by choosing its slot. `announce` reads each move
 * out in the player's live region.
 */
export function NumberLineGame({ results, ...props }: TNumberLineGameProps) {
  const { t } = useTranslation();
  const moves = useNumberLineGame(props);
  const { level, answers, disabled } = props;
  const { drag } = moves;

  return (
    <Stack gap="sm">
      <Text>{t('games.numberLine.instruction')}</Text>
      <NumberLineChips level={level} disabled={disabled} moves={moves} />
      <NumberLineTicks level={level} answers={answers} results={results} disabled={disabled} moves={moves} />
      {drag?.moving && (
        <span className={`${classes.chip} ${classes.ghost}`} style={{ left: drag.x, top: drag.y }} aria-hidden>
          {formatGameNumber(drag.value)}
        </span>
      )}
    </Stack>
  );
}
