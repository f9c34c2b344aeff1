// What other features use of parents: the only way in from outside the folder (scripts/lib/web-layers.mjs).
export { ConsentParentPanel } from './ConsentParentPanel';
export { ParentHome } from './ParentHome';
export { isParentPaymentRefusal, ParentPaymentRefusal } from './ParentPaymentRefusal';
export { ParentSection, parentSectionId } from './ParentSection';

import './parents.pl';
