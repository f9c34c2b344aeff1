import { helpMessages as m, type THelpStatusChangeInput, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { THelpRequestsContext } from '../help-requests.context';
import { presentHelpRequests } from '../help-requests.presenter';
import { createHelpRequestsRepository } from '../help-requests.repository';

/** POST /admin/safeguarding/help/{id}/status: a responsible person takes (IN_PROGRESS) or closes a request; audited. */
export async function setHelpStatus(
  ctx: THelpRequestsContext,
  viewer: TViewerIn,
  id: string,
  input: THelpStatusChangeInput,
) {
  const at = ctx.now();
  const row = await ctx.uow.run(async (tx) => {
    const repo = createHelpRequestsRepository(tx);
    const locked = await repo.lock(id);
    if (!locked) throw AppError.notFound(m.requestNotFound);
    if (locked.status === 'CLOSED') throw AppError.badRequest(m.alreadyClosed);
    const note = input.note ? input.note : locked.note;
    const updated = await repo.update(id, { status: input.status, handledById: viewer.id, handledAt: at, note });
    await repo.audit({
      kind: 'HELP_STATUS_CHANGED',
      actorId: viewer.id,
      subjectUserId: locked.childId,
      refId: id,
      details: { from: locked.status, to: input.status, note: input.note ?? null },
      createdAt: at,
    });
    return updated;
  });
  const [request] = await presentHelpRequests(ctx.repository, [row], at);
  return { message: input.status === 'CLOSED' ? m.closed : m.taken, request: request! };
}
