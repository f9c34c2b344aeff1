// What other features use of concepts: the only way in from outside the folder (scripts/lib/web-layers.mjs).
export { conceptsApi } from './concepts-api';
