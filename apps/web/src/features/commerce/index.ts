// What other features use of commerce: the only way in from outside the folder (scripts/lib/web-layers.mjs).

export { commerceKeys } from './commerce-keys';
// Loaded where it is shown: a task page imports only the query keys (issue 59, total blocking time).
export { LazyItemCheckoutForm as ItemCheckoutForm } from './LazyItemCheckoutForm';
