import { randomUUID } from 'node:crypto';
import { foldText, type TChatMeetingMessageCreate, type TViewerIn } from '@zadania/shared';
import { assertRoomOpen } from '../assert-room-open';
import type { TChatContext } from '../chat.context';

/** A named call; its join link comes from MEETING_URL_TEMPLATE, or is null when none is configured. */
export async function sendMeeting(
  ctx: TChatContext,
  viewer: TViewerIn,
  roomId: string,
  body: TChatMeetingMessageCreate,
) {
  await ctx.memberRoom(viewer, roomId);
  await assertRoomOpen(ctx, roomId);
  const threadMessageId = await ctx.checkThread(roomId, body.threadMessageId);
  const meetingId = randomUUID();
  const joinUrl = ctx.meetingUrlTemplate?.replaceAll('{meetingId}', meetingId) ?? null;
  return ctx.post(viewer, roomId, {
    kind: 'MEETING',
    searchText: foldText(body.name),
    threadMessageId,
    meeting: { id: meetingId, name: body.name, joinUrl },
  });
}
