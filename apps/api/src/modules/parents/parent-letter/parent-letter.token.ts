import { z } from 'zod';
import { deriveToken, safeEqual } from '../../../lib/secrets';

const purpose = 'parent-letter-unsubscribe';

/** The unsubscribe token of a parent's letter: the parent's id and its HMAC (no table; it never expires). */
export const signLetterToken = (secret: string, parentId: string) =>
  `${parentId}.${deriveToken(secret, purpose, parentId)}`;

/** The parent a token names, or null when it is not one this server signed. */
export function readLetterToken(secret: string, token: string) {
  const [parentId, signature, ...rest] = token.split('.');
  if (rest.length > 0 || !signature || !z.uuid().safeParse(parentId).success) return null;
  return safeEqual(signature, deriveToken(secret, purpose, parentId!)) ? parentId! : null;
}
