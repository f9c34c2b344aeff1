import {
  profileCeiling,
  type TLearningProfileInput,
  type TLearningProfileView,
  type TViewerIn,
  ZLearningProfileInput,
} from '@zadania/shared';
import type { TLearningLevelRepository } from './learning-level.repository';
import { presentProfile } from './learning-profile.presenter';

/** PUT /learn/profile: the viewer's school year and goal; the ceiling practice keeps to follows from them. */
export async function setLearningProfile(
  repository: TLearningLevelRepository,
  viewer: TViewerIn,
  input: TLearningProfileInput,
  now: Date,
): Promise<TLearningProfileView> {
  const { level, goal, examYear } = ZLearningProfileInput.parse(input);
  const ceiling = profileCeiling(level, goal);
  const exam = goal === 'PRACTICE' ? null : (examYear ?? null);
  await repository.saveProfile(viewer.id, { level: ceiling, schoolLevel: level, goal, examYear: exam }, now);
  return presentProfile(await repository.findProfile(viewer.id));
}
