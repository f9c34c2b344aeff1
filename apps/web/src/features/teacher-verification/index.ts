// What other features use of teacher verification: the badge on profiles and cards (routes reach the pages directly).

export { usePendingVerificationCount } from './usePendingVerificationCount';
export { VerifiedBadge } from './VerifiedBadge';

import './teacher-verification.pl';
