// What other features use of concept-changes: the only way in from outside the folder (scripts/lib/web-layers.mjs).
import './concept-changes.pl';

export { useConceptChangeCount } from './useConceptChangeCount';
