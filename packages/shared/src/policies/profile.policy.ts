import type { TRole } from '../enums';
import { definePolicy } from './policy';
import { isAdmin } from './viewer';

/** A user's profile (teacher card, student and admin profiles, the hover card): whose it is and their role. */
export type TProfileResource = { id: string; role: TRole };

const isSomeoneElse = (viewer: { id: string } | null, profile: TProfileResource) =>
  !!viewer && viewer.id !== profile.id;

export const profilePolicy = definePolicy<TProfileResource>()({
  /** The chat button: signed in, hidden on one's own card (docs/product-spec.md section 6). */
  chat: (viewer, profile) => isSomeoneElse(viewer, profile),
  /** The hover card's contact option: only a TEACHER or ADMIN viewer, never towards oneself (section 2). */
  contact: (viewer, profile) =>
    isSomeoneElse(viewer, profile) && (viewer!.role === 'TEACHER' || viewer!.role === 'ADMIN'),
  /** Write a review: signed in, of a TEACHER, never of oneself (one per author: the API answers a second one). */
  review: (viewer, profile) => isSomeoneElse(viewer, profile) && profile.role === 'TEACHER',
  /** Edit the profile (PUT /user/profile): only its owner. */
  update: (viewer, profile) => !!viewer && viewer.id === profile.id,
  /** Grant or take away the hand-given badges: ADMIN only. */
  grantBadges: (viewer) => isAdmin(viewer),
});

/** All accounts at once: nothing of them is read. */
export type TUserDirectoryResource = { readonly id?: never };

/** The account list of GET /user: ADMIN only. */
export const userDirectoryPolicy = definePolicy<TUserDirectoryResource>()({
  list: (viewer) => isAdmin(viewer),
});
