import type { TLearningLevelInput, TLearningProfileInput, TViewerIn } from '@zadania/shared';
import type { TDb } from '../../../db/client';
import { getLearningLevel } from './get-learning-level';
import { getLearningProfile } from './get-learning-profile';
import { createLearningLevelRepository } from './learning-level.repository';
import { setLearningLevel } from './set-learning-level';
import { setLearningProfile } from './set-learning-profile';
import { skipLearningProfile } from './skip-learning-profile';

/**
 * The student's level (issue 57) and profile (issue 59: school year, goal, exam year), each method one use case of
 * its own file. The level is the profile's ceiling, or chosen on its own.
 */
export function createLearningLevelService(deps: { db: TDb; now?: () => Date }) {
  const repository = createLearningLevelRepository(deps.db);
  const now = deps.now ?? (() => new Date());
  return {
    get: (viewer: TViewerIn) => getLearningLevel(repository, viewer),
    set: (viewer: TViewerIn, input: TLearningLevelInput) => setLearningLevel(repository, viewer, input, now()),
    profile: (viewer: TViewerIn) => getLearningProfile(repository, viewer),
    setProfile: (viewer: TViewerIn, input: TLearningProfileInput) =>
      setLearningProfile(repository, viewer, input, now()),
    skipProfile: (viewer: TViewerIn) => skipLearningProfile(repository, viewer, now()),
  };
}
export type TLearningLevelService = ReturnType<typeof createLearningLevelService>;
