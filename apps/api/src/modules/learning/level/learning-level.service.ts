import type { TLearningLevelInput, TViewerIn } from '@zadania/shared';
import type { TDb } from '../../../db/client';
import { getLearningLevel } from './get-learning-level';
import { createLearningLevelRepository } from './learning-level.repository';
import { setLearningLevel } from './set-learning-level';

/** The student's chosen level (issue 57 point 3): each method one use case of its own file. */
export function createLearningLevelService(deps: { db: TDb; now?: () => Date }) {
  const repository = createLearningLevelRepository(deps.db);
  const now = deps.now ?? (() => new Date());
  return {
    get: (viewer: TViewerIn) => getLearningLevel(repository, viewer),
    set: (viewer: TViewerIn, input: TLearningLevelInput) => setLearningLevel(repository, viewer, input, now()),
  };
}
export type TLearningLevelService = ReturnType<typeof createLearningLevelService>;
