import { useCallback, useEffect, useRef } from 'react';
import type { THomeworkFormValues } from './homework-form';

/** Spec section 9: debounce 500 ms. */
export const draftDebounceMs = 500;

type TStoredDraft = { version: 1; savedAt: string; values: THomeworkFormValues };

/** One draft per person and per form: the create form, or one task being edited. */
export function draftKey(userId: string, homeworkId: string | null): string {
  return `zadania.homeworkDraft.${userId}.${homeworkId ?? 'new'}`;
}

export function readDraft(key: string): THomeworkFormValues | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<TStoredDraft>;
    if (parsed.version !== 1 || !parsed.values || typeof parsed.values.description !== 'string') return null;
    return parsed.values;
  } catch {
    return null;
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage may be unavailable (private mode); a draft is a convenience only.
  }
}

function writeDraft(key: string, values: THomeworkFormValues): void {
  try {
    const draft: TStoredDraft = { version: 1, savedAt: new Date().toISOString(), values };
    localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Quota exceeded or storage off: the form keeps working without a draft.
  }
}

/**
 * Saves the form into localStorage 500 ms after the last change while it differs from what was loaded
 * (`baseline`); a form back at its baseline has no draft. A pending write is flushed when the page is
 * hidden or left. `enabled` is false until the form is ready. Returns `cancel` for after a save.
 */
export function useHomeworkDraft(key: string | null, values: THomeworkFormValues, baseline: string, enabled: boolean) {
  const pending = useRef<{ key: string; serialized: string } | null>(null);
  const serialized = JSON.stringify(values);

  const flush = useCallback(() => {
    const next = pending.current;
    pending.current = null;
    if (!next) return;
    if (next.serialized === baseline) clearDraft(next.key);
    else writeDraft(next.key, JSON.parse(next.serialized) as THomeworkFormValues);
  }, [baseline]);

  useEffect(() => {
    if (!enabled || !key) return;
    pending.current = { key, serialized };
    const timer = setTimeout(flush, draftDebounceMs);
    return () => clearTimeout(timer);
  }, [key, serialized, enabled, flush]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return useCallback(() => {
    pending.current = null;
  }, []);
}
