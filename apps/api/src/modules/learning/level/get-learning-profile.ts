import type { TLearningProfileView, TViewerIn } from '@zadania/shared';
import type { TLearningLevelRepository } from './learning-level.repository';
import { presentProfile } from './learning-profile.presenter';

/** GET /learn/profile: the viewer's school year, goal and exam year (null until chosen) and the ceiling they give. */
export async function getLearningProfile(
  repository: TLearningLevelRepository,
  viewer: TViewerIn,
): Promise<TLearningProfileView> {
  return presentProfile(await repository.findProfile(viewer.id));
}
