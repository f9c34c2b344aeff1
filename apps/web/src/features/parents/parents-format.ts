import type { TChildConsent } from '@zadania/shared';
import dayjs from 'dayjs';
import './parents.pl';
import type { TFunction } from 'i18next';

/** '12.11.2026' */
export const shortDate = (value: string) => dayjs(value).format('DD.MM.YYYY');

/** The consent's state in words, with its date where it has one ('Zgoda udzielona 12.11.2026'). */
export function consentText(t: TFunction, consent: TChildConsent): string {
  const date = consent.status === 'WITHDRAWN' ? consent.withdrawnAt : consent.confirmedAt;
  return t(`parents.consent.${consent.status}`, { date: date ? shortDate(date) : '' }).trim();
}
