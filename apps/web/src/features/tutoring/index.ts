// What other features use of tutoring: the only way in from outside the folder (scripts/lib/web-layers.mjs).
export { DisputeList } from './DisputesPage';
export { TutoringOfferCard } from './TutoringOfferCard';
export { json, studentId, teacherId } from './tutoring-test-kit';

import './tutoring.pl';
