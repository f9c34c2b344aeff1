import { randomUUID } from 'node:crypto';
import { ltiMessages as m } from '@zadania/shared';
import { jwtVerify } from 'jose';
import { AppError } from '../../../lib/app-error';
import type { TLtiContext } from '../lti.context';
import { claims, messageTypes } from '../lti-claims';
import { autoPostPage, type TLtiPage } from '../lti-pages';
import { deepLinkAudience, deepLinkSessionKey, type TChoiceSession } from './deep-link-session';

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
    const { payload } = await jwtVerify(input.session, deepLinkSessionKey(ctx), {
      audience: deepLinkAudience,
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
