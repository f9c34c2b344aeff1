import { useCallback, useState } from 'react';

const storageKey = (attemptId: string) => `mock-flags:${attemptId}`;

function readFlags(attemptId: string): number[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(storageKey(attemptId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((value): value is number => Number.isInteger(value)) : [];
  } catch {
    return [];
  }
}

/**
 * The items the student marked "Wróć do tego", kept in this browser for the attempt (a reload keeps them; they are
 * the student's note to themselves, not an answer, so the server does not hold them).
 */
export function useItemFlags(attemptId: string) {
  const [flags, setFlags] = useState<ReadonlySet<number>>(() => new Set(readFlags(attemptId)));
  const toggle = useCallback(
    (position: number) =>
      setFlags((old) => {
        const next = new Set(old);
        if (next.has(position)) next.delete(position);
        else next.add(position);
        try {
          window.localStorage.setItem(storageKey(attemptId), JSON.stringify([...next].sort((a, b) => a - b)));
        } catch {
          // Private mode or a full storage: the flags last until the page is left.
        }
        return next;
      }),
    [attemptId],
  );
  return { flags, toggle };
}

/** Brings an item into view and moves the focus to its heading (the navigator, the hand-in dialog). */
export function goToItem(position: number) {
  const heading = document.getElementById(`mock-item-${position}`);
  if (!heading) return;
  heading.scrollIntoView?.({ block: 'start' });
  heading.focus();
}
