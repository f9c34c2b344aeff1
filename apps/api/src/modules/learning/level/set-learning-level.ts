import {
  type TLearningLevelInput,
  type TLearningLevelView,
  type TViewerIn,
  ZLearningLevelInput,
} from '@zadania/shared';
import type { TLearningLevelRepository } from './learning-level.repository';

/** PUT /learn/level: the viewer chooses the level to practise up to; the next session keeps to it. */
export async function setLearningLevel(
  repository: TLearningLevelRepository,
  viewer: TViewerIn,
  input: TLearningLevelInput,
  now: Date,
): Promise<TLearningLevelView> {
  const { level } = ZLearningLevelInput.parse(input);
  await repository.save(viewer.id, level, now);
  return { level, ceiling: level };
}
