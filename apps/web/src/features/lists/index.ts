// What other features use of lists: the only way in from outside the folder (scripts/lib/web-layers.mjs).
export { FavoriteFilterChip, ListFilterSwitches } from './CatalogueListFilters';
export { HomeworkListActions } from './HomeworkListActions';
export { ListFormModal } from './ListFormModal';
export { canHideSolved, canUseOwnLists } from './list-rules';
export { listsPl } from './lists.pl';
export { listKeys, listsApi } from './lists-api';
export { refreshAfterMembershipChange } from './useListMembership';
