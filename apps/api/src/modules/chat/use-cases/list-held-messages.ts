import type { THeldMessageList, TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { htmlToPlainText } from '../../../lib/html';
import type { TChatContext } from '../chat.context';
import { toUser } from '../chat.presenter';

/** The held messages no responsible ADMIN has decided yet, oldest first: who, where, to which minors, and why. */
export async function listHeldMessages(ctx: TChatContext, viewer: TViewerIn): Promise<THeldMessageList> {
  if (viewer.role !== 'ADMIN') throw AppError.forbidden();
  const held = await ctx.safeMessages.listHeld();
  const at = ctx.now();
  const people = await ctx.safeMessages.membersOf([...new Set(held.map(({ message }) => message.roomId))]);
  const minors = await ctx.safeMessages.minorIds([...new Set(people.map((person) => person.id))], at);
  const authors = await ctx.repository.findUsers([
    ...new Set(held.flatMap(({ message }) => (message.authorId ? [message.authorId] : []))),
  ]);
  return {
    results: held.map(({ message, roomName }) => {
      const author = authors.find((user) => user.id === message.authorId);
      return {
        id: message.id,
        roomId: message.roomId,
        roomName,
        sender: author ? toUser(author) : null,
        minors: people
          .filter((person) => person.roomId === message.roomId && minors.has(person.id))
          .map((person) => toUser(person)),
        message: message.message,
        text: htmlToPlainText(message.message),
        reason: message.heldReason ?? '',
        heldAt: message.heldAt!.toISOString(),
      };
    }),
  };
}
