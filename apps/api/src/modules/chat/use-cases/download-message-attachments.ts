import { fileMessages, chatMessages as messages, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { TServedFile } from '../../files/file.service';
import { buildContentDisposition } from '../../files/file-serving';
import type { TChatContext } from '../chat.context';
import { createZipStream, uniqueEntryNames } from '../zip-stream';

/**
 * A message's attachments as one download, for members only (a chat's files are its members'): the
 * one file as it is, or a ZIP of several.
 */
export async function downloadMessageAttachments(
  ctx: TChatContext,
  viewer: TViewerIn,
  messageId: string,
  request: { range?: string; ifNoneMatch?: string; ifRange?: string },
): Promise<TServedFile> {
  const { message, member } = await ctx.readableMessage(viewer, messageId);
  if (!member) throw AppError.forbidden(messages.membersOnly);
  const rows = (await ctx.repository.filesOf([message.id])).map((row) => row.file);
  if (!rows.length) throw AppError.notFound(fileMessages.notFound);
  if (rows.length === 1) return ctx.files.openFile(viewer, rows[0]!.id, request, 'download');
  const names = uniqueEntryNames(rows.map((row) => row.originalName));
  return {
    statusCode: 200,
    headers: {
      'content-type': 'application/zip',
      'content-disposition': buildContentDisposition('attachment', `zalaczniki-${message.id.slice(0, 8)}.zip`),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
    body: createZipStream(
      rows.map((row, index) => ({ name: names[index]!, open: () => ctx.files.readStored(row) })),
      message.createdAt,
    ),
  };
}
