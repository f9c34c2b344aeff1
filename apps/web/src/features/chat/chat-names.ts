import type { TChatRoom, TChatUser } from '@zadania/shared';
import { chatPl } from './chat.pl';

/** A member's name as the chat shows it; a deleted account has none. */
export function userName(user: TChatUser | null): string {
  return user?.displayName ?? chatPl.deletedUser;
}

/** A group room's name, or for a direct room the other member's name. */
export function roomTitle(room: TChatRoom, viewerId: string | undefined): string {
  if (room.name) return room.name;
  const other = room.users.find((user) => user.id !== viewerId);
  return other ? other.displayName : chatPl.deletedUser;
}

/** The members other than the viewer, for the room header. */
export function otherMembers(room: TChatRoom, viewerId: string | undefined): TChatUser[] {
  return room.users.filter((user) => user.id !== viewerId);
}
