import {
  audioExtensions,
  extensionOf,
  chatMessages as messages,
  type TUploadedFile,
  type TViewerIn,
} from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { assertRoomOpen } from '../assert-room-open';
import type { TChatContext } from '../chat.context';

type TUpload = (fileName: string, source: AsyncIterable<Buffer>) => Promise<TUploadedFile>;
/** Reads the audio message's multipart body, storing its one file through `store`. */
export type TReceiveAudio = (
  store: (
    fields: { threadMessageId?: string | null },
    file: { fileName: string; stream: AsyncIterable<Buffer> },
  ) => Promise<TUploadedFile>,
) => Promise<TUploadedFile>;

/**
 * A recorded message: membership is checked before the body is read, so a refused sender uploads
 * nothing; the one multipart file (mp3, wav, ogg, webm, recognised by its magic bytes) is
 * stored as the sender's CHAT_ATTACHMENT, then the message; the file is removed when the message fails.
 */
export async function sendAudio(ctx: TChatContext, viewer: TViewerIn, roomId: string, receive: TReceiveAudio) {
  await ctx.memberRoom(viewer, roomId);
  await assertRoomOpen(ctx, roomId);
  let threadMessageId: string | null = null;
  const upload: TUpload = (fileName, source) =>
    ctx.files.ingestFile(viewer, { assign: 'CHAT_ATTACHMENT', s3Video: false, fileName, source });
  const file = await ctx.files.withUploadSlot(viewer, () =>
    receive(async (fields, part) => {
      if (!(audioExtensions as readonly string[]).includes(extensionOf(part.fileName))) {
        throw AppError.badRequest(messages.audioFormat);
      }
      threadMessageId = await ctx.checkThread(roomId, fields.threadMessageId);
      return upload(part.fileName, part.stream);
    }),
  );
  try {
    return await ctx.post(viewer, roomId, { kind: 'AUDIO', fileIds: [file.id], threadMessageId });
  } catch (error) {
    await ctx.files.removeFile(viewer, file.id);
    throw error;
  }
}
