import { ltiLimits, ltiMessages as m } from '@zadania/shared';
import { SignJWT } from 'jose';
import { AppError } from '../../../lib/app-error';
import { escapeHtml } from '../../../lib/html';
import type { TLtiContext } from '../lti.context';
import { claims, isInstructor } from '../lti-claims';
import { bindContext, contextClaim } from '../lti-classes';
import { renderPage, type TLtiPage } from '../lti-pages';
import { deepLinkAudience, deepLinkSessionKey, type TChoiceSession } from './deep-link-session';
import { spendState, type TVerifiedLaunch } from './verify-launch';

/**
 * An LtiDeepLinkingRequest from an Instructor: the course is bound to a class (created at the first one) and a page
 * lists the class's assignments; each choice posts back to us with a short-lived token of the request (HS256, our
 * secret), never trusting anything else the page sends.
 */
export async function launchDeepLinking(ctx: TLtiContext, launch: TVerifiedLaunch, state: string): Promise<TLtiPage> {
  const { platform, payload } = launch;
  if (!isInstructor(payload[claims.roles])) throw AppError.forbidden(m.roleUnsupported);
  const context = contextClaim(payload);
  if (!context) throw AppError.badRequest(m.contextRequired);
  const settings = (payload[claims.deepLinkingSettings] ?? {}) as { deep_link_return_url?: unknown; data?: unknown };
  const returnUrl = settings.deep_link_return_url;
  if (typeof returnUrl !== 'string' || !URL.canParse(returnUrl)) throw AppError.badRequest(m.fieldRequired);

  const bound = await ctx.uow.run(async (tx) => {
    await spendState(ctx, tx, state, launch);
    return bindContext(tx, platform, context, { create: true, maxClasses: ctx.limits.maxClasses, now: ctx.now() });
  });
  const session: TChoiceSession = {
    platformId: platform.id,
    classId: bound.classId,
    returnUrl,
    ...(typeof settings.data === 'string' && { data: settings.data }),
  };
  const token = await new SignJWT(session)
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(deepLinkAudience)
    .setIssuedAt(Math.floor(ctx.now().getTime() / 1000))
    .setExpirationTime(Math.floor(ctx.now().getTime() / 1000) + ltiLimits.deepLinkTtlSeconds)
    .sign(deepLinkSessionKey(ctx));

  const { items } = await ctx.assignments.listForClass(await ctx.ownerOf(platform), bound.classId);
  const list = items
    .map(
      (item) =>
        `<li><form method="post" action="${escapeHtml(ctx.urls.deepLink)}"><input type="hidden" name="session" value="${escapeHtml(token)}"><input type="hidden" name="assignmentId" value="${escapeHtml(item.id)}"><strong>${escapeHtml(item.title)}</strong> <button type="submit">${escapeHtml(m.deepLinkChoose)}</button></form></li>`,
    )
    .join('');
  return renderPage({
    title: m.deepLinkTitle,
    body: items.length ? `<ul>${list}</ul>` : `<p>${escapeHtml(m.deepLinkEmpty)}</p>`,
    formAction: [ctx.urls.deepLink],
    frameAncestors: [platform.issuer],
  });
}
