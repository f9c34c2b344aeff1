import { ltiMessages as m, type TLtiSession } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { hashToken } from '../../../lib/secrets';
import type { TRequestContext } from '../../auth/auth.context';
import type { TLtiContext } from '../lti.context';

/**
 * POST /lti/session: a learner's one-time code (from their launch, 60 seconds) exchanged on our own page for an
 * ordinary session, with the path to open. Codes are only ever issued for pupils' accounts.
 */
export async function exchangeSignInCode(
  ctx: TLtiContext,
  code: string,
  request: TRequestContext,
): Promise<TLtiSession> {
  const used = await ctx.repository.useSignInCode(hashToken(code), ctx.now());
  if (!used) throw AppError.unauthorized(m.codeInvalid);
  const session = await ctx.startSession(used.userId, 'USER', request);
  return { ...session, path: used.path };
}
