import { profileCeiling, type TLearningProfileView, type TViewerIn } from '@zadania/shared';
import type { TLearningLevelRepository } from './learning-level.repository';
import { presentProfile } from './learning-profile.presenter';

/**
 * GET /learn/profile: the viewer's school year, goal and exam year (null until chosen) and the ceiling they give.
 * A pupil of a primary-school class (SP4–SP8) who has neither chosen nor skipped is not asked: the class says the
 * school year, and the goal is the eighth-grade exam (E8; in klasy 4–6 it is the only exam ahead, too). That profile
 * is saved the first time it is read, so practice keeps to it; the pupil may change it like any other.
 */
export async function getLearningProfile(
  repository: TLearningLevelRepository,
  viewer: TViewerIn,
  now: () => Date = () => new Date(),
): Promise<TLearningProfileView> {
  const row = await repository.findProfile(viewer.id);
  if (viewer.role === 'USER' && !row?.schoolLevel && !row?.skippedAt) {
    const schoolLevel = await repository.primaryClassLevel(viewer.id);
    if (schoolLevel) {
      const profile = { level: profileCeiling(schoolLevel, 'E8'), schoolLevel, goal: 'E8' as const, examYear: null };
      await repository.saveProfile(viewer.id, profile, now());
      return presentProfile(await repository.findProfile(viewer.id));
    }
  }
  return presentProfile(row);
}
