import { ltiMessages as m } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { TLtiContext } from '../lti.context';
import { claims, messageTypes } from '../lti-claims';
import type { TLtiPage } from '../lti-pages';
import { launchDeepLinking } from './launch-deep-linking';
import { launchResourceLink } from './launch-resource-link';
import { verifyLaunch } from './verify-launch';

/**
 * POST /lti/launch: the platform's form_post of an id_token and our state. The token is verified first, the state
 * and nonce spent in the launch's transaction: a forged, expired or replayed launch is refused with nothing written.
 */
export async function launch(ctx: TLtiContext, input: { id_token: string; state: string }): Promise<TLtiPage> {
  const verified = await verifyLaunch(ctx, input.id_token);
  const type = verified.payload[claims.messageType];
  if (type === messageTypes.resourceLink) return launchResourceLink(ctx, verified, input.state);
  if (type === messageTypes.deepLinkingRequest) return launchDeepLinking(ctx, verified, input.state);
  throw AppError.badRequest(m.messageTypeUnsupported);
}
