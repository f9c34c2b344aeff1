import { randomInt } from 'node:crypto';
import {
  answerCheckMessages,
  defaultLearningLevel,
  generatorLimits,
  isWithinLevel,
  practiceLimits,
  practiceMessages,
  practiceReasonLabels,
  type TAnswerKey,
  type TLearningLevel,
  type TNextList,
  type TPracticeSession,
  type TSessionAnswerInput,
  type TSessionAnswerResult,
  type TStartSessionInput,
  type TViewerIn,
  ZSessionAnswerInput,
  ZStartSessionInput,
} from '@zadania/shared';
import type { TDb } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { escapeHtml } from '../../../lib/html';
import { isUuid } from '../../../lib/ids';
import type { TUnitOfWork } from '../../../lib/uow';
import type { TRateLimiter } from '../../../plugins/rate-limit';
import { isAnswerCorrect } from '../../answer-checking/answer-equality';
import { withAskedUnit } from '../../answer-checking/answer-units';
import { checkVariantAnswer, generateVariant } from '../../generators/generate-variant';
import { findGenerator, listGenerators } from '../../generators/generator-catalogue';
import { generatorItemId } from '../../generators/generator-item-id';
import { presentStep } from '../../generators/present-steps';
import type { TCatalogueFeed } from '../../catalogue/catalogue-index/catalogue-feed';
import { createDifficultyRepository } from '../difficulty/difficulty.repository';
import { eloRules } from '../difficulty/elo';
import { catalogueTaskLevel } from '../level/catalogue-task-level';
import { createLearningLevelRepository } from '../level/learning-level.repository';
import { dayInPoland } from '../student-model/concept-memory';
import type { TStudentModelService } from '../student-model/student-model.service';
import { createPracticeRepository } from './practice.repository';
import { planSession, type TPlannedItem, type TPlannerConcept } from './practice-planner';

const hourMs = 3_600_000;

type TGeneratedItem = { id: string; generatorId: string; conceptIds: string[]; level: TLearningLevel };
/** The right answer as a reader sees it: the author's answer, the right choice, or the key's value as math. */
function expectedAnswer(task: {
  closed: boolean;
  answer: string | null;
  answerKey: TAnswerKey | null;
  choices: { label: string | null; answer: string; correct: boolean }[];
}) {
  if (task.closed) {
    const right = task.choices.filter((choice) => choice.correct);
    return right
      .map((choice) => (choice.label ? `<p>${escapeHtml(choice.label)}.</p>${choice.answer}` : choice.answer))
      .join('');
  }
  if (task.answer) return task.answer;
  return mathHtml(task.answerKey?.value ?? '');
}

/** One formula as the renderer takes it. */
const mathHtml = (latex: string) => `<p><span data-type="inline-math" data-latex="${escapeHtml(latex)}"></span></p>`;

/**
 * Practice sessions and "Co dalej" (issue 36): the student model decides what comes next (due reviews, concepts in
 * progress, new ones it leads to), the planner interleaves it, and every answer is checked like check-answer and
 * recorded in the attempt log in the transaction that marks the item answered.
 */
