import type { TRole } from '@zadania/shared';

/** The first path segment of a profile by the viewed user's role (docs/product-spec.md sections 2 and 6). */
export const profileSegments = {
  USER: 'users',
  TEACHER: 'teachers',
  ADMIN: 'admins',
  PARENT: 'parents',
} as const satisfies Record<TRole, string>;

export type TProfileSegment = (typeof profileSegments)[TRole];

/** '/teachers/anna', '/users/jan', '/admins/ola'. */
export function profilePath(role: TRole, username: string, hash?: string): string {
  return `/${profileSegments[role]}/${encodeURIComponent(username)}${hash ?? ''}`;
}

/** The role a profile path segment stands for, or null for any other segment. */
export function roleOfSegment(segment: string | undefined): TRole | null {
  const entry = Object.entries(profileSegments).find(([, value]) => value === segment);
  return entry ? (entry[0] as TRole) : null;
}

/** Up to two initials of a display name, for an avatar without a picture: 'Anna Nowak' → 'AN'. */
export function initialsOf(displayName: string): string {
  return displayName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}
