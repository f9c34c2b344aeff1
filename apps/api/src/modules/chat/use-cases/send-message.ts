import { foldText, chatMessages as messages, type TChatMessageCreate, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { htmlToPlainText } from '../../../lib/html';
import { sanitizeMessageText } from '../../../lib/rich-text/sanitize-rich-text';
import { assertRoomOpen } from '../assert-room-open';
import type { TChatContext } from '../chat.context';

export async function sendMessage(ctx: TChatContext, viewer: TViewerIn, roomId: string, body: TChatMessageCreate) {
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
  return ctx.post(viewer, roomId, {
    kind: 'TEXT',
    message: text ? message : '',
    searchText: foldText(text),
    fileIds,
    replyToId: body.replyTo,
    threadMessageId,
  });
}
