// What other features use of homework: the only way in from outside the folder (scripts/lib/web-layers.mjs).

export { AnswerVerdict } from './answer-check/AnswerVerdict';
export type { TMathFieldModule } from './answer-check/load-math-field';
export { MathAnswerInput } from './answer-check/MathAnswerInput';
export { answerLetter } from './answer-letter';
export { ClosedAnswers } from './ClosedAnswers';
export { HomeworkCard } from './HomeworkCard';
export { HomeworkFiltersPanel } from './HomeworkFiltersPanel';
export { HomeworkListLayout } from './HomeworkListLayout';
export { HomeworkResults } from './HomeworkResults';
export { homeworkRatingPl } from './homework.pl';
export { homeworkApi } from './homework-api';
export {
  hasActiveFilters,
  restrictFiltersToViewer,
  type THomeworkFilters,
  toHomeworkApiQuery,
} from './homework-filters';
export { homeworkTitle } from './homework-title';
export { OpenAnswer } from './OpenAnswer';
export { SolutionViewer } from './SolutionViewer';
export { LevelAndKindBadges } from './StatusBadges';
export { homeworkStatusColors } from './status-colors';
export { useHomeworkFilters } from './useHomeworkFilters';
export { useSingleFlight } from './useSingleFlight';
