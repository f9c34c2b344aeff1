import type { TChatUser } from '@zadania/shared';
import type { TChatMessageRow } from '../../db/schema';
import { htmlToPlainText } from '../../lib/html';
import { presentAvatar, type TAvatarRow } from '../users/avatar';

const excerptLength = 160;

/** A person as the chat repository reads them (a member, an author). */
export type TChatPersonRow = {
  id: string;
  username: string;
  displayName: string;
  role: TChatUser['role'];
} & TAvatarRow;

export const toUser = (row: TChatPersonRow): TChatUser => ({
  id: row.id,
  username: row.username,
  displayName: row.displayName,
  role: row.role,
  avatar: presentAvatar(row),
});

/** What a quoted message shows of itself: its text (a meeting's name), cut to 160 characters. */
export function excerptOf(row: TChatMessageRow) {
  const text = row.kind === 'MEETING' ? (row.meetingName ?? '') : htmlToPlainText(row.message);
  return text.length > excerptLength ? `${text.slice(0, excerptLength - 1)}…` : text;
}
