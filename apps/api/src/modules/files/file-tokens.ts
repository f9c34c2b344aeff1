import { errors, jwtVerify, SignJWT } from 'jose';

const issuer = 'zadania';
const audience = 'zadania-file';
export const fileTokenTtlSeconds = 600;

/** Short-lived signed links to one owner-only file (`/api/file/{id}/content?token=...`). */
export function createFileTokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (fileId: string) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(fileId)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(`${fileTokenTtlSeconds}s`)
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
