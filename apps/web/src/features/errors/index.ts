// What other features use of errors: the only way in from outside the folder (scripts/lib/web-layers.mjs).
export { NotFoundPage } from './NotFoundPage';
