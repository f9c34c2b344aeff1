import { Stack, Text } from '@mantine/core';
import { numberLineTickValue, type TGameAnswer, type TGamePlayLevel } from '@zadania/shared';
import {
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { formatGameNumber } from './game-format';
import classes from './games.module.css';
import { ItemVerdict } from './NumberComparisonGame';
import './games.pl';

/** Ordinal words for the empty ticks that share their neighbours (neuter: "miejsce"). */
const ordinals = [
  'pierwsze',
  'drugie',
  'trzecie',
  'czwarte',
  'piąte',
  'szóste',
  'siódme',
  'ósme',
  'dziewiąte',
  'dziesiąte',
];

export type TNumberLinePlayLevel = NonNullable<TGamePlayLevel['numberLine']>;

/** A chip being dragged: its number, the slot it was taken from (null: from the pool) and the pointer. */
type TDrag = {
  value: number;
  from: number | null;
  pointerId: number;
  startX: number;
  startY: number;
  x: number;
  y: number;
  moving: boolean;
};

/** How far a pointer moves before a press becomes a drag (a shorter move stays a tap). */
const dragThresholdPx = 6;

/** The slot (its index in `slots`) under a point of the screen, if any. */
function slotAtPoint(x: number, y: number): number | null {
  const element = typeof document.elementFromPoint === 'function' ? document.elementFromPoint(x, y) : null;
  const slot = element?.closest<HTMLElement>('[data-slot-index]');
  return slot ? Number(slot.dataset.slotIndex) : null;
}

/**
 * Number line (docs/product-spec.md sections 3 and 5): a line drawn from the level's start with its step and
 * tickCount, labelled ticks and empty slots, and the chips to place. Chips are dragged with a mouse or a finger
 * (pointer events), or placed without dragging: choose a chip (tap, Enter or Space), then a slot (tap, Enter or
 * Space; arrows move between slots). A placed chip is taken back by choosing its slot. `announce` reads each move
 * out in the player's live region.
 */
export function NumberLineGame({
  level,
  answers,
  results,
  disabled,
  onAnswer,
  announce,
  onAllPlaced,
}: {
  level: TNumberLinePlayLevel;
  answers: readonly TGameAnswer[];
  results: readonly boolean[] | null;
  disabled: boolean;
  onAnswer: (index: number, answer: number | null) => void;
  announce: (message: string) => void;
  /** Called when the last chip has been placed with the keyboard or a tap, to move on to checking. */
  onAllPlaced: () => void;
}) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<number | null>(null);
  const [drag, setDrag] = useState<TDrag | null>(null);
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  const suppressClick = useRef(false);
  const slotRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const chipRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const placed = (value: number) => answers.some((answer) => answer === value);
  const pool = level.choices.filter((value) => !placed(value));
  const slotOfTick = new Map(level.slots.map((tick, index) => [tick, index]));
  const position = (slotIndex: number) => slotPlace(level.slots[slotIndex] ?? 0);
  /**
   * Where an empty tick is, by the numbers around it ("między 2 a 4", "za 150", "przed 2"; "…, drugie z 3" when
   * several empty ticks share those neighbours): a child with a screen reader hears where, never a tick's index,
   * which is off by one from the number it stands for when the line starts at 0 (issue 38, item 5).
   */
  const slotPlace = (tick: number) => {
    const isSlot = (candidate: number) => slotOfTick.has(candidate);
    let left = tick - 1;
    while (left >= 0 && isSlot(left)) left -= 1;
    let right = tick + 1;
    while (right < level.tickCount && isSlot(right)) right += 1;
    const label = (candidate: number) => formatGameNumber(numberLineTickValue(level, candidate));
    const where: string =
      left >= 0 && right < level.tickCount
        ? t('games.numberLine.between', { left: label(left), right: label(right) })
        : left >= 0
          ? t('games.numberLine.after', { left: label(left) })
          : t('games.numberLine.before', { right: label(right) });
    const count = right - left - 1;
    if (count === 1) return where;
    const nth = tick - left;
    return t('games.numberLine.nth', {
      where,
      ordinal: ordinals[nth - 1] ?? String(nth),
      count,
    });
  };

  // While the answers are being checked or shown, nothing stays chosen or dragged.
  useEffect(() => {
    if (disabled) {
      setSelected(null);
      setDrag(null);
      setDropTarget(null);
    }
  }, [disabled]);

  const focusSlot = (slotIndex: number) => slotRefs.current[slotIndex]?.focus();

  /** Puts `value` on the slot (moving it from another slot if it was placed); the slot's old chip returns. */
  const place = (value: number, slotIndex: number) => {
    const from = answers.indexOf(value);
    if (from === slotIndex) return;
    if (from !== -1) onAnswer(from, null);
    onAnswer(slotIndex, value);
    setSelected(null);
    announce(t('games.numberLine.placed', { value: formatGameNumber(value), position: position(slotIndex) }));
  };

  const takeBack = (slotIndex: number) => {
    const value = answers[slotIndex];
    if (typeof value !== 'number') return;
    onAnswer(slotIndex, null);
    announce(t('games.numberLine.removed', { value: formatGameNumber(value), position: position(slotIndex) }));
  };

  /** After a keyboard or tap placement: on to the next chip, or to checking when none is left. */
  const moveOnAfterPlacing = (value: number) => {
    const rest = pool.filter((chip) => chip !== value);
    if (rest.length === 0) {
      onAllPlaced();
      return;
    }
    chipRefs.current[level.choices.indexOf(rest[0] as number)]?.focus();
  };

  const chooseChip = (value: number) => {
    if (disabled) return;
    if (selected === value) {
      setSelected(null);
      announce(t('games.numberLine.deselected', { value: formatGameNumber(value) }));
      return;
    }
    setSelected(value);
    announce(t('games.numberLine.selected', { value: formatGameNumber(value) }));
    const firstEmpty = answers.indexOf(null);
    focusSlot(firstEmpty === -1 ? 0 : firstEmpty);
  };

  const chooseSlot = (slotIndex: number) => {
    if (disabled) return;
    if (selected !== null) {
      const value = selected;
      place(value, slotIndex);
      moveOnAfterPlacing(value);
    } else takeBack(slotIndex);
  };

  const onSlotKeyDown = (event: KeyboardEvent<HTMLButtonElement>, slotIndex: number) => {
    const count = level.slots.length;
    // Slots follow the line from left to right, whatever the order of `slots`.
    const order = level.slots.map((tick, index) => ({ tick, index })).sort((a, b) => a.tick - b.tick);
    const at = order.findIndex((entry) => entry.index === slotIndex);
    const targets: Record<string, number> = {
      ArrowRight: Math.min(at + 1, count - 1),
      ArrowDown: Math.min(at + 1, count - 1),
      ArrowLeft: Math.max(at - 1, 0),
      ArrowUp: Math.max(at - 1, 0),
      Home: 0,
      End: count - 1,
    };
    const target = targets[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusSlot(order[target]?.index ?? slotIndex);
    } else if (event.key === 'Escape' && selected !== null) {
      event.preventDefault();
      chooseChip(selected);
    }
  };

  const onChipKeyDown = (event: KeyboardEvent<HTMLButtonElement>, value: number) => {
    const at = pool.indexOf(value);
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = pool[Math.min(Math.max(at + step, 0), pool.length - 1)];
    if (next !== undefined) chipRefs.current[level.choices.indexOf(next)]?.focus();
  };

  const startDrag = (event: ReactPointerEvent<HTMLButtonElement>, value: number, from: number | null) => {
    suppressClick.current = false;
    if (disabled || event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDrag({
      value,
      from,
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      x: event.clientX,
      y: event.clientY,
      moving: false,
    });
  };

  const moveDrag = (event: ReactPointerEvent<HTMLButtonElement>) => {
    if (!drag || drag.pointerId !== event.pointerId) return;
    const moving =
      drag.moving || Math.hypot(event.clientX - drag.startX, event.clientY - drag.startY) >= dragThresholdPx;
    setDrag({ ...drag, x: event.clientX, y: event.clientY, moving });
    if (moving) setDropTarget(slotAtPoint(event.clientX, event.clientY));
  };

  const endDrag = (event: ReactPointerEvent<HTMLButtonElement>) => {
    if (!drag || drag.pointerId !== event.pointerId) return;
    setDrag(null);
    setDropTarget(null);
    // A press that did not move is a tap: the click that follows chooses.
    if (!drag.moving) return;
    suppressClick.current = true;
    const slotIndex = slotAtPoint(event.clientX, event.clientY);
    if (slotIndex !== null) place(drag.value, slotIndex);
    else if (drag.from !== null) takeBack(drag.from);
  };

  const cancelDrag = () => {
    setDrag(null);
    setDropTarget(null);
  };

  /** The click after a drag is the drag's end, not a tap. */
  const tapped = (action: () => void) => () => {
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    action();
  };

  const dragHandlers = {
    onPointerMove: moveDrag,
    onPointerUp: endDrag,
    onPointerCancel: cancelDrag,
  };

  const ticks = Array.from({ length: level.tickCount }, (_, tick) => tick);
  const lineStyle = { '--game-ticks': level.tickCount } as CSSProperties;

  return (
    <Stack gap="sm">
      <Text>{t('games.numberLine.instruction')}</Text>
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
                  onPointerDown={
                    typeof answer === 'number' ? (event) => startDrag(event, answer, slotIndex) : undefined
                  }
                  {...dragHandlers}
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
      {drag?.moving && (
        <span className={`${classes.chip} ${classes.ghost}`} style={{ left: drag.x, top: drag.y }} aria-hidden>
          {formatGameNumber(drag.value)}
        </span>
      )}
    </Stack>
  );
}
