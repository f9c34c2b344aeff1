import { foldText, chatMessages as messages, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { htmlToPlainText } from '../../../lib/html';
import { sanitizeMessageText } from '../../../lib/rich-text/sanitize-rich-text';
import { assertRoomOpen } from '../assert-room-open';
import type { TChatContext } from '../chat.context';
import { createChatRepository } from '../chat.repository';
import { createRoomSafetyRepository } from '../room-safety.repository';

/**
 * Only the author, while a member, edits the text of a text message. The text before the edit is kept
 * (`chat_message_edits`, issue 72) in every room: a parent reading a child's room sees what was changed.
 */
export async function updateMessage(
  ctx: TChatContext,
  viewer: TViewerIn,
  messageId: string,
  body: { message: string },
) {
  const { message, member } = await ctx.readableMessage(viewer, messageId);
  if (message.authorId !== viewer.id || !member) throw AppError.forbidden(messages.authorOnly);
  await assertRoomOpen(ctx, message.roomId);
  if (message.kind !== 'TEXT') throw AppError.badRequest(messages.onlyTextEditable);
  const html = sanitizeMessageText(body.message);
  const text = htmlToPlainText(html);
  const refusal = await ctx.safe.editRefusal(viewer.id, message.roomId, text, ctx.now());
  if (refusal) throw AppError.forbidden(refusal);
  if (!text && !(await ctx.repository.filesOf([message.id])).length) throw AppError.badRequest(messages.messageEmpty);
  return ctx.uow.run(async (tx) => {
    const repo = createChatRepository(tx);
    await createRoomSafetyRepository(tx).recordEdit(message.id, message.message);
    const updated = await repo.updateMessageText(message.id, {
      message: text ? html : '',
      searchText: foldText(text),
    });
    const ids = { roomId: message.roomId, messageId: message.id };
    const eventId = await ctx.outbox.record(tx, 'chat.message.updated', ids, { actorId: viewer.id });
    const presented = await ctx.presentMessage(updated, repo);
    await ctx.numbered.record(
      tx,
      eventId,
      await ctx.memberIdsOf(message.roomId, repo),
      'ChatMessageUpdated',
      presented,
    );
    return presented;
  });
}
