import { randomInt } from 'node:crypto';
import { generatorLimits, isWithinLevel, practiceLimits, type TLearningLevel, type TViewerIn } from '@zadania/shared';
import type { TDb } from '../../../db/client';
import type { TUnitOfWork } from '../../../lib/uow';
import type { TRateLimiter } from '../../../plugins/rate-limit';
import type { TCatalogueFeed } from '../../catalogue/catalogue-index/catalogue-feed';
import { listGenerators } from '../../generators/generator-catalogue';
import { generatorItemId } from '../../generators/generator-item-id';
import { createDifficultyRepository } from '../difficulty/difficulty.repository';
import { eloRules } from '../difficulty/elo';
import { catalogueTaskLevel } from '../level/catalogue-task-level';
import { loadLearningScope, type TLearningScope } from '../level/learning-scope';
import type { TStudentModelService } from '../student-model/student-model.service';
import { createPracticeRepository } from './practice.repository';
import { planSession, type TPlanInput, type TPlannerConcept } from './practice-planner';

export const hourMs = 3_600_000;

type TGeneratedItem = { id: string; generatorId: string; conceptIds: string[]; level: TLearningLevel };

type TCheckable = {
  tasks: { id: string; conceptIds: string[]; level: TLearningLevel }[];
  /** Generators offered where a concept has few checkable tasks, with their concepts' ids. */
  generated: TGeneratedItem[];
};

export type TPracticeDeps = {
  db: TDb;
  uow: TUnitOfWork;
  model: Pick<TStudentModelService, 'recordIn'>;
  limiter: Pick<TRateLimiter, 'consume'>;
  /** The checkable tasks change with the catalogue's shape (a task published, edited, withdrawn): kept per node until it moves. */
  feed: Pick<TCatalogueFeed, 'sync'>;
  /** A right answer puts the task in the student's 'Rozwiązane' (never a teacher's), after the commit. */
  markSolved?: (viewer: TViewerIn, homeworkId: string) => Promise<unknown>;
  now?: () => Date;
};

export function createPracticeContext(deps: TPracticeDeps) {
  const { db, feed, now = () => new Date() } = deps;
  const repository = createPracticeRepository(db);

  let checkableCache: { shape: string; tasks: Promise<TCheckable> } | undefined;
  const loadCheckable = async (): Promise<TCheckable> => {
    const tasks = (await repository.checkableTasks()).map(({ schoolLevel, examLevels, ...task }) => ({
      ...task,
      level: catalogueTaskLevel({ schoolLevel, examLevels }),
    }));
    const generators = listGenerators();
    const idsBySlug = await repository.conceptIdsBySlug([...new Set(generators.flatMap((g) => g.conceptSlugs))]);
    // A generator is counted against the tasks a student at its level could be offered, not those above it.
    const levelsByConcept = new Map<string, TLearningLevel[]>();
    for (const task of tasks) {
      for (const id of task.conceptIds) {
        const levels = levelsByConcept.get(id) ?? [];
        levels.push(task.level);
        levelsByConcept.set(id, levels);
      }
    }
    const taskCount = (conceptId: string, level: TLearningLevel) =>
      (levelsByConcept.get(conceptId) ?? []).filter((taskLevel) => isWithinLevel(taskLevel, level)).length;
    const generated = generators.flatMap((generator) => {
      const conceptIds = generator.conceptSlugs.flatMap((slug) => idsBySlug.get(slug) ?? []);
      const fewTasks = conceptIds.some((id) => taskCount(id, generator.exam) < practiceLimits.generatedBelowTasks);
      return fewTasks
        ? [{ id: generatorItemId(generator.id), generatorId: generator.id, conceptIds, level: generator.exam }]
        : [];
    });
    return { tasks, generated };
  };
  const generatedItem = async (itemId: string) => (await checkableTasks()).generated.find((item) => item.id === itemId);
  const checkableTasks = async () => {
    const { shape } = await feed.sync();
    if (checkableCache?.shape !== shape) {
      const tasks = loadCheckable();
      checkableCache = { shape, tasks };
      tasks.catch(() => {
        if (checkableCache?.tasks === tasks) checkableCache = undefined;
      });
    }
    return checkableCache.tasks;
  };

  /** Beyond the student's level on purpose: concepts asked for by name are practised whatever their level. */
  const unlimited: TLearningScope = { ceiling: 'STUDIA', concepts: null };

  async function plan(
    userId: string,
    size: number,
    options: { only?: readonly string[]; tieBreak?: TPlanInput['tieBreak'] } = {},
  ) {
    const { only, tieBreak } = options;
    const at = now();
    const [checkable, states, excluded, student, scope] = await Promise.all([
      checkableTasks(),
      repository.conceptStates(userId),
      repository.answeredRightSince(userId, new Date(at.getTime() - practiceLimits.recentlyRightHours * hourMs)),
      createDifficultyRepository(db).studentRating(userId),
      loadLearningScope(db, userId),
    ]);
    // A generator gives a fresh variant every time: answered right recently, it is offered again.
    for (const item of checkable.generated) excluded.delete(item.id);
    const tasks = [...checkable.tasks, ...checkable.generated];
    const ratings = await repository.itemRatings(tasks.map((task) => task.id));
    const concepts = new Map<string, TPlannerConcept>(
      states.map((row) => [row.conceptId, { state: row.state, due: row.due }]),
    );
    const planWithin = ({ ceiling, concepts: inScope }: TLearningScope) =>
      planSession({
        concepts,
        tasks: tasks.map((task) => ({ ...task, rating: ratings.get(task.id) ?? eloRules.start })),
        excluded,
        studentRating: student.rating,
        ceiling,
        inScope,
        size,
        now: at,
        only: only ? new Set(only) : undefined,
        tieBreak,
      });
    const within = planWithin(scope);
    const items = within.length === 0 && only ? planWithin(unlimited) : within;
    const dueCount = states.filter(
      (row) => row.due <= at && (!scope.concepts || scope.concepts.has(row.conceptId)),
    ).length;
    const generatorOf = new Map(checkable.generated.map((item) => [item.id, item.generatorId]));
    return {
      items: items.map((item) => {
        const generatorId = generatorOf.get(item.homeworkId) ?? null;
        return { ...item, generatorId, seed: generatorId ? randomInt(generatorLimits.maxSeed) : null };
      }),
      dueCount,
    };
  }

  return { ...deps, now, repository, generatedItem, plan };
}
export type TPracticeContext = ReturnType<typeof createPracticeContext>;
