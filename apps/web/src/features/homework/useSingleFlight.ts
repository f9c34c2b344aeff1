import { useCallback, useRef } from 'react';

/**
 * Runs an async action once at a time: a second click before the first answer sends nothing (a disabled
 * button alone is not enough, since both clicks may land before React renders it disabled). A failure is
 * already shown by the action's own error handling.
 */
export function useSingleFlight() {
  const busy = useRef(false);
  return useCallback((action: () => Promise<unknown>) => {
    if (busy.current) return;
    busy.current = true;
    action()
      .catch(() => undefined)
      .finally(() => {
        busy.current = false;
      });
  }, []);
}
