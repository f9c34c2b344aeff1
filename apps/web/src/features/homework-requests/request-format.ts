import type { THomeworkRequestStatus } from '@zadania/shared';

export const requestStatusColors: Record<THomeworkRequestStatus, string> = {
  open: 'blue',
  in_progress: 'yellow',
  delivered: 'teal',
  undelivered: 'red',
  closed: 'gray',
};

/** A date and time in Warsaw, as the list and the request page show a deadline. */
export const formatDeadline = (iso: string) =>
  new Intl.DateTimeFormat('pl-PL', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Warsaw' }).format(
    new Date(iso),
  );

/** A `datetime-local` field's value (the browser's time) as an ISO instant, or null when empty or invalid. */
export const localInputToIso = (value: string) => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

/** PLN (a number with up to 2 decimals) to grosze. */
export const plnToGrosze = (value: number) => Math.round(value * 100);
