// What other features use of classes: the only way in from outside the folder (scripts/lib/web-layers.mjs).
export { useClassMastery } from './ClassMastery';
export { useClassList } from './useClassPage';

import './classes.pl';
