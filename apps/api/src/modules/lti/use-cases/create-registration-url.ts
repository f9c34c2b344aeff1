import { ltiLimits, type TLtiRegistrationUrl, type TViewerIn } from '@zadania/shared';
import { createOpaqueToken, hashToken } from '../../../lib/secrets';
import type { TLtiContext } from '../lti.context';

/**
 * POST /lti/registration-url: a one-time Dynamic Registration URL for a TEACHER (or ADMIN) to paste in Moodle. Only a
 * URL made here registers a platform, and the platform it registers belongs to its maker.
 */
export async function createRegistrationUrl(ctx: TLtiContext, viewer: TViewerIn): Promise<TLtiRegistrationUrl> {
  const token = createOpaqueToken();
  const expiresAt = new Date(ctx.now().getTime() + ltiLimits.registrationUrlTtlDays * 86_400_000);
  await ctx.repository.insertRegistrationToken({ ownerId: viewer.id, tokenHash: hashToken(token), expiresAt });
  return { url: `${ctx.urls.register}?token=${token}`, expiresAt: expiresAt.toISOString() };
}
