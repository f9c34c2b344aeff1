import type { TRole } from './enums';

/** Who is looking; null when signed out. */
export type TViewer = { id: string; role: TRole; hasActiveSubscription?: boolean } | null;

export const isAdmin = (viewer: TViewer) => viewer?.role === 'ADMIN';

/** DELETE /user/{id}: the account's owner or an ADMIN (spec section 7). */
export const canDeleteUser = (viewer: TViewer, userId: string) => !!viewer && (viewer.id === userId || isAdmin(viewer));

/** The add-task button on /homeworks (spec section 6). */
export const canAddHomework = (viewer: TViewer) => viewer?.role === 'TEACHER' || viewer?.role === 'ADMIN';

/** Premium features: ADMIN or an active subscription (spec section 6). */
export const hasPremium = (viewer: TViewer) => isAdmin(viewer) || !!viewer?.hasActiveSubscription;

/** A public task is seen by everybody; any other status only by its author or an ADMIN (spec section 6). */
export const canViewHomework = (viewer: TViewer, homework: { status: string; authorId: string | null }) =>
  homework.status === 'PUBLIC' || isAdmin(viewer) || (!!viewer && viewer.id === homework.authorId);
