// What other features use of lists: the only way in from outside the folder (scripts/lib/web-layers.mjs).
export { FavoriteFilterChip, ListFilterSwitches } from './CatalogueListFilters';
export { HomeworkListActions } from './HomeworkListActions';
// The form's code (zod included) loads at its first opening, not with every task showing the list buttons (issue 59).
export { LazyListFormModal as ListFormModal } from './LazyListFormModal';
export { canHideSolved, canUseOwnLists } from './list-rules';
export { listsPl } from './lists.pl';
export { listKeys, listsApi } from './lists-api';
export { refreshAfterMembershipChange } from './useListMembership';
