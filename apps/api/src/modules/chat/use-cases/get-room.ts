import type { TChatRoomView, TViewerIn } from '@zadania/shared';
import type { TChatContext } from '../chat.context';
import { roomSafetyOf } from '../room-safety.repository';

/**
 * GET /chat/{id}: the room, and whether a child's parent may read it (issue 72): a pupil under 16 (or of no known
 * birth year) and an adult share it. Whether a parent is linked yet does not matter: a parent who links later reads
 * the whole room, so both the child and the adult are told from the first message.
 */
export async function getRoom(ctx: TChatContext, viewer: TViewerIn, roomId: string): Promise<TChatRoomView> {
  const { room } = await ctx.readableRoom(viewer, roomId);
  const members = await ctx.roomSafety.membersAges(room.id);
  return { ...(await ctx.presentRoom(viewer.id, room)), parentCanRead: roomSafetyOf(members).parentCanRead };
}
