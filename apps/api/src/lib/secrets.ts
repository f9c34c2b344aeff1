import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** An unguessable URL-safe token (256 bits). */
export const createOpaqueToken = () => randomBytes(32).toString('base64url');

/** Tokens and backup codes are high-entropy, so a plain SHA-256 is enough to store them. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A token derived from another with an HMAC keyed by a server secret: the same input always gives the same
 * token, and nobody without the key can compute it. `purpose` keeps derivations for different uses apart.
 */
export const deriveToken = (key: string, purpose: string, input: string) =>
  createHmac('sha256', key).update(`${purpose}:${input}`).digest('base64url');

export const safeEqual = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

const backupAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A ten-character backup code without look-alike characters. */
export function createBackupCode() {
  const bytes = randomBytes(10);
  return Array.from(bytes, (byte) => backupAlphabet[byte % backupAlphabet.length]).join('');
}
