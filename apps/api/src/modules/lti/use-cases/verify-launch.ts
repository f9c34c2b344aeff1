import { ltiMessages as m } from '@zadania/shared';
import { decodeJwt, type JWTPayload, jwtVerify } from 'jose';
import type { TDb } from '../../../db/client';
import type { TLtiPlatformRow } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { hashToken } from '../../../lib/secrets';
import type { TLtiContext } from '../lti.context';
import { createLtiRepository } from '../lti.repository';
import { claims } from '../lti-claims';

/** How old an id_token may be (its `iat`), besides not being past its `exp`. */
const maxTokenAgeSeconds = 600;
const clockToleranceSeconds = 5;

export type TVerifiedLaunch = { platform: TLtiPlatformRow; payload: JWTPayload & Record<string, unknown> };

const refused = () => AppError.unauthorized(m.tokenInvalid);

/**
 * Checks a launch's id_token (LTI 1.3 Core 5.1.3): signed by the platform's key (its JWKS), `iss` a registered
 * platform, `aud` our client id (with `azp` when there are several audiences), `exp` and `iat` current, the deployment
 * the registered one, a nonce present. Writes nothing: the state and nonce are spent by `spendState` in the launch's
 * own transaction, so a refused launch changes nothing.
 */
export async function verifyLaunch(ctx: TLtiContext, idToken: string): Promise<TVerifiedLaunch> {
  let unverified: JWTPayload;
  try {
    unverified = decodeJwt(idToken);
  } catch {
    throw refused();
  }
  const audiences = typeof unverified.aud === 'string' ? [unverified.aud] : (unverified.aud ?? []);
  if (typeof unverified.iss !== 'string') throw refused();
  const platform = (await ctx.repository.platformsOfIssuer(unverified.iss)).find((candidate) =>
    audiences.includes(candidate.clientId),
  );
  if (!platform) throw refused();

  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, ctx.platformKeys(platform), {
      issuer: platform.issuer,
      audience: platform.clientId,
      algorithms: ['RS256'],
      maxTokenAge: maxTokenAgeSeconds,
      clockTolerance: clockToleranceSeconds,
      currentDate: ctx.now(),
      requiredClaims: ['exp', 'iat', 'sub', 'nonce'],
    }));
  } catch {
    throw refused();
  }
  if ((audiences.length > 1 || payload.azp !== undefined) && payload.azp !== platform.clientId) throw refused();
  if (payload[claims.deploymentId] !== platform.deploymentId) throw AppError.unauthorized(m.deploymentUnknown);
  if (payload[claims.version] !== '1.3.0') throw refused();
  return { platform, payload: payload as TVerifiedLaunch['payload'] };
}

/**
 * Spends the launch's state in the caller's transaction: it must be ours, unused, unexpired, of the same platform,
 * and its nonce the token's. A replayed launch (state or nonce used) is refused.
 */
export async function spendState(ctx: TLtiContext, tx: TDb, state: string, launch: TVerifiedLaunch) {
  const row = await createLtiRepository(tx).useLoginState(hashToken(state), ctx.now());
  if (
    !row ||
    row.expiresAt <= ctx.now() ||
    row.platformId !== launch.platform.id ||
    row.nonce !== launch.payload.nonce
  ) {
    throw AppError.badRequest(m.stateInvalid);
  }
}
