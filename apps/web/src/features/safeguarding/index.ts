// What other features use of safeguarding: the only way in from outside the folder (scripts/lib/web-layers.mjs).
export { HelpButton } from './HelpButton';
export { HelpQueueBanner } from './HelpQueueBanner';
export { useOpenHelpCount } from './useOpenHelpCount';

import './safeguarding.pl';
