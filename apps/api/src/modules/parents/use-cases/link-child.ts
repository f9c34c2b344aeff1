import {
  isSixteenOrOlder,
  parentMessages as m,
  parentLimits,
  parentLinkedNotice,
  type TLinkChildRequest,
  type TViewerIn,
} from '@zadania/shared';
import type { TDb } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { TEventOutbox } from '../../../lib/events/event-outbox';
import { hashToken } from '../../../lib/secrets';
import { createParentalConsentRepository } from '../../auth/parental-consent.repository';
import { createUsersRepository } from '../../users/users.repository';
import { createParentCodesRepository } from '../parent-codes.repository';
import { createParentLinksRepository } from '../parent-links.repository';
import type { TParentsContext } from '../parents.context';

/** The child a code or a consent link names, or 400: the same answer for a wrong, expired or spent one. */
async function childOf(tx: TDb, input: TLinkChildRequest, at: Date) {
  if ('code' in input) {
    const found = await createParentCodesRepository(tx).findLive(hashToken(input.code), at);
    if (found?.role !== 'USER') throw AppError.badRequest(m.codeInvalid);
    return { childId: found.childId, byCode: true, parentEmail: null };
  }
  // The consent's link proves this person is the parent only once the consent is given by it.
  const consent = await createParentalConsentRepository(tx).findByToken(hashToken(input.consentToken));
  if (!consent?.confirmedAt) throw AppError.badRequest(m.codeInvalid);
  return { childId: consent.userId, byCode: false, parentEmail: consent.parentEmail };
}

/**
 * Links a parent with a child inside the caller's transaction (POST /parent/children, and registering as a parent
 * from the consent link). The child's row is locked first, so two parents linking at once are counted one after the
 * other: never a third. A child of 16 or more confirms the link; a younger child's is confirmed now. A code is single
 * use. The child is told after the commit (the outbox).
 */
export async function linkChildIn(
  tx: TDb,
  deps: { outbox: Pick<TEventOutbox, 'record'>; now: () => Date },
  parent: { id: string },
  input: TLinkChildRequest,
) {
  const at = deps.now();
  const { childId, byCode, parentEmail } = await childOf(tx, input, at);
  const links = createParentLinksRepository(tx);
  const child = await links.lockChild(childId);
  if (child?.role !== 'USER' || child.id === parent.id) throw AppError.badRequest(m.codeInvalid);
  if (await links.find(parent.id, childId)) throw new AppError(409, m.alreadyLinked);
  if ((await links.countParents(childId)) >= parentLimits.parentsPerChild) throw new AppError(409, m.tooManyParents);
  const awaitsChild = isSixteenOrOlder(child.birthYear, at);
  await links.insert({ parentId: parent.id, childId, linkedAt: at, confirmedAt: awaitsChild ? null : at });
  if (byCode) await createParentCodesRepository(tx).remove(childId);
  const parentRow = await createUsersRepository(tx).findById(parent.id);
  await deps.outbox.record(
    tx,
    'notification.requested',
    {
      type: 'FAMILY_EVENT',
      recipientIds: [childId],
      text: parentLinkedNotice(parentRow?.displayName ?? '', awaitsChild),
      href: '/account/data#rodzic-lub-opiekun',
      data: { parentId: parent.id },
    },
    { actorId: parent.id },
  );
  return { childId, awaitsChild, parentEmail };
}

/** POST /parent/children: a code the child made, or the consent link the parent has just used. */
export async function linkChild(ctx: TParentsContext, viewer: TViewerIn, input: TLinkChildRequest) {
  const { childId, awaitsChild } = await ctx.uow.run((tx) => linkChildIn(tx, ctx, viewer, input));
  const [child] = await ctx.childrenAnswer(viewer.id, childId);
  return { message: awaitsChild ? m.awaitingChild : m.linked, child: child! };
}
