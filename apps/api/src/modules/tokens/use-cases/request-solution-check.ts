import { randomUUID } from 'node:crypto';
import {
  chatMessages,
  commerceMessages,
  foldText,
  successMessages,
  type TSolutionCheckRequest,
  type TViewerIn,
  tokenSpendLabels,
} from '@zadania/shared';
import type { TDb } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { escapeHtml, htmlToPlainText } from '../../../lib/html';
import { sanitizeRichText } from '../../../lib/rich-text/sanitize-rich-text';
import { createChatRepository, directRoomKey } from '../../chat/chat.repository';
import { canRequestSolutionCheck } from '../../homework/solution-access';
import { notEnoughTokens, type TTokensContext, taskExcerpt } from '../tokens.context';
import { presentRequestMessage, taskPath } from '../tokens.presenter';
import { createTokensRepository } from '../tokens.repository';

/** The direct room of the two, created (with its realtime event) when they have none yet. */
async function directRoomIn(ctx: TTokensContext, tx: TDb, viewer: TViewerIn, otherId: string) {
  const chat = createChatRepository(tx);
  const directKey = directRoomKey(viewer.id, otherId);
  const created = await chat.insertDirectRoom({ directKey, createdById: viewer.id });
  if (created) {
    const usersIds = [viewer.id, otherId];
    await chat.addMembers(created.id, usersIds);
    const eventId = await ctx.outbox.record(
      tx,
      'chat.room.created',
      { roomId: created.id, usersIds },
      { actorId: viewer.id },
    );
    await ctx.numbered.record(tx, eventId, usersIds, 'CreatedChatRoom', { chatRoomId: created.id });
    return created;
  }
  return (await chat.findDirectRoom(directKey))!;
}

/** Posts the request with its files in the room, numbered for its members as the chat does. */
async function postRequest(
  ctx: TTokensContext,
  tx: TDb,
  viewer: TViewerIn,
  roomId: string,
  html: string,
  fileIds: readonly string[],
) {
  const chat = createChatRepository(tx);
  const row = await chat.insertMessage({
    roomId,
    authorId: viewer.id,
    kind: 'ATTACHMENTS',
    message: html,
    searchText: foldText(htmlToPlainText(html)),
    replyToId: null,
    threadMessageId: null,
  });
  await chat.attachFiles(row.id, fileIds);
  await chat.touchRoom(roomId);
  const eventId = await ctx.outbox.record(
    tx,
    'chat.message.created',
    { roomId, messageId: row.id },
    { actorId: viewer.id },
  );
  const members = await chat.membersOf([roomId]);
  const files = await chat.filesOf([row.id]);
  const author = members.find((member) => member.id === viewer.id);
  const message = presentRequestMessage(row, roomId, author, files, ctx.videoEmbedUrlTemplate);
  await ctx.numbered.record(
    tx,
    eventId,
    members.map((member) => member.id),
    'CreatedChatMessage',
    message,
  );
  return message;
}

/**
 * Sends the viewer's own solution (1–5 of their uploaded files and a comment) to the task's author: the
 * tokens, the solution check and the message in the direct room of the two (created when missing) are
 * written in one transaction, so tokens are never spent without the message reaching the author.
 */
export async function requestSolutionCheck(
  ctx: TTokensContext,
  viewer: TViewerIn,
  homeworkId: string,
  body: TSolutionCheckRequest,
) {
  const { homework, author, task } = await ctx.findTask(viewer, homeworkId);
  if (!author) throw AppError.badRequest(commerceMessages.authorGone);
  // An ADMIN moderates the task and writes to its author for free: there is nothing to sell them.
  if (viewer.role === 'ADMIN') throw AppError.forbidden(commerceMessages.solutionCheckAdmin);
  if (!canRequestSolutionCheck(viewer, task)) throw AppError.badRequest(commerceMessages.ownTask);
  const fileIds = [...new Set(body.fileIds)];
  const owned = await createChatRepository(ctx.db).ownedFileIds(viewer.id, fileIds);
  if (owned.size !== fileIds.length) throw AppError.badRequest(chatMessages.fileNotAttachable);

  const title = taskExcerpt(homework.description);
  const comment = body.comment.trim();
  const html = sanitizeRichText(
    `<p>Prośba o sprawdzenie rozwiązania zadania: <a href="${escapeHtml(taskPath(homework.slug))}">${escapeHtml(title)}</a>${
      comment ? ` — ${escapeHtml(comment).replace(/\r?\n/g, '<br>')}` : ''
    }</p>`,
  );
  const solutionCheckId = randomUUID();
  const price = ctx.prices.SOLUTION_CHECK;
  return ctx.uow.run(async (tx) => {
    const change = await ctx.applyChange(tx, {
      userId: viewer.id,
      delta: -price,
      reason: 'SOLUTION_CHECK',
      referenceType: 'SOLUTION_CHECK',
      referenceId: solutionCheckId,
      description: `${tokenSpendLabels.SOLUTION_CHECK}: ${title}`,
    });
    if (change.status !== 'applied') throw notEnoughTokens();
    const room = await directRoomIn(ctx, tx, viewer, author.id);
    await createTokensRepository(tx).insertSolutionCheck({
      id: solutionCheckId,
      userId: viewer.id,
      homeworkId: homework.id,
      authorId: author.id,
      roomId: room.id,
      fileIds,
      comment,
    });
    await postRequest(ctx, tx, viewer, room.id, html, fileIds);
    return { message: successMessages.sent, balance: change.balance, solutionCheckId, roomId: room.id };
  });
}
