// What other features use of mock-exams: the only way in from outside the folder (scripts/lib/web-layers.mjs).
export { MockAttemptsCard } from './MockAttemptsCard';
export { MockExamCard } from './MockExamCard';
export { mockExamsApi, mockExamsKeys, withClockOffset } from './mock-exams-api';
