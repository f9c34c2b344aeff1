import { useEffect, useRef } from 'react';

/**
 * An element that scrolls sideways when it is wider than the screen (a formula, a table): while it does, it takes the
 * keyboard's focus so that the arrow keys scroll it (WCAG 2.1.1); when it fits, it stays out of the Tab order.
 */
export function useKeyboardScrollable<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const update = () => {
      if (element.scrollWidth > element.clientWidth) element.tabIndex = 0;
      else element.removeAttribute('tabindex');
    };
    // The observer reports the element's first size after the next layout: measured then, the widths cost no layout
    // of their own (measured here, every formula of a page forced one while it hydrated: issue 59, blocking time).
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return ref;
}
