import {
  chatMessages as chatWords,
  helpLimits,
  helpLines,
  helpRequestedNotice,
  helpMessages as m,
  type THelpRequestCreated,
  type THelpRequestInput,
  type THelpTranscriptMessage,
  type TViewerIn,
} from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { htmlToPlainText } from '../../../lib/html';
import type { TRequestContext } from '../../../lib/routes/request-context';
import type { THelpRequestsContext } from '../help-requests.context';
import { createHelpRequestsRepository } from '../help-requests.repository';

/** The limiter's 429 told in the child's words, with the help lines: a child is never just refused. */
async function consumeHelpLimit(ctx: THelpRequestsContext, viewer: TViewerIn, ip: string) {
  try {
    await ctx.limiter.consume('safeguardingHelp', { ip, account: viewer.id });
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 429) throw new AppError(429, m.tooMany, error.headers);
    throw error;
  }
}

/**
 * POST /safeguarding/help: the child's words go to the responsible persons at once. From a room (the sender a
 * member), the room's latest messages are copied in as they are now, so deleting them later hides nothing. The
 * request and its audit row commit together; every responsible ADMIN is notified (and mailed) after the commit.
 */
export async function askForHelp(
  ctx: THelpRequestsContext,
  viewer: TViewerIn,
  input: THelpRequestInput,
  request: TRequestContext,
): Promise<THelpRequestCreated> {
  await consumeHelpLimit(ctx, viewer, request.ip);
  const roomId = input.roomId ?? null;
  if (roomId) {
    if (!(await ctx.repository.findRoom(roomId))) throw AppError.notFound(chatWords.roomNotFound);
    if (!(await ctx.repository.isMember(roomId, viewer.id))) throw AppError.forbidden(m.roomMembersOnly);
  }
  const at = ctx.now();
  const row = await ctx.uow.run(async (tx) => {
    const repo = createHelpRequestsRepository(tx);
    const transcript: THelpTranscriptMessage[] = roomId
      ? (await repo.latestMessages(roomId, helpLimits.transcriptMessages)).map((message) => ({
          id: message.id,
          authorId: message.authorId,
          authorName: message.authorName ?? 'Konto usunięte',
          message:
            message.kind === 'MEETING' ? `Spotkanie: ${message.meetingName ?? ''}` : htmlToPlainText(message.message),
          files: message.files,
          createdAt: message.createdAt.toISOString(),
        }))
      : [];
    const inserted = await repo.insert({
      childId: viewer.id,
      text: input.text,
      withWhom: input.withWhom,
      roomId,
      transcript,
      createdAt: at,
    });
    await repo.audit({
      kind: 'HELP_REQUESTED',
      actorId: viewer.id,
      subjectUserId: viewer.id,
      refId: inserted.id,
      details: { roomId, withWhom: input.withWhom, transcriptMessages: transcript.length },
      createdAt: at,
    });
    const child = await repo.findUser(viewer.id);
    await ctx.outbox.record(
      tx,
      'notification.requested',
      {
        type: 'SAFEGUARDING_EVENT',
        recipientIds: await repo.responsibleAdminIds(),
        text: helpRequestedNotice(child?.displayName ?? 'Uczeń'),
        href: '/admin/safeguarding',
        data: { helpRequestId: inserted.id, urgent: true },
      },
      { actorId: viewer.id },
    );
    return inserted;
  });
  return {
    id: row.id,
    message: m.acknowledgement,
    helpLines: [helpLines.childHelpline, helpLines.emergency],
    roomAttached: !!roomId,
  };
}
