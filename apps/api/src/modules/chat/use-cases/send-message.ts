import {
  foldText,
  chatMessages as messages,
  safeMessageTexts,
  type TChatHeldSend,
  type TChatMessage,
  type TChatMessageCreate,
  type TViewerIn,
} from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { htmlToPlainText } from '../../../lib/html';
import { sanitizeMessageText } from '../../../lib/rich-text/sanitize-rich-text';
import { assertRoomOpen } from '../assert-room-open';
import type { TChatContext } from '../chat.context';

/**
 * A text message with files. An adult's text carrying contact details off the platform in a room with a minor is
 * held (issue 72): the answer is then `{ held: true, message, reason }`, which the route sends as 202.
 */
export async function sendMessage(
  ctx: TChatContext,
  viewer: TViewerIn,
  roomId: string,
  body: TChatMessageCreate,
): Promise<TChatMessage | TChatHeldSend> {
  await ctx.memberRoom(viewer, roomId);
  await assertRoomOpen(ctx, roomId);
  const threadMessageId = await ctx.checkThread(roomId, body.threadMessageId);
  if (body.replyTo) {
    const quoted = await ctx.repository.findMessage(body.replyTo);
    if (!quoted || quoted.roomId !== roomId) throw AppError.badRequest(messages.replyOutsideRoom);
  }
  const fileIds = await ctx.checkOwnFiles(viewer, body.files);
  const message = sanitizeMessageText(body.message);
  const text = htmlToPlainText(message);
  if (!text && !fileIds.length) throw AppError.badRequest(messages.messageEmpty);
  const sent = await ctx.post(viewer, roomId, {
    kind: 'TEXT',
    screenText: text,
    message: text ? message : '',
    searchText: foldText(text),
    fileIds,
    replyToId: body.replyTo,
    threadMessageId,
  });
  return sent.held ? { held: true, message: sent, reason: safeMessageTexts.heldBecause(sent.held.reason) } : sent;
}
