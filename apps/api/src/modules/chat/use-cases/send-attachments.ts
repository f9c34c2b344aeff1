import type { TChatAttachmentsMessageCreate, TViewerIn } from '@zadania/shared';
import { assertRoomOpen } from '../assert-room-open';
import type { TChatContext } from '../chat.context';

export async function sendAttachments(
  ctx: TChatContext,
  viewer: TViewerIn,
  roomId: string,
  body: TChatAttachmentsMessageCreate,
) {
  await ctx.memberRoom(viewer, roomId);
  await assertRoomOpen(ctx, roomId);
  const threadMessageId = await ctx.checkThread(roomId, body.threadMessageId);
  const fileIds = await ctx.checkOwnFiles(viewer, body.attachments);
  return ctx.post(viewer, roomId, { kind: 'ATTACHMENTS', fileIds, threadMessageId });
}
