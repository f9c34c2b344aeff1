import { classJoinPath, type TClassSummary } from '@zadania/shared';

/** The address that joins a class: the server's `joinUrl`, else this site's join page for its code. */
export function classJoinUrl(schoolClass: Pick<TClassSummary, 'code' | 'joinUrl'>): string {
  if (schoolClass.joinUrl) return schoolClass.joinUrl;
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return `${origin}${classJoinPath(schoolClass.code ?? '')}`;
}
