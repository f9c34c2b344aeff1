// What other features use of assignments: the only way in from outside the folder (scripts/lib/web-layers.mjs).

export {
  checkAssignment,
  checkUpdate,
  editValues,
  fieldError,
  isAnswered,
  itemKey,
  newAssignmentValues,
  noAttemptLimit,
  savedTitle,
  type TAssignmentFormValues,
  withItemWeight,
} from './assignment-form';
export { assignmentKeys, assignmentsApi } from './assignments-api';
export { ClassAssignments } from './ClassAssignments';
export { classSchoolLevel } from './class-level-fit';
export { DueAssignments } from './DueAssignments';
export { GeneratorPicker, useGenerators } from './GeneratorPicker';
export { GoalPicker } from './GoalPicker';
export { ItemKindBadge } from './ItemKindBadge';
export { MarkBandsPanel } from './MarkBandsPanel';
export { MockPaperPicker, useMockPaperExams } from './MockPaperPicker';

import './assignments.pl';
