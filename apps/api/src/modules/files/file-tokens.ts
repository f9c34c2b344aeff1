import { errors, jwtVerify, SignJWT } from 'jose';

const issuer = 'zadania';
const audience = 'zadania-file';
export const fileTokenTtlSeconds = 600;
/** A signed link to audio or video: the player asks for byte ranges for as long as the recording plays. */
export const mediaLinkTtlSeconds = 4 * 60 * 60;

/** Short-lived signed links to one owner-only or held-back file (`/api/file/{id}/content?token=...`). */
export function createFileTokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (fileId: string, ttlSeconds = fileTokenTtlSeconds) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(fileId)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),

    /** True when the token is valid, unexpired and bound to this file. */
    async verify(token: string, fileId: string) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer, audience, algorithms: ['HS256'] });
        return payload.sub === fileId;
      } catch (error) {
        if (error instanceof errors.JOSEError) return false;
        throw error;
      }
    },
  };
}
