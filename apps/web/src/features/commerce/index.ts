// What other features use of commerce: the only way in from outside the folder (scripts/lib/web-layers.mjs).

export { commerceKeys } from './commerce-keys';
export { ItemCheckoutForm } from './ItemCheckoutForm';
