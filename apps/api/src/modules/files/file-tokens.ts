import { errors, jwtVerify, SignJWT } from 'jose';

const issuer = 'zadania';
const audience = 'zadania-file';
export const fileTokenTtlSeconds = 600;
/** A signed link to audio or video: the player asks for byte ranges for as long as the recording plays. */
export const mediaLinkTtlSeconds = 4 * 60 * 60;

/** Whom a signed link was issued to: a signed-in reader (with the role they had), or a visitor (`null`). */
export type TFileLinkViewer = { id: string; role: string } | null;

/**
 * Short-lived signed links to one owner-only or held-back file (`/api/file/{id}/content?token=...`). A link to
 * a held-back file names the viewer it was issued to, so that each request (every byte range of a video)
 * asks again whether that viewer may still read it: a refund closes the link at once (docs/files.md).
 */
export function createFileTokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (fileId: string, ttlSeconds = fileTokenTtlSeconds, viewer?: TFileLinkViewer) =>
      new SignJWT(viewer === undefined ? {} : { viewer: viewer ? { id: viewer.id, role: viewer.role } : null })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(fileId)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),

    /** True when the token is valid, unexpired and bound to this file. */
    async verify(token: string, fileId: string) {
      return (await this.read(token, fileId)) !== null;
    },

    /**
     * The link's claims when the token is valid, unexpired and bound to this file, else null. `viewer` is
     * undefined for a link bound to no viewer (a module that checked access itself: notes, requests).
     */
    async read(token: string, fileId: string): Promise<{ viewer: TFileLinkViewer | undefined } | null> {
      try {
        const { payload } = await jwtVerify(token, key, { issuer, audience, algorithms: ['HS256'] });
        if (payload.sub !== fileId) return null;
        const viewer = payload.viewer as TFileLinkViewer | undefined;
        return { viewer };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
