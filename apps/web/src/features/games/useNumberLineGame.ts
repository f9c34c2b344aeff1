import type { TGameAnswer } from '@zadania/shared';
import { type KeyboardEvent, type PointerEvent as ReactPointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatGameNumber } from './game-format';
import {
  chipKeyStep,
  describeSlotPlace,
  dragThresholdPx,
  slotAtPoint,
  slotKeyTarget,
  type TDrag,
  type TNumberLinePlayLevel,
} from './number-line';
import './games.pl';

export type TNumberLineGameProps = {
  level: TNumberLinePlayLevel;
  answers: readonly TGameAnswer[];
  results: readonly boolean[] | null;
  disabled: boolean;
  onAnswer: (index: number, answer: number | null) => void;
  announce: (message: string) => void;
  /** Called when the last chip has been placed with the keyboard or a tap, to move on to checking. */
  onAllPlaced: () => void;
};

/** The number line's moves: the chosen chip, the drag, placing and taking back chips, focus and what is read out. */
export function useNumberLineGame({
  level,
  answers,
  disabled,
  onAnswer,
  announce,
  onAllPlaced,
}: Omit<TNumberLineGameProps, 'results'>) {
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
  const slotPlace = (tick: number) => describeSlotPlace(level, tick, t);
  const position = (slotIndex: number) => slotPlace(level.slots[slotIndex] ?? 0);

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
    const target = slotKeyTarget(level.slots, slotIndex, event.key);
    if (target !== undefined) {
      event.preventDefault();
      focusSlot(target);
    } else if (event.key === 'Escape' && selected !== null) {
      event.preventDefault();
      chooseChip(selected);
    }
  };

  const onChipKeyDown = (event: KeyboardEvent<HTMLButtonElement>, value: number) => {
    const at = pool.indexOf(value);
    const step = chipKeyStep(event.key);
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

  return {
    selected,
    drag,
    dropTarget,
    pool,
    placed,
    slotOfTick,
    slotPlace,
    slotRefs,
    chipRefs,
    chooseChip,
    chooseSlot,
    onSlotKeyDown,
    onChipKeyDown,
    startDrag,
    tapped,
    dragHandlers,
  };
}

/** What the chips and the line need of the game's moves. */
export type TNumberLineMoves = ReturnType<typeof useNumberLineGame>;
