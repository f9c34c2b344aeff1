import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { deriveToken } from '../../lib/secrets';

/**
 * Encrypts a teacher's Google refresh token at rest (AES-256-GCM), with a key derived from the server's secret for
 * this purpose only: a copy of the database alone does not give access to anybody's Classroom.
 */
export function createTokenCipher(serverSecret: string) {
  const key = createHash('sha256')
    .update(deriveToken(serverSecret, 'classroom-refresh-token', 'v1'))
    .digest();
  return {
    seal(plain: string) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        'v1',
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        sealed.toString('base64url'),
      ].join('.');
    },
    open(stored: string) {
      const [version, iv, tag, sealed] = stored.split('.');
      if (version !== 'v1' || !iv || !tag || !sealed) throw new Error('Not a sealed Classroom token');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

export type TTokenCipher = ReturnType<typeof createTokenCipher>;
