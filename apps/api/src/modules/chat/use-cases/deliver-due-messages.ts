import type { TChatContext } from '../chat.context';
import { createSafeMessagesRepository } from '../safe-messages.repository';

/**
 * The morning's deliveries (issue 72, night delivery): each message sent to a minor at night whose 7:00 has come is
 * taken (its `deliver_at` set null in the same statement, so two runners or a run after a restart never announce it
 * twice) and announced to the room as if sent now. Reads never wait for this job: they show a message once its
 * `deliver_at` has passed.
 */
export async function deliverDueMessages(ctx: TChatContext, at: Date = ctx.now()) {
  return ctx.uow.run(async (tx) => {
    const due = await createSafeMessagesRepository(tx).takeDue(at);
    for (const row of due) await ctx.safe.announce(tx, row, at);
    return { delivered: due.length };
  });
}
