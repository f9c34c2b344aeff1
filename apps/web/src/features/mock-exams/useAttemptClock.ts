import { useEffect, useRef, useState } from 'react';

/** Minutes left at which the page says so (a polite live region, not every second). */
export const announcedMinutes = [10, 5, 1] as const;
export type TAnnouncedMinutes = (typeof announcedMinutes)[number];

/**
 * The attempt's countdown on the server's clock: `clockOffsetMs` is the server's time minus the browser's when the
 * attempt was read, so a wrong computer clock does not move the end. Ticks every second; `announce` is the
 * threshold last crossed while the page was open; `onEnd` runs once when the time is up.
 */
export function useAttemptClock({
  endsAt,
  clockOffsetMs,
  onEnd,
}: {
  endsAt: string;
  clockOffsetMs: number;
  onEnd: () => void;
}) {
  const endMs = Date.parse(endsAt);
  const remainingNow = () => endMs - (Date.now() + clockOffsetMs);
  const [remainingMs, setRemainingMs] = useState(remainingNow);
  const [announce, setAnnounce] = useState<TAnnouncedMinutes | null>(null);
  const previous = useRef<number | null>(null);
  const ended = useRef(false);
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;

  useEffect(() => {
    const tick = () => {
      const remaining = endMs - (Date.now() + clockOffsetMs);
      setRemainingMs(remaining);
      const before = previous.current;
      previous.current = remaining;
      if (before !== null) {
        const crossed = announcedMinutes.find((minutes) => before > minutes * 60_000 && remaining <= minutes * 60_000);
        if (crossed) setAnnounce(crossed);
      }
      if (remaining <= 0 && !ended.current) {
        ended.current = true;
        onEndRef.current();
      }
    };
    tick();
    const interval = window.setInterval(tick, 1000);
    return () => window.clearInterval(interval);
  }, [endMs, clockOffsetMs]);

  return { remainingMs, announce };
}