export function createPracticeService(deps: {
  db: TDb;
  uow: TUnitOfWork;
  model: Pick<TStudentModelService, 'recordIn'>;
  limiter: Pick<TRateLimiter, 'consume'>;
  /** The checkable tasks change with the catalogue's shape (a task published, edited, withdrawn): kept per node until it moves. */
  feed: Pick<TCatalogueFeed, 'sync'>;
  /** A right answer puts the task in the student's 'Rozwiązane' (never a teacher's), after the commit. */
  markSolved?: (viewer: TViewerIn, homeworkId: string) => Promise<unknown>;
  now?: () => Date;
}) {
  const { db, uow, model, limiter, feed, markSolved, now = () => new Date() } = deps;
  const repository = createPracticeRepository(db);

  type TCheckable = {
    tasks: { id: string; conceptIds: string[]; level: TLearningLevel }[];
    /** Generators offered where a concept has few checkable tasks, with their concepts' ids. */
    generated: TGeneratedItem[];
  };
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

  async function plan(userId: string, size: number, only?: readonly string[]) {
    const at = now();
    const [checkable, states, excluded, student, level] = await Promise.all([
      checkableTasks(),
      repository.conceptStates(userId),
      repository.answeredRightSince(userId, new Date(at.getTime() - practiceLimits.recentlyRightHours * hourMs)),
      createDifficultyRepository(db).studentRating(userId),
      createLearningLevelRepository(db).find(userId),
    ]);
    // A generator gives a fresh variant every time: answered right recently, it is offered again.
    for (const item of checkable.generated) excluded.delete(item.id);
    const tasks = [...checkable.tasks, ...checkable.generated];
    const ratings = await repository.itemRatings(tasks.map((task) => task.id));
    const concepts = new Map<string, TPlannerConcept>(
      states.map((row) => [row.conceptId, { state: row.state, due: row.due }]),
    );
    const items = planSession({
      concepts,
      tasks: tasks.map((task) => ({ ...task, rating: ratings.get(task.id) ?? eloRules.start })),
      excluded,
      studentRating: student.rating,
      ceiling: level ?? defaultLearningLevel,
      size,
      now: at,
      only: only ? new Set(only) : undefined,
    });
    const dueCount = states.filter((row) => row.due <= at).length;
    const generatorOf = new Map(checkable.generated.map((item) => [item.id, item.generatorId]));
    return {
      items: items.map((item) => {
        const generatorId = generatorOf.get(item.homeworkId) ?? null;
        return { ...item, generatorId, seed: generatorId ? randomInt(generatorLimits.maxSeed) : null };
      }),
      dueCount,
    };
  }

  /** A generated item's variant as a task to answer (its statement; the answer and steps stay on the server). */
  const generatedTask = (generatorId: string, seed: number, itemId: string, conceptIds: string[]) => {
    const generator = findGenerator(generatorId);
    const variant = generator ? generateVariant(generator, seed) : null;
    if (!variant) return undefined;
    return {
      id: itemId,
      slug: '',
      description: variant.statementHtml,
      closed: false,
      conceptIds,
      choices: [],
      answerCheck: { kind: variant.answer.kind },
    };
  };

  async function present(
    session: { id: string; createdAt: Date },
    items: (TPlannedItem & {
      generatorId: string | null;
      seed: number | null;
      position: number;
      correct: boolean | null;
      answeredAt: Date | null;
    })[],
  ): Promise<TPracticeSession> {
    const [tasks, names] = await Promise.all([
      repository.tasksToShow(items.filter((item) => !item.generatorId).map((item) => item.homeworkId)),
      repository.conceptNames([...new Set(items.map((item) => item.conceptId))]),
    ]);
    const generated = await Promise.all(
      items.map(async (item) =>
        item.generatorId && item.seed !== null
          ? generatedTask(
              item.generatorId,
              item.seed,
              item.homeworkId,
              (await generatedItem(item.homeworkId))?.conceptIds ?? [item.conceptId],
            )
          : undefined,
      ),
    );
    return {
      id: session.id,
      createdAt: session.createdAt.toISOString(),
      items: items.flatMap((item, index) => {
        const task = item.generatorId ? generated[index] : tasks.get(item.homeworkId);
        if (!task) return [];
        return [
          {
            position: item.position,
            kind: item.generatorId ? ('GENERATED' as const) : ('HOMEWORK' as const),
            homeworkId: item.homeworkId,
            generatorId: item.generatorId,
            conceptIds: task.conceptIds,
            conceptId: item.conceptId,
            conceptName: names.get(item.conceptId) ?? '',
            reason: item.reason,
            task: {
              id: task.id,
              slug: task.slug,
              description: task.description,
              closed: task.closed,
              choices: task.choices,
              answerCheck: task.answerCheck,
            },
            answered:
              item.answeredAt && item.correct !== null
                ? { correct: item.correct, answeredAt: item.answeredAt.toISOString() }
                : null,
          },
        ];
      }),
    };
  }

  /** A generated item's answer: checked against its variant, recorded like a task's, never put in 'Rozwiązane'. */
  async function answerGenerated(
    viewer: TViewerIn,
    sessionId: string,
    item: { position: number; homeworkId: string; conceptId: string; generatorId: string; seed: number },
    input: TSessionAnswerInput,
  ): Promise<TSessionAnswerResult> {
    const { answer, timeTakenMs } = ZSessionAnswerInput.parse(input);
    const generator = findGenerator(item.generatorId);
    const checked = generator ? checkVariantAnswer(generator, item.seed, answer) : null;
    if (!checked) throw AppError.badRequest(answerCheckMessages.noAnswerKey);
    const conceptIds = (await generatedItem(item.homeworkId))?.conceptIds ?? [item.conceptId];
    const { mastery } = await uow.run(async (tx) => {
      const marked = await createPracticeRepository(tx).markAnswered(sessionId, item.position, checked.correct, now());
      if (!marked) throw new AppError(409, practiceMessages.alreadyAnswered);
      return model.recordIn(tx, {
        userId: viewer.id,
        kind: 'PRACTICE',
        itemId: item.homeworkId,
        conceptIds,
        answer,
        correct: checked.correct,
        timeTakenMs: timeTakenMs ?? null,
      });
    });
    const change = mastery.find((entry) => entry.conceptId === item.conceptId) ?? mastery[0];
    return {
      correct: checked.correct,
      expected: mathHtml(checked.variant.answer.value),
      explanation: checked.variant.steps.map((step) => ({ title: '', ...presentStep(step) })),
      mastery: change ?? { conceptId: item.conceptId, state: 'new', due: now().toISOString() },
    };
  }

  return {
    async start(viewer: TViewerIn, input: TStartSessionInput, keys: { ip: string }): Promise<TPracticeSession> {
      const { size, conceptIds } = ZStartSessionInput.parse(input);
      await limiter.consume('practiceSession', { ip: keys.ip, account: viewer.id });
      const { items } = await plan(viewer.id, size, conceptIds);
      if (items.length === 0) throw AppError.badRequest(practiceMessages.nothingToPractise);
      const session = await createPracticeRepository(db).insertSession(viewer.id, items);
      return present(
        session,
        items.map((item, index) => ({ ...item, position: index + 1, correct: null, answeredAt: null })),
      );
    },

    async get(viewer: TViewerIn, sessionId: string): Promise<TPracticeSession> {
      const found = isUuid(sessionId) ? await repository.findSession(sessionId, viewer.id) : undefined;
      if (!found) throw AppError.notFound(practiceMessages.sessionNotFound);
      return present(
        found.session,
        found.items.map((item) => ({ ...item, conceptIds: [] })),
      );
    },

    async answer(viewer: TViewerIn, sessionId: string, input: TSessionAnswerInput): Promise<TSessionAnswerResult> {
      const { position, answer, timeTakenMs } = ZSessionAnswerInput.parse(input);
      const found = isUuid(sessionId) ? await repository.findSession(sessionId, viewer.id) : undefined;
      if (!found) throw AppError.notFound(practiceMessages.sessionNotFound);
      const item = found.items.find((candidate) => candidate.position === position);
      if (!item) throw AppError.badRequest(practiceMessages.position);
      if (item.answeredAt) throw new AppError(409, practiceMessages.alreadyAnswered);
      if (item.generatorId && item.seed !== null) {
        return answerGenerated(viewer, sessionId, { ...item, generatorId: item.generatorId, seed: item.seed }, input);
      }
      const task = await repository.taskToCheck(item.homeworkId);
      // A proof in a session planned before issue 57: refused, recorded nowhere (no attempt, no mastery change).
      if (task?.proof) throw new AppError(409, practiceMessages.proofNotCheckable);
      if (!task?.checkable) throw AppError.badRequest(answerCheckMessages.noAnswerKey);
      if (task.closed && !task.choices.some((choice) => choice.id === answer)) {
        throw AppError.badRequest(practiceMessages.choice);
      }
      const correct = task.closed
        ? task.choices.some((choice) => choice.id === answer && choice.correct)
        : isAnswerCorrect(withAskedUnit(task.answerKey as TAnswerKey, task.description), answer);

      const { mastery } = await uow.run(async (tx) => {
        const marked = await createPracticeRepository(tx).markAnswered(sessionId, position, correct, now());
        if (!marked) throw new AppError(409, practiceMessages.alreadyAnswered);
        return model.recordIn(tx, {
          userId: viewer.id,
          kind: 'PRACTICE',
          itemId: task.id,
          conceptIds: task.conceptIds,
          answer,
          correct,
          timeTakenMs: timeTakenMs ?? null,
        });
      });
      if (correct && viewer.role !== 'TEACHER') await markSolved?.(viewer, task.id).catch(() => undefined);
      const change = mastery.find((entry) => entry.conceptId === item.conceptId) ?? mastery[0];
      return {
        correct,
        expected: expectedAnswer({ ...task, answerKey: task.answerKey as TAnswerKey | null }),
        explanation: task.steps,
        mastery: change ?? { conceptId: item.conceptId, state: 'new', due: now().toISOString() },
      };
    },

    async next(viewer: TViewerIn): Promise<TNextList> {
      const at = now();
      const { items: planned, dueCount } = await plan(viewer.id, practiceLimits.nextSize);
      // "Co dalej" links to tasks of the catalogue; generated items come in sessions.
      const items = planned.filter((item) => !item.generatorId);
      const [tasks, names, streakDays, openSession] = await Promise.all([
        repository.tasksToShow(items.map((item) => item.homeworkId)),
        repository.conceptNames([...new Set(items.map((item) => item.conceptId))]),
        repository.streakDays(viewer.id, dayInPoland(at)),
        repository.openSession(viewer.id, new Date(at.getTime() - practiceLimits.recentlyRightHours * hourMs)),
      ]);
      return {
        dueCount,
        streakDays,
        openSession,
        results: items.flatMap((item) => {
          const task = tasks.get(item.homeworkId);
          if (!task) return [];
          return [
            {
              homeworkId: item.homeworkId,
              slug: task.slug,
              conceptId: item.conceptId,
              conceptName: names.get(item.conceptId) ?? '',
              reason: item.reason,
              reasonLabel: practiceReasonLabels[item.reason],
            },
          ];
        }),
      };
    },
  };
}
export type TPracticeService = ReturnType<typeof createPracticeService>;
