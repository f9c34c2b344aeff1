export { mockScoringFeedback, scoreAttempt, scoreItem, type TItemScore, toPercent } from './score-item';
export { followsFrom, isStepResultCorrect } from './step-chain';
