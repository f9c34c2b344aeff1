import { bookKinds, schoolLevels, subjects, type TBookKind, type TSchoolLevel, type TSubject } from '@zadania/shared';

/** The filters of /resources/books as the URL carries them; anything unknown is dropped. */
export type TBookFilters = {
  subject?: TSubject;
  level?: TSchoolLevel;
  kind?: TBookKind;
  publisher?: string;
  page: number;
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

export function parseBookFilters(params: URLSearchParams): TBookFilters {
  const page = Number(params.get('page'));
  const publisher = params.get('publisher')?.trim().slice(0, 100);
  return {
    subject: oneOf(subjects, params.get('subject')),
    level: oneOf(schoolLevels, params.get('level')),
    kind: oneOf(bookKinds, params.get('kind')),
    publisher: publisher || undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Writes a change into the URL query; any change other than the page goes back to page 1. */
export function updateBookParams(current: URLSearchParams, change: Partial<TBookFilters>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in change)) next.delete('page');
  return next;
}
