// What other features use of account: the only way in from outside the folder (scripts/lib/web-layers.mjs).

export { accountDataApi, accountDataKeys } from './account-data-api';
export { QueryStateView } from './QueryStateView';
