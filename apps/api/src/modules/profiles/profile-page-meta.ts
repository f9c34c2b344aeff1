import { excerpt, type TRole } from '@zadania/shared';
import { htmlToReadableText } from '../../lib/html';
import type { TPageMeta } from '../../plugins/spa';
import type { TProfilesRepository } from './profiles.repository';

/** The profile's path segment per role (docs/product-spec.md section 2) and how a title names the role. */
const profilePages: Record<TRole, { segment: string; label: string; fallback: (name: string) => string }> = {
  TEACHER: {
    segment: 'teachers',
    label: 'Nauczyciel',
    fallback: (name) => `${name} uczy na platformie Zadania: profil, opinie uczniów i materiały.`,
  },
  USER: {
    segment: 'users',
    label: 'Uczeń',
    fallback: (name) => `${name} uczy się na platformie Zadania.`,
  },
  ADMIN: {
    segment: 'admins',
    label: 'Administrator',
    fallback: (name) => `${name} jest administratorem platformy Zadania.`,
  },
  PARENT: {
    segment: 'parents',
    label: 'Rodzic',
    fallback: (name) => `${name} korzysta z platformy Zadania jako rodzic lub opiekun.`,
  },
};

const profilePathPattern = /^\/(teachers|users|admins)\/([^/]+)\/?$/;

/**
 * Title, description and canonical link of a profile page (/teachers/{username}, /users/{username},
 * /admins/{username}). The path's segment must be the viewed user's role: another one answers a redirect to
 * the right path (the server sends 301; the hash, such as #reviews, stays in the browser).
 */
export function createProfilePageMetaResolver(
  repository: Pick<TProfilesRepository, 'findProfileByUsername'>,
  publicUrl: string,
) {
  return async (pathname: string): Promise<TPageMeta | null> => {
    const match = pathname.match(profilePathPattern);
    if (!match) return null;
    const [, segment, username] = match as unknown as [string, string, string];
    const row = await repository.findProfileByUsername(username);
    if (!row) return null;
    const { user } = row;
    const page = profilePages[user.role];
    const path = `/${page.segment}/${encodeURIComponent(user.username)}`;
    const text = user.description ? htmlToReadableText(user.description) : '';
    return {
      title: `${user.displayName} (@${user.username}) — ${page.label} — Zadania`,
      description: excerpt(text || page.fallback(user.displayName), 160),
      canonicalUrl: `${publicUrl}${path}`,
      heading: user.displayName,
      text: text || page.fallback(user.displayName),
      ...(segment === page.segment ? {} : { redirect: path }),
    };
  };
}
