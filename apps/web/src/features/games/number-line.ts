import { numberLineTickValue, type TGamePlayLevel } from '@zadania/shared';
import type { TFunction } from 'i18next';
import { formatGameNumber } from './game-format';
import './games.pl';

export type TNumberLinePlayLevel = NonNullable<TGamePlayLevel['numberLine']>;

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

/** A chip being dragged: its number, the slot it was taken from (null: from the pool) and the pointer. */
export type TDrag = {
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
export const dragThresholdPx = 6;

/** The slot (its index in `slots`) under a point of the screen, if any. */
export function slotAtPoint(x: number, y: number): number | null {
  const element = typeof document.elementFromPoint === 'function' ? document.elementFromPoint(x, y) : null;
  const slot = element?.closest<HTMLElement>('[data-slot-index]');
  return slot ? Number(slot.dataset.slotIndex) : null;
}

/**
 * Where an empty tick is, by the numbers around it ("między 2 a 4", "za 150", "przed 2"; "…, drugie z 3" when
 * several empty ticks share those neighbours): a child with a screen reader hears where, never a tick's index,
 * which is off by one from the number it stands for when the line starts at 0 (issue 38, item 5).
 */
export function describeSlotPlace(level: TNumberLinePlayLevel, tick: number, t: TFunction): string {
  const isSlot = (candidate: number) => level.slots.includes(candidate);
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
}

/** The slot to focus for an arrow, Home or End key on a slot (slots follow the line, whatever the order of `slots`). */
export function slotKeyTarget(slots: readonly number[], slotIndex: number, key: string): number | undefined {
  const count = slots.length;
  const order = slots.map((tick, index) => ({ tick, index })).sort((a, b) => a.tick - b.tick);
  const at = order.findIndex((entry) => entry.index === slotIndex);
  const targets: Record<string, number> = {
    ArrowRight: Math.min(at + 1, count - 1),
    ArrowDown: Math.min(at + 1, count - 1),
    ArrowLeft: Math.max(at - 1, 0),
    ArrowUp: Math.max(at - 1, 0),
    Home: 0,
    End: count - 1,
  };
  const target = targets[key];
  return target === undefined ? undefined : (order[target]?.index ?? slotIndex);
}

/** How far an arrow key moves along the chips: 1, -1, or 0 for any other key. */
export const chipKeyStep = (key: string) =>
  key === 'ArrowRight' || key === 'ArrowDown' ? 1 : key === 'ArrowLeft' || key === 'ArrowUp' ? -1 : 0;
