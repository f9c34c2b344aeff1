import {
  adminOnlyHomeworkFilterKeys,
  can,
  catalogue,
  homeworkListMessages,
  isKnownRequirementKey,
  premiumHomeworkFilterKeys,
  requirementMessages,
  type THomeworkListQuery,
  type TViewer,
} from '@zadania/shared';
import { AppError } from '../../lib/app-error';

/**
 * Section 6: admin-only filters answer 403 to others; task types need ADMIN or Premium; hiding solved
 * tasks is for USER or ADMIN (a TEACHER has no 'Rozwiązane' list to hide). Signed out, hideSolved and
 * hideHidden are ignored: there is no list to leave out.
 */
export function assertFiltersAllowed(viewer: TViewer, query: THomeworkListQuery) {
  const sent = (key: keyof THomeworkListQuery) => {
    const value = query[key];
    return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== false;
  };
  // With `mine`, statuses and underReview narrow one's own tasks only.
  const restricted = query.mine
    ? adminOnlyHomeworkFilterKeys.filter((key) => key !== 'statuses' && key !== 'underReview')
    : adminOnlyHomeworkFilterKeys;
  if (!can(viewer, 'useAdminFilters', catalogue) && restricted.some(sent))
    throw AppError.forbidden(homeworkListMessages.adminOnlyFilter);
  if (!can(viewer, 'usePremiumFilters', catalogue) && premiumHomeworkFilterKeys.some(sent))
    throw AppError.forbidden(homeworkListMessages.premiumFilter);
  if (viewer && query.hideSolved && !can(viewer, 'useHideSolved', catalogue)) throw AppError.forbidden();
  if (query.sort === 'favorite:ASC' && !query.favoriteId) throw AppError.badRequest(homeworkListMessages.sort);
  if (query.requirements?.some((key) => !isKnownRequirementKey(key)))
    throw AppError.badRequest(requirementMessages.unknown);
}

/**
 * `mine=true`: one's own tasks (the author filter becomes the viewer); `favoriteId`: one's own list,
 * in its order unless another sort is asked for. Either signed out: 401.
 */
export function scopeToOwner(viewer: TViewer, query: THomeworkListQuery): THomeworkListQuery {
  if ((query.mine || query.favoriteId) && !viewer) throw AppError.unauthorized();
  const owned = query.mine && viewer ? { ...query, authorId: viewer.id, authorsIds: undefined } : query;
  return owned.favoriteId && !owned.sort ? { ...owned, sort: 'favorite:ASC' } : owned;
}
