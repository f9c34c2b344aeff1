import dayjs from 'dayjs';
import 'dayjs/locale/pl';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);
dayjs.locale('pl');

/** '22 listopada 2025' */
export function formatDate(value: string | Date): string {
  return dayjs(value).format('D MMMM YYYY');
}

/** '22 listopada 2025, 14:05' */
export function formatDateTime(value: string | Date): string {
  return dayjs(value).format('D MMMM YYYY, HH:mm');
}

/** '2 godziny temu' */
export function formatRelative(value: string | Date): string {
  return dayjs(value).fromNow();
}
