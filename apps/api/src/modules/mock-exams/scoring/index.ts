export { mockScoringFeedback, scoreAttempt, scoreItem, type TItemScore, toPercent } from './score-item';
export { followsFrom, isInStepForm, isStepResultCorrect } from './step-chain';
