import { defaultLearningLevel, type TLearningLevelView, type TViewerIn } from '@zadania/shared';
import type { TLearningLevelRepository } from './learning-level.repository';

/** GET /learn/level: the level the viewer chose (null until they choose) and the ceiling practice applies. */
export async function getLearningLevel(
  repository: TLearningLevelRepository,
  viewer: TViewerIn,
): Promise<TLearningLevelView> {
  const level = await repository.find(viewer.id);
  return { level, ceiling: level ?? defaultLearningLevel };
}
