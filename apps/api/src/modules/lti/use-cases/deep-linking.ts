import { randomUUID } from 'node:crypto';
import { ltiLimits, ltiMessages as m } from '@zadania/shared';
import { jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../../lib/app-error';
import { escapeHtml } from '../../../lib/html';
import { deriveToken } from '../../../lib/secrets';
import type { TLtiContext } from '../lti.context';
import { claims, isInstructor, messageTypes } from '../lti-claims';
import { bindContext, contextClaim } from '../lti-classes';
import { autoPostPage, renderPage, type TLtiPage } from '../lti-pages';
import { spendState, type TVerifiedLaunch } from './verify-launch';

const audience = 'lti-deep-link';
type TChoiceSession = { platformId: string; classId: string; returnUrl: string; data?: string };

const sessionKey = (ctx: TLtiContext) => new TextEncoder().encode(deriveToken(ctx.jwtSecret, 'lti-deep-link', 'key'));

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
    .setAudience(audience)
    .setIssuedAt(Math.floor(ctx.now().getTime() / 1000))
    .setExpirationTime(Math.floor(ctx.now().getTime() / 1000) + ltiLimits.deepLinkTtlSeconds)
    .sign(sessionKey(ctx));

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

/**
 * POST /lti/deep-link: the teacher chose an assignment. Answers a form posting itself to the platform's return URL
 * with an LtiDeepLinkingResponse signed with the tool's key: one `ltiResourceLink` to the assignment, its id in
 * `custom`, and a line item (`scoreMaximum` the item count, `label` the title, `resourceId` the assignment id).
 */
export async function chooseDeepLink(
  ctx: TLtiContext,
  input: { session: string; assignmentId: string },
): Promise<TLtiPage> {
  let session: TChoiceSession;
  try {
    const { payload } = await jwtVerify(input.session, sessionKey(ctx), {
      audience,
      algorithms: ['HS256'],
      currentDate: ctx.now(),
    });
    session = payload as unknown as TChoiceSession;
  } catch {
    throw AppError.badRequest(m.deepLinkInvalid);
  }
  const platform = await ctx.repository.findPlatform(session.platformId);
  if (!platform) throw AppError.badRequest(m.deepLinkInvalid);
  const { items } = await ctx.assignments.listForClass(await ctx.ownerOf(platform), session.classId);
  const assignment = items.find((item) => item.id === input.assignmentId);
  if (!assignment) throw AppError.notFound(m.deepLinkNotFound);

  const jwt = await ctx.keys.sign(
    {
      nonce: randomUUID(),
      [claims.messageType]: messageTypes.deepLinkingResponse,
      [claims.version]: '1.3.0',
      [claims.deploymentId]: platform.deploymentId,
      [claims.contentItems]: [
        {
          type: 'ltiResourceLink',
          title: assignment.title,
          url: ctx.urls.assignment(assignment.id),
          custom: { assignment_id: assignment.id },
          lineItem: { scoreMaximum: assignment.itemCount, label: assignment.title, resourceId: assignment.id },
        },
      ],
      ...(session.data !== undefined && { [claims.deepLinkingData]: session.data }),
    },
    { issuer: platform.clientId, audience: platform.issuer, ttlSeconds: 300, now: ctx.now() },
  );
  return autoPostPage({
    title: m.deepLinkTitle,
    text: m.deepLinkSending,
    action: session.returnUrl,
    fields: { JWT: jwt },
    frameAncestors: [platform.issuer],
  });
}
