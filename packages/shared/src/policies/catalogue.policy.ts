import { definePolicy } from './policy';
import { isAdmin, isPremium } from './viewer';

/** The catalogue itself: what a viewer may do before any one task is at hand. */
export type TCatalogueResource = Record<never, never>;

/**
 * Filters of GET /api/homework only an ADMIN may send (docs/product-spec.md section 6: 'Nierozwiązane', 'Bez typu',
 * exam level; and the moderation filters, status and under review). The API refuses them, the web drops them.
 */
export const adminOnlyHomeworkFilterKeys = [
  'statuses',
  'examLevels',
  'unsolved',
  'withoutType',
  'underReview',
] as const;

/** Filters that need Premium (section 6: task type filter, ADMIN or an active subscription). */
export const premiumHomeworkFilterKeys = ['type', 'typesIds'] as const;

export const cataloguePolicy = definePolicy<TCatalogueResource>()({
  /** The add-task button on /homeworks and POST /homework (section 6): TEACHER and ADMIN. */
  createHomework: (viewer) => viewer?.role === 'TEACHER' || viewer?.role === 'ADMIN',
  /** The review queue, pending counts and moderation pages (section 6: review of tasks is ADMIN only). */
  reviewHomework: (viewer) => isAdmin(viewer),
  /** Proposed concept changes: their list, counts and decisions. */
  reviewConceptChanges: (viewer) => isAdmin(viewer),
  /** Editing and deleting concepts (section 6: management of concepts is ADMIN only). */
  manageMathConcepts: (viewer) => isAdmin(viewer),
  /** `adminOnlyHomeworkFilterKeys`. */
  useAdminFilters: (viewer) => isAdmin(viewer),
  /** Background jobs whose retries ran out (/admin/jobs): ADMIN only. */
  manageBackgroundJobs: (viewer) => isAdmin(viewer),
  /** `premiumHomeworkFilterKeys`. */
  usePremiumFilters: (viewer) => isPremium(viewer),
  /** The hide-solved filter (section 6: USER or ADMIN; a TEACHER marks nothing solved). */
  useHideSolved: (viewer) => viewer?.role === 'USER' || viewer?.role === 'ADMIN',
});
