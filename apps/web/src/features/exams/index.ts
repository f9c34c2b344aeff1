// What other features use of exams: the only way in from outside the folder (scripts/lib/web-layers.mjs).
export { examsApi } from './exams-api';

import './exams.pl';

export { floorPoints, formatPoints } from './points';
export { isExamMissing, useExam } from './useExam';
