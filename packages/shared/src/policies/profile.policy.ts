import type { TRole } from '../enums';
import { definePolicy } from './policy';
import { isAdmin } from './viewer';

/**
 * A user's profile (teacher card, student and admin profiles, the hover card): whose it is, their role and whether
 * the viewer may start a conversation with them (the contact rule, decided by the API: apps/api/src/modules/contacts).
 */
export type TProfileResource = { id: string; role: TRole; contactable?: boolean };

const isSomeoneElse = (viewer: { id: string } | null, profile: TProfileResource) =>
  !!viewer && viewer.id !== profile.id;

export const profilePolicy = definePolicy<TProfileResource>()({
  /**
   * The chat button (docs/product-spec.md section 6): signed out it is shown and asks to sign in (section 8); signed
   * in, only towards someone else the contact rule lets the viewer write to; hidden on one's own card.
   */
  chat: (viewer, profile) => !viewer || (isSomeoneElse(viewer, profile) && profile.contactable === true),
  /** The hover card's contact option: only a TEACHER or ADMIN viewer who may write to them, never oneself (section 2). */
  contact: (viewer, profile) =>
    isSomeoneElse(viewer, profile) &&
    (viewer!.role === 'TEACHER' || viewer!.role === 'ADMIN') &&
    profile.contactable === true,
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
