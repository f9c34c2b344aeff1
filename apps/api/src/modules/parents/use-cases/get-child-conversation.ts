import {
  chatMessages,
  isSixteenOrOlder,
  parentConversationMessages,
  type TConversationTranscript,
  type TViewerIn,
} from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { htmlToPlainText } from '../../../lib/html';
import type { TParentsContext } from '../parents.context';
import { childConversationsOf } from './list-child-conversations';

/**
 * GET /parent/children/{id}/conversations/{roomId}/messages (issue 72): a room the child under 16 (or of no known birth
 * year) shares with an adult, read-only, the oldest message first: each message as plain text with its files' names
 * and, when edited, its earlier texts. Only what the child sees: no held message, none not delivered yet. A child of
 * 16 or more: 403 `textHidden`. A room that is not the child's, or has no adult in it: 404 (a child not linked too).
 */
export async function getChildConversation(
  ctx: TParentsContext,
  viewer: TViewerIn,
  childId: string,
  roomId: string,
  query: { page: number; pageSize: number },
): Promise<TConversationTranscript> {
  const child = await ctx.linkedChild(viewer, childId);
  const now = ctx.now();
  const [conversation] = await childConversationsOf(ctx, childId, roomId);
  if (!conversation) throw AppError.notFound(chatMessages.roomNotFound);
  if (isSixteenOrOlder(child.birthYear, now)) throw AppError.forbidden(parentConversationMessages.textHidden);

  const { page, pageSize } = query;
  const { total, rows } = await ctx.conversations.messagesPage(roomId, now, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const ids = rows.map((row) => row.message.id);
  const [fileNames, edits] = [await ctx.conversations.fileNamesOf(ids), await ctx.conversations.editsOf(ids)];
  const results = rows.map(({ message, author }) => ({
    id: message.id,
    author,
    kind: message.kind,
    text: message.kind === 'MEETING' ? (message.meetingName ?? '') : htmlToPlainText(message.message),
    files: fileNames.filter((file) => file.messageId === message.id).map((file) => file.name),
    inThread: message.threadMessageId !== null,
    createdAt: message.createdAt.toISOString(),
    editedAt: message.editedAt?.toISOString() ?? null,
    edits: edits
      .filter((edit) => edit.messageId === message.id)
      .map((edit) => ({ previousText: htmlToPlainText(edit.previousMessage), editedAt: edit.editedAt.toISOString() })),
  }));
  return { conversation, results, total, page, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}
