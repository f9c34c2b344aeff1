import { deriveToken } from '../../../lib/secrets';
import type { TLtiContext } from '../lti.context';

/** The short-lived token of a deep-linking request that the teacher's choice posts back (HS256, our secret). */
export const deepLinkAudience = 'lti-deep-link';
export type TChoiceSession = { platformId: string; classId: string; returnUrl: string; data?: string };

export const deepLinkSessionKey = (ctx: TLtiContext) =>
  new TextEncoder().encode(deriveToken(ctx.jwtSecret, 'lti-deep-link', 'key'));
