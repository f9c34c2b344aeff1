import { timings } from '@zadania/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls to the element of the URL hash about 1000 ms after the content is ready (docs/product-spec.md section 2). */
export function useHashScroll(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const timer = setTimeout(() => {
      document
        .getElementById(decodeURIComponent(hash.slice(1)))
        ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }, timings.hashScrollDelayMs);
    return () => clearTimeout(timer);
  }, [ready, hash]);
}
