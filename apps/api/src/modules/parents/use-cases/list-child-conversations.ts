import { isSixteenOrOlder, type TChildConversation, type TChildConversations, type TViewerIn } from '@zadania/shared';
import type { TParentsContext } from '../parents.context';

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The child's rooms shared with adults, as the parent's list shows them (one room when `roomId` is given). */
export async function childConversationsOf(
  ctx: TParentsContext,
  childId: string,
  roomId?: string,
): Promise<TChildConversation[]> {
  const now = ctx.now();
  const rooms = await ctx.conversations.roomsWithAdults(childId, now, roomId);
  const adults = await ctx.conversations.adultsOf(
    rooms.map((room) => room.id),
    now,
  );
  return rooms.map((room) => ({
    roomId: room.id,
    kind: room.kind,
    name: room.kind === 'GROUP' ? room.name : null,
    adults: adults
      .filter((adult) => adult.roomId === room.id)
      .map(({ id, username, displayName, role }) => ({
        id,
        username,
        displayName,
        role: role as 'USER' | 'TEACHER' | 'ADMIN',
      })),
    messageCount: room.messageCount,
    firstMessageAt: isoOrNull(room.firstMessageAt),
    lastMessageAt: isoOrNull(room.lastMessageAt),
  }));
}

/**
 * GET /parent/children/{id}/conversations (issue 72): every room the child shares with an adult (a TEACHER, an ADMIN,
 * a USER of 18 or more), the most recently active first: with whom, how many messages and when. `canReadText` is
 * false for a child of 16 or more: their parent sees with whom and when, never the text. 404 for a child not linked.
 */
export async function listChildConversations(
  ctx: TParentsContext,
  viewer: TViewerIn,
  childId: string,
): Promise<TChildConversations> {
  const child = await ctx.linkedChild(viewer, childId);
  return {
    canReadText: !isSixteenOrOlder(child.birthYear, ctx.now()),
    results: await childConversationsOf(ctx, childId),
  };
}
