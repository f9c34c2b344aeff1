import type { TMockAnswer } from '@zadania/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api/api-error';
import { mockExamsApi } from './mock-exams-api';

/** How long the page waits after a change before saving it (changes in between go in the same request). */
export const saveDebounceMs = 800;

export type TSaveStatus = { state: 'saved' | 'saving' } | { state: 'error'; message: string };

/**
 * Saves answers as the student goes: debounced, one request in flight at a time, and the latest answer of each
 * item wins (a failed request's answers go back in the queue unless newer ones replaced them). A 409 (the time
 * ran out, or another tab handed the attempt in) stops saving and is passed to `onRefused`.
 */
export function useAnswerSaver(
  attemptId: string,
  { onRefused, onSaved }: { onRefused: (message: string) => void; onSaved?: (serverNow: string) => void },
) {
  const [status, setStatus] = useState<TSaveStatus>({ state: 'saved' });
  const pending = useRef(new Map<number, TMockAnswer>());
  const running = useRef<Promise<boolean> | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const refused = useRef(false);
  const lastError = useRef<string | null>(null);
  const callbacks = useRef({ onRefused, onSaved });
  callbacks.current = { onRefused, onSaved };

  const run = useCallback(async (): Promise<boolean> => {
    while (pending.current.size > 0 && !refused.current) {
      const batch = [...pending.current].map(([position, answer]) => ({ position, answer }));
      pending.current.clear();
      setStatus({ state: 'saving' });
      try {
        const saved = await mockExamsApi.saveAnswers(attemptId, batch);
        callbacks.current.onSaved?.(saved.now);
      } catch (error) {
        for (const { position, answer } of batch)
          if (!pending.current.has(position)) pending.current.set(position, answer);
        const message = error instanceof Error ? error.message : String(error);
        lastError.current = message;
        if (error instanceof ApiError && error.status === 409) {
          refused.current = true;
          callbacks.current.onRefused(message);
        }
        setStatus({ state: 'error', message });
        return false;
      }
    }
    lastError.current = null;
    if (!refused.current) setStatus({ state: 'saved' });
    return !refused.current;
  }, [attemptId]);

  /** Saves what is queued now (or joins the save under way); resolves with whether everything got saved. */
  const flush = useCallback((): Promise<boolean> => {
    window.clearTimeout(timer.current);
    if (running.current) return running.current.then((done) => (done && pending.current.size > 0 ? flush() : done));
    if (pending.current.size === 0) return Promise.resolve(!refused.current);
    running.current = run().finally(() => {
      running.current = null;
    });
    return running.current;
  }, [run]);

  /** Queues an item's answer; saved after a pause in typing, or at once with `immediate`. */
  const queue = useCallback(
    (position: number, answer: TMockAnswer, immediate = false) => {
      if (refused.current) return;
      pending.current.set(position, answer);
      setStatus({ state: 'saving' });
      window.clearTimeout(timer.current);
      if (immediate) void flush();
      else timer.current = window.setTimeout(() => void flush(), saveDebounceMs);
    },
    [flush],
  );

  /** Nothing queued and nothing on its way: what the page shows is what the server has. */
  const isIdle = useCallback(() => pending.current.size === 0 && running.current === null, []);

  // Leaving with unsaved answers: save what can be saved, and let the browser ask.
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden' && pending.current.size > 0) void flush();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (pending.current.size > 0 || running.current) event.preventDefault();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.clearTimeout(timer.current);
    };
  }, [flush]);

  /** Why the last save failed, unless the server refused it (409: the attempt is handed in anyway). */
  const failure = useCallback(() => (refused.current ? null : lastError.current), []);

  return { status, queue, flush, isIdle, failure };
}
