import { authLimits, type TRole } from '@zadania/shared';
import { errors, jwtVerify, SignJWT } from 'jose';

const issuer = 'zadania';
const accessAudience = 'zadania-api';
const challengeAudience = 'zadania-2fa';

export type TAccessClaims = { userId: string; sessionId: string; role: TRole };

/** Short-lived HS256 JWTs: access tokens and two-factor login challenges. */
export function createTokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);

  const verify = async (token: string, audience: string) => {
    try {
      const { payload } = await jwtVerify(token, key, { issuer, audience, algorithms: ['HS256'] });
      return payload;
    } catch (error) {
      if (error instanceof errors.JOSEError) return undefined;
      throw error;
    }
  };

  return {
    signAccessToken: (claims: TAccessClaims) =>
      new SignJWT({ sid: claims.sessionId, role: claims.role })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(issuer)
        .setAudience(accessAudience)
        .setIssuedAt()
        .setExpirationTime(`${authLimits.accessTokenTtlSeconds}s`)
        .sign(key),

    async verifyAccessToken(token: string): Promise<TAccessClaims | undefined> {
      const payload = await verify(token, accessAudience);
      if (!payload?.sub || typeof payload.sid !== 'string' || typeof payload.role !== 'string') return undefined;
      return { userId: payload.sub, sessionId: payload.sid, role: payload.role as TRole };
    },

    signChallengeToken: (userId: string) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(issuer)
        .setAudience(challengeAudience)
        .setIssuedAt()
        .setExpirationTime(`${authLimits.twoFactorChallengeTtlSeconds}s`)
        .sign(key),

    async verifyChallengeToken(token: string): Promise<string | undefined> {
      const payload = await verify(token, challengeAudience);
      return payload?.sub;
    },
  };
}

export type TTokenSigner = ReturnType<typeof createTokenSigner>;
