import { mockAttemptMessages, type TMockAnswer, type TMockAttempt } from '@zadania/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api/api-error';
import { mockExamsApi } from './mock-exams-api';

/** How long the page waits after a change before saving it (changes in between go in the same request). */
export const saveDebounceMs = 800;

export type TSaveStatus = { state: 'saved' | 'saving' } | { state: 'error'; message: string };

/** Answers as the server holds them, each with its version. */
export type TSavedAnswers = TMockAttempt['answers'];

/** How many times one save reloads after another tab's change before it gives up and says so. */
const staleRetries = 3;

const isStale = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.message === mockAttemptMessages.staleAnswer;

/**
 * Saves answers as the student goes: debounced, one request in flight at a time, and the latest answer of each
 * item wins (a failed request's answers go back in the queue unless newer ones replaced them). Each answer carries
 * the version of the item's answer this page read. When another tab changed an item meanwhile (409, stale), the
 * page reloads the attempt: the items another tab changed take that tab's answer (`onReplaced`), and the rest of
 * the request is sent again. Any other 409 (the time ran out, or another tab handed the attempt in) stops saving and
 * is passed to `onRefused`.
 */
export function useAnswerSaver(
  attemptId: string,
  {
    initial,
    reload,
    onReplaced,
    onRefused,
    onSaved,
  }: {
    /** The answers the page was opened with. */
    initial: TSavedAnswers;
    /** Reads the attempt's saved answers again. */
    reload: () => Promise<TSavedAnswers>;
    /** Items another tab changed: their saved answers, now shown here. */
    onReplaced: (answers: TSavedAnswers) => void;
    onRefused: (message: string) => void;
    onSaved?: (serverNow: string) => void;
  },
) {
  const [status, setStatus] = useState<TSaveStatus>({ state: 'saved' });
  const pending = useRef(new Map<number, TMockAnswer>());
  const versions = useRef(new Map<number, number>(initial.map(({ position, version }) => [position, version])));
  const running = useRef<Promise<boolean> | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const refused = useRef(false);
  const lastError = useRef<string | null>(null);
  const callbacks = useRef({ reload, onReplaced, onRefused, onSaved });
  callbacks.current = { reload, onReplaced, onRefused, onSaved };

  /** After a stale save: every item whose saved version is not the one known here takes the saved answer. */
  const catchUp = useCallback(async () => {
    const saved = await callbacks.current.reload();
    const replaced = saved.filter(({ position, version }) => (versions.current.get(position) ?? 0) !== version);
    for (const { position, version } of replaced) {
      versions.current.set(position, version);
      pending.current.delete(position);
    }
    if (replaced.length > 0) callbacks.current.onReplaced(replaced);
  }, []);

  const run = useCallback(async (): Promise<boolean> => {
    let stale = 0;
    while (pending.current.size > 0 && !refused.current) {
      const batch = [...pending.current].map(([position, answer]) => ({
        position,
        answer,
        version: versions.current.get(position) ?? 0,
      }));
      pending.current.clear();
      setStatus({ state: 'saving' });
      try {
        const saved = await mockExamsApi.saveAnswers(attemptId, batch);
        for (const { position, version } of saved.versions) versions.current.set(position, version);
        callbacks.current.onSaved?.(saved.now);
      } catch (error) {
        for (const { position, answer } of batch)
          if (!pending.current.has(position)) pending.current.set(position, answer);
        if (isStale(error) && stale < staleRetries) {
          stale += 1;
          try {
            await catchUp();
            continue;
          } catch {
            // Reading the attempt failed too: say why the save failed, and let the student try again.
          }
        }
        const message = error instanceof Error ? error.message : String(error);
        lastError.current = message;
        if (error instanceof ApiError && error.status === 409 && !isStale(error)) {
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
  }, [attemptId, catchUp]);

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

  /** The page took the saved answers (back to this tab while idle): their versions are the ones to save from. */
  const adopt = useCallback((saved: TSavedAnswers) => {
    for (const { position, version } of saved) versions.current.set(position, version);
  }, []);

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

  return { status, queue, flush, isIdle, adopt, failure };
}
