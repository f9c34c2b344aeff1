import { userBlockMessages } from '@zadania/shared';
import { AppError } from '../../lib/app-error';
import type { TChatContext } from './chat.context';

/**
 * 403 when the room was closed (an ADMIN blocked one of its members, issue 72): nothing more is written there. Every
 * use case that sends or edits a message calls it first.
 */
export async function assertRoomOpen(ctx: Pick<TChatContext, 'repository'>, roomId: string) {
  const room = await ctx.repository.findRoom(roomId);
  if (room?.closedAt) throw AppError.forbidden(userBlockMessages.roomClosed);
}
