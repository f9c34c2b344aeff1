import type { TRole } from './enums';

/** Who is looking; null when signed out. */
export type TViewer = { id: string; role: TRole; hasActiveSubscription?: boolean } | null;
/** A signed-in viewer: what the routes behind authentication hand to their services. */
export type TViewerIn = NonNullable<TViewer>;

export const isAdmin = (viewer: TViewer) => viewer?.role === 'ADMIN';

/** DELETE /user/{id}: the account's owner or an ADMIN (docs/product-spec.md section 7). */
export const canDeleteUser = (viewer: TViewer, userId: string) => !!viewer && (viewer.id === userId || isAdmin(viewer));

/** The add-task button on /homeworks (docs/product-spec.md section 6). */
export const canAddHomework = (viewer: TViewer) => viewer?.role === 'TEACHER' || viewer?.role === 'ADMIN';

/** Premium features: ADMIN or an active subscription (docs/product-spec.md section 6). */
export const hasPremium = (viewer: TViewer) => isAdmin(viewer) || !!viewer?.hasActiveSubscription;

/** A public task is seen by everybody; any other status only by its author or an ADMIN (docs/product-spec.md section 6). */
export const canViewHomework = (viewer: TViewer, homework: { status: string; authorId: string | null }) =>
  homework.status === 'PUBLIC' || isAdmin(viewer) || (!!viewer && viewer.id === homework.authorId);

/** Edit task link and PUT /homework/{id} (docs/product-spec.md section 6): ADMIN or the task's author. */
export const canEditHomework = (viewer: TViewer, homework: { authorId: string | null }) =>
  isAdmin(viewer) || (!!viewer && viewer.id === homework.authorId);

/** Delete task button and DELETE /homework/{id} (docs/product-spec.md section 6): ADMIN or the task's author. */
export const canDeleteHomework = canEditHomework;

/** Review of tasks and management of task types and concepts (docs/product-spec.md section 6): ADMIN only. */
export const canReviewHomework = (viewer: TViewer) => isAdmin(viewer);
export const canManageHomeworkTypes = (viewer: TViewer) => isAdmin(viewer);

/** Section 5: only ADMIN creates DOMAIN concepts; any signed-in person creates definitions, theorems and tags. */
export const canCreateMathConcept = (viewer: TViewer, type: string) =>
  !!viewer && (type === 'DOMAIN' ? isAdmin(viewer) : ['DEFINITION', 'THEOREM', 'TAG'].includes(type));
