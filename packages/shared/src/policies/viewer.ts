import type { TRole } from '../enums';

/** Who is looking; null when signed out. */
export type TViewer = { id: string; role: TRole; hasActiveSubscription?: boolean } | null;
/** A signed-in viewer: what the routes behind authentication hand to their services. */
export type TViewerIn = NonNullable<TViewer>;

export const isAdmin = (viewer: TViewer) => viewer?.role === 'ADMIN';

/**
 * Premium features: ADMIN or an active subscription (docs/product-spec.md section 6). The one rule; the API's
 * `requirePremium` guard and every Premium button read it.
 */
export const isPremium = (viewer: TViewer) => isAdmin(viewer) || !!viewer?.hasActiveSubscription;
