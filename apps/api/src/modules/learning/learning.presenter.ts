import type { TLearningAttempt } from '@zadania/shared';
import type { TLearningAttemptRow } from './learning-attempts.repository';

export const presentAttempt = (row: TLearningAttemptRow): TLearningAttempt => ({
  id: row.id,
  kind: row.kind,
  itemId: row.itemId,
  conceptIds: row.conceptIds,
  answer: row.answer,
  correct: row.correct,
  timeTakenMs: row.timeTakenMs,
  createdAt: row.createdAt.toISOString(),
});
