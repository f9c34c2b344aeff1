import { numberLineTickValue, type TGameAnswer } from '@zadania/shared';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatGameNumber } from './game-format';
import classes from './games.module.css';
import { ItemVerdict } from './NumberComparisonGame';
import type { TNumberLinePlayLevel } from './number-line';
import type { TNumberLineMoves } from './useNumberLineGame';
import './games.pl';

/** The line itself: labelled ticks, and the empty ticks as slots a chip is placed on (with its verdict after a check). */
export function NumberLineTicks({
  level,
  answers,
  results,
  disabled,
  moves,
}: {
  level: TNumberLinePlayLevel;
  answers: readonly TGameAnswer[];
  results: readonly boolean[] | null;
  disabled: boolean;
  moves: TNumberLineMoves;
}) {
  const { t } = useTranslation();
  const { selected, dropTarget, slotOfTick, slotPlace, slotRefs, chooseSlot, onSlotKeyDown, startDrag, tapped } = moves;
  const ticks = Array.from({ length: level.tickCount }, (_, tick) => tick);
  const lineStyle = { '--game-ticks': level.tickCount } as CSSProperties;

  return (
    <div className={classes.scroller}>
      <ol className={classes.line} style={lineStyle} aria-label={t('games.numberLine.line')}>
        {ticks.map((tick) => {
          const slotIndex = slotOfTick.get(tick);
          if (slotIndex === undefined) {
            return (
              <li key={tick} className={classes.tick}>
                <span className={classes.mark} aria-hidden />
                <span className={classes.label}>{formatGameNumber(numberLineTickValue(level, tick))}</span>
              </li>
            );
          }
          const answer = answers[slotIndex];
          const value = typeof answer === 'number' ? formatGameNumber(answer) : null;
          const verdict = results?.[slotIndex];
          const name =
            value === null
              ? t('games.numberLine.slotEmpty', { position: slotPlace(tick) })
              : verdict === undefined
                ? t('games.numberLine.slotFilled', { position: slotPlace(tick), value })
                : t('games.numberLine.slotResult', {
                    position: slotPlace(tick),
                    value,
                    verdict: verdict ? t('games.right') : t('games.wrong'),
                  });
          return (
            <li key={tick} className={classes.tick}>
              <span className={classes.mark} aria-hidden />
              <button
                ref={(element) => {
                  slotRefs.current[slotIndex] = element;
                }}
                type="button"
                className={classes.slot}
                aria-label={name}
                data-slot-index={slotIndex}
                data-filled={value === null ? undefined : true}
                data-target={dropTarget === slotIndex || (selected !== null && !disabled) ? true : undefined}
                data-result={verdict === undefined ? undefined : verdict ? 'right' : 'wrong'}
                disabled={disabled}
                onClick={tapped(() => chooseSlot(slotIndex))}
                onKeyDown={(event) => onSlotKeyDown(event, slotIndex)}
                onPointerDown={typeof answer === 'number' ? (event) => startDrag(event, answer, slotIndex) : undefined}
                {...moves.dragHandlers}
              >
                <span className={classes.slotContent}>
                  {value ?? '?'}
                  {verdict !== undefined && <ItemVerdict right={verdict} size={18} />}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
