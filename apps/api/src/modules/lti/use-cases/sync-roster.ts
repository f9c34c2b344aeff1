import { ltiMessages as m, type TLtiRosterResult, type TViewerIn } from '@zadania/shared';
import type { TLtiContextRow, TLtiPlatformRow } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { TLtiContext } from '../lti.context';
import { isLearner, scopes } from '../lti-claims';
import { admitPupil } from '../lti-classes';
import { provisionLearner } from './provision-learner';

/**
 * Reads the course's members from the platform (NRPS 2.0: a client-credentials token for the membership scope, the
 * member list) and gives every active Learner a pupil's account (once per `sub`) and an ACTIVE seat in the bound
 * class, within its limit (those past it are counted as refused).
 */
export async function syncContextRoster(
  ctx: TLtiContext,
  platform: TLtiPlatformRow,
  context: Pick<TLtiContextRow, 'id' | 'classId' | 'membershipsUrl'>,
): Promise<TLtiRosterResult> {
  if (!context.membershipsUrl) throw new AppError(409, m.rosterUnavailable);
  let members: Awaited<ReturnType<TLtiContext['client']['members']>>;
  try {
    members = await ctx.client.members(platform, context.membershipsUrl, scopes.memberships);
  } catch {
    throw new AppError(502, m.rosterFailed);
  }
  const learners = members.filter(
    (member) =>
      typeof member.user_id === 'string' &&
      member.user_id &&
      isLearner(member.roles) &&
      (member.status === undefined || member.status === 'Active'),
  );
  const result = { learners: learners.length, created: 0, admitted: 0, refused: 0 };
  const now = ctx.now();
  for (const learner of learners) {
    // One transaction a learner: a full class refuses the rest without undoing who was admitted.
    try {
      const done = await ctx.uow.run(async (tx) => {
        const { userId, created } = await provisionLearner(ctx, tx, platform, learner.user_id as string, learner);
        return { created, admitted: await admitPupil(tx, context.classId, userId, ctx.limits.maxPupils, now) };
      });
      if (done.created) result.created += 1;
      if (done.admitted) result.admitted += 1;
    } catch (error) {
      if (!(error instanceof AppError && error.statusCode === 409)) throw error;
      result.refused += 1;
    }
  }
  return result;
}

/** POST /lti/context/:id/roster: the teacher the platform belongs to (or ADMIN); anyone else 404. */
export async function syncRoster(ctx: TLtiContext, viewer: TViewerIn, contextId: string) {
  const context = await ctx.repository.findContextById(contextId);
  const platform = context && (await ctx.repository.findPlatform(context.platformId));
  if (!context || !platform || (viewer.role !== 'ADMIN' && platform.ownerId !== viewer.id)) {
    throw AppError.notFound(m.contextNotFound);
  }
  return syncContextRoster(ctx, platform, context);
}
