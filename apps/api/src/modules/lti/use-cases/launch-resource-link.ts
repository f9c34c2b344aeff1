import { ltiLimits, ltiStartPath, ltiMessages as m } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { escapeHtml } from '../../../lib/html';
import { createOpaqueToken, hashToken } from '../../../lib/secrets';
import type { TLtiContext } from '../lti.context';
import { createLtiRepository } from '../lti.repository';
import { claims, isInstructor, isLearner } from '../lti-claims';
import { admitPupil, bindContext, contextClaim } from '../lti-classes';
import { renderPage, type TLtiPage } from '../lti-pages';
import { provisionLearner } from './provision-learner';
import { syncContextRoster } from './sync-roster';
import { spendState, type TVerifiedLaunch } from './verify-launch';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const stringOf = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/**
 * An LtiResourceLinkRequest. The course is bound to a class (an Instructor's first launch creates it); the link
 * remembers the assignment it opens (from the deep link's `custom.assignment_id`) and the AGS line item its grades go
 * to. An Instructor acts as the teacher the platform belongs to (the roster is synced from NRPS after the commit) and
 * is shown the way to the assignment; a Learner gets their pupil's account, a seat in the class, the assignment, and
 * a one-time, 60-second code that signs them in on our own page (no third-party cookie).
 */
export async function launchResourceLink(ctx: TLtiContext, launch: TVerifiedLaunch, state: string): Promise<TLtiPage> {
  const { platform, payload } = launch;
  const roles = payload[claims.roles];
  const instructor = isInstructor(roles);
  if (!instructor && !isLearner(roles)) throw AppError.forbidden(m.roleUnsupported);
  const context = contextClaim(payload);
  if (!context) throw AppError.badRequest(m.contextRequired);
  const linkId = stringOf((payload[claims.resourceLink] as { id?: unknown } | undefined)?.id);
  if (!linkId) throw AppError.badRequest(m.fieldRequired);
  const lineItemUrl = stringOf((payload[claims.ags] as { lineitem?: unknown } | undefined)?.lineitem) ?? null;
  const membershipsUrl = stringOf(
    (payload[claims.nrps] as { context_memberships_url?: unknown } | undefined)?.context_memberships_url,
  );
  const customId = stringOf((payload[claims.custom] as { assignment_id?: unknown } | undefined)?.assignment_id);
  const now = ctx.now();

  const done = await ctx.uow.run(async (tx) => {
    await spendState(ctx, tx, state, launch);
    const repo = createLtiRepository(tx);
    const bound = await bindContext(tx, platform, context, {
      create: instructor,
      maxClasses: ctx.limits.maxClasses,
      now,
      membershipsUrl,
    });
    let assignmentId = (await repo.findResourceLink(platform.id, linkId))?.assignmentId;
    if (customId && uuidPattern.test(customId) && (await repo.assignmentClassId(customId)) === bound.classId) {
      assignmentId = customId;
    }
    if (assignmentId) {
      await repo.upsertResourceLink({
        platformId: platform.id,
        resourceLinkId: linkId,
        contextId: bound.id,
        assignmentId,
        lineItemUrl,
      });
    }
    if (instructor) return { bound, assignmentId, code: null };

    const { userId } = await provisionLearner(ctx, tx, platform, payload.sub!, payload as Record<string, unknown>);
    await admitPupil(tx, bound.classId, userId, ctx.limits.maxPupils, now);
    if (assignmentId) await repo.setAssignmentFor(assignmentId, userId);
    const code = createOpaqueToken();
    await repo.insertSignInCode({
      codeHash: hashToken(code),
      userId,
      path: assignmentId ? `/assignments/${assignmentId}` : '/',
      expiresAt: new Date(now.getTime() + ltiLimits.signInCodeTtlSeconds * 1000),
    });
    return { bound, assignmentId, code };
  });

  const frameAncestors = [platform.issuer];
  if (done.code === null) {
    if (done.bound.membershipsUrl) {
      await syncContextRoster(ctx, platform, done.bound).catch((error) =>
        ctx.log.warn({ err: error, contextId: done.bound.id }, 'The roster of an LTI course could not be synced'),
      );
    }
    const link = done.assignmentId
      ? `<p><a class="button" href="${escapeHtml(ctx.urls.assignment(done.assignmentId))}" target="_blank" rel="noopener">${escapeHtml(m.openAssignment)}</a></p>`
      : '';
    return renderPage({ title: m.launchTitle, body: `<p>${escapeHtml(m.instructorReady)}</p>${link}`, frameAncestors });
  }
  const start = `${ctx.publicUrl}${ltiStartPath}#code=${encodeURIComponent(done.code)}`;
  return renderPage({
    title: m.launchTitle,
    body: `<p>${escapeHtml(m.openAssignmentHint)}</p><p><a class="button" href="${escapeHtml(start)}" target="_blank" rel="noopener">${escapeHtml(m.openAssignment)}</a></p>`,
    frameAncestors,
  });
}
