import { applyAnswer, type TConceptMemory } from './concept-memory';

/** An attempt as the student model reads it: its place in the log, the concepts it exercised, right or wrong, when. */
export type TModelAttempt = { seq: number; conceptIds: readonly string[]; correct: boolean; createdAt: Date };

export type TModelMemories = Map<string, { memory: TConceptMemory; appliedSeq: number }>;

/**
 * Applies attempts, in the log's order, to the memories of their concepts: the one path of both the live model
 * (one attempt at a time) and the rebuild (the whole log from nothing), so both end in the same state.
 */
export function applyAttempts(memories: TModelMemories, attempts: readonly TModelAttempt[]): Set<string> {
  const touched = new Set<string>();
  for (const attempt of attempts) {
    for (const conceptId of new Set(attempt.conceptIds)) {
      const memory = applyAnswer(memories.get(conceptId)?.memory, { at: attempt.createdAt, correct: attempt.correct });
      memories.set(conceptId, { memory, appliedSeq: attempt.seq });
      touched.add(conceptId);
    }
  }
  return touched;
}
