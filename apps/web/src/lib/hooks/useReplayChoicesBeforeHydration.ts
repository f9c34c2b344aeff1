import { type RefObject, useEffect } from 'react';

/**
 * Gives a page rendered on the server the checkboxes and radios a person clicked before its script ran.
 *
 * Such a click toggles the box in the browser, but no handler exists yet; hydration keeps the toggled box and the
 * old state (React sets `defaultChecked` to the state rendered on the server and leaves `checked` alone), so the
 * choice would show without being applied. Right after hydration each box whose `checked` differs from its
 * `defaultChecked` is put back and clicked again, now with its handler. On a page rendered in the browser the two
 * are equal when the container mounts, so nothing is clicked.
 */
export function useReplayChoicesBeforeHydration(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const boxes = container.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]');
    const chosenEarly = [...(boxes ?? [])].filter((box) => !box.disabled && box.checked !== box.defaultChecked);
    for (const box of chosenEarly) {
      box.checked = box.defaultChecked;
      box.click();
    }
  }, [container]);
}
