import {
  answerCheckMessages,
  practiceLimits,
  practiceMessages,
  practiceReasonLabels,
  type TAnswerKey,
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
import type { TCatalogueFeed } from '../../homework/catalogue-index/catalogue-feed';
import { createDifficultyRepository } from '../difficulty/difficulty.repository';
import { eloRules } from '../difficulty/elo';
import { dayInPoland } from '../student-model/concept-memory';
import type { TStudentModelService } from '../student-model/student-model.service';
import { createPracticeRepository } from './practice.repository';
import { planSession, type TPlannedItem, type TPlannerConcept } from './practice-planner';

const hourMs = 3_600_000;
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
  const value = task.answerKey?.value ?? '';
  return `<p><span data-type="inline-math" data-latex="${escapeHtml(value)}"></span></p>`;
}

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

  let checkableCache: { shape: string; tasks: Promise<{ id: string; conceptIds: string[] }[]> } | undefined;
  const checkableTasks = async () => {
    const { shape } = await feed.sync();
    if (checkableCache?.shape !== shape) {
      const tasks = repository.checkableTasks();
      checkableCache = { shape, tasks };
      tasks.catch(() => {
        if (checkableCache?.tasks === tasks) checkableCache = undefined;
      });
    }
    return checkableCache.tasks;
  };

  async function plan(userId: string, size: number, only?: readonly string[]) {
    const at = now();
    const [tasks, states, excluded, student] = await Promise.all([
      checkableTasks(),
      repository.conceptStates(userId),
      repository.answeredRightSince(userId, new Date(at.getTime() - practiceLimits.recentlyRightHours * hourMs)),
      createDifficultyRepository(db).studentRating(userId),
    ]);
    const ratings = await repository.itemRatings(tasks.map((task) => task.id));
    const concepts = new Map<string, TPlannerConcept>(
      states.map((row) => [row.conceptId, { state: row.state, due: row.due }]),
    );
    const items = planSession({
      concepts,
      tasks: tasks.map((task) => ({ ...task, rating: ratings.get(task.id) ?? eloRules.start })),
      excluded,
      studentRating: student.rating,
      size,
      now: at,
      only: only ? new Set(only) : undefined,
    });
    const dueCount = states.filter((row) => row.due <= at).length;
    return { items, dueCount };
  }

  async function present(
    session: { id: string; createdAt: Date },
    items: (TPlannedItem & {
      position: number;
      correct: boolean | null;
      answeredAt: Date | null;
    })[],
  ): Promise<TPracticeSession> {
    const [tasks, names] = await Promise.all([
      repository.tasksToShow(items.map((item) => item.homeworkId)),
      repository.conceptNames([...new Set(items.map((item) => item.conceptId))]),
    ]);
    return {
      id: session.id,
      createdAt: session.createdAt.toISOString(),
      items: items.flatMap((item) => {
        const task = tasks.get(item.homeworkId);
        if (!task) return [];
        return [
          {
            position: item.position,
            kind: 'HOMEWORK' as const,
            homeworkId: item.homeworkId,
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
      const task = await repository.taskToCheck(item.homeworkId);
      if (!task?.checkable) throw AppError.badRequest(answerCheckMessages.noAnswerKey);
      if (task.closed && !task.choices.some((choice) => choice.id === answer)) {
        throw AppError.badRequest(practiceMessages.choice);
      }
      const correct = task.closed
        ? task.choices.some((choice) => choice.id === answer && choice.correct)
        : isAnswerCorrect(task.answerKey as TAnswerKey, answer);

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
      const { items, dueCount } = await plan(viewer.id, practiceLimits.nextSize);
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
