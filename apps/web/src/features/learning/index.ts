// What other features use of learning: the only way in from outside the folder (scripts/lib/web-layers.mjs).
export { LearningDashboard } from './LearningDashboard';
export { LearningProfileSettings } from './LearningProfilePanel';
export { NextStep } from './NextStep';
export { StudentProgress } from './StudentProgress';

import './learning.pl';

export { masteryColors } from './mastery-colors';
export { useStartSession } from './useStartSession';
