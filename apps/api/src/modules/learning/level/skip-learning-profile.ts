import type { TLearningProfileView, TViewerIn } from '@zadania/shared';
import type { TLearningLevelRepository } from './learning-level.repository';
import { presentProfile } from './learning-profile.presenter';

/** POST /learn/profile/skip: the first-sign-in step is not shown again; what was chosen, if anything, stays. */
export async function skipLearningProfile(
  repository: TLearningLevelRepository,
  viewer: TViewerIn,
  now: Date,
): Promise<TLearningProfileView> {
  await repository.skip(viewer.id, now);
  return presentProfile(await repository.findProfile(viewer.id));
}
