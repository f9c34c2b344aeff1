import { isSixteenOrOlder, mayBeMinor } from '@zadania/shared';
import { eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { chatMessageEdits, chatRoomMembers, users } from '../../db/schema';

type TMemberAge = { id: string; role: string; birthYear: number | null };

/** A minor as the contact rule counts one (contacts.repository `minorIds`): a USER under 18 by birth year, or with none. */
export const isMinor = (member: TMemberAge, now: Date) =>
  member.role === 'USER' && (member.birthYear === null || mayBeMinor(member.birthYear, now));

/** A pupil whose parents read the text of their conversations with adults: under 16, or of no known birth year. */
export const isUnderSixteen = (member: TMemberAge, now: Date) =>
  member.role === 'USER' && !isSixteenOrOlder(member.birthYear, now);

/** An adult in a child's room: anyone not a minor and not a parent (a TEACHER, an ADMIN, a USER of 18 or more). */
export const isAdult = (member: TMemberAge, now: Date) => !isMinor(member, now) && member.role !== 'PARENT';

/**
 * What child protection (issue 72) reads of a room's people: their ages and roles. A room of an adult and a minor
 * keeps everything (no adult erases a message, the room or the pupil from it); a room of an adult and a child under
 * 16 is readable by the child's parents. Edits keep their previous text (`chat_message_edits`) in every room.
 */
export function createRoomSafetyRepository(db: TDb) {
  return {
    /** The room's members with their role and birth year. */
    async membersAges(roomId: string): Promise<TMemberAge[]> {
      return db
        .select({ id: users.id, role: users.role, birthYear: users.birthYear })
        .from(chatRoomMembers)
        .innerJoin(users, eq(users.id, chatRoomMembers.userId))
        .where(eq(chatRoomMembers.roomId, roomId));
    },

    /** Some users' role and birth year (those about to be removed from a group room). */
    async usersAges(ids: readonly string[]): Promise<TMemberAge[]> {
      if (!ids.length) return [];
      return db
        .select({ id: users.id, role: users.role, birthYear: users.birthYear })
        .from(users)
        .where(inArray(users.id, [...ids]));
    },

    /** Keeps a message's text as it was before an edit. */
    async recordEdit(messageId: string, previousMessage: string) {
      await db.insert(chatMessageEdits).values({ messageId, previousMessage });
    },
  };
}
export type TRoomSafetyRepository = ReturnType<typeof createRoomSafetyRepository>;

/** The room's people sorted by what child protection asks of them. */
export function roomSafetyOf(members: readonly TMemberAge[], now = new Date()) {
  const hasAdult = members.some((member) => isAdult(member, now));
  return {
    /** An adult and a minor share the room: nothing in it is erased by the adult. */
    adultWithMinor: hasAdult && members.some((member) => isMinor(member, now)),
    /** An adult and a child under 16 share it: the child's parents (now or once linked) read all of it. */
    parentCanRead: hasAdult && members.some((member) => isUnderSixteen(member, now)),
  };
}
