import {
  assignmentMessages as am,
  assignmentLimits,
  can,
  classMessages,
  defaultMarkMinimums,
  policiesFor,
  requirementKey,
  subject,
  type TAssignment,
  type TAssignmentAnswerResult,
  type TAssignmentItem,
  type TAssignmentList,
  type TAssignmentProgress,
  type TAssignmentResults,
  type TAssignmentSummary,
  type TMarkBands,
  type TViewerIn,
  type ZAssignmentCreate,
  type ZAssignmentItemInput,
  type ZAssignmentUpdate,
} from '@zadania/shared';
import { z } from 'zod';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TEventOutbox } from '../../lib/events/event-outbox';
import { escapeHtml, htmlToPlainText } from '../../lib/html';
import { defineJob } from '../../lib/jobs/job-definition';
import type { TUnitOfWork } from '../../lib/uow';
import type { TRateLimiter } from '../../plugins/rate-limit';
import { isAnswerCorrect } from '../answer-checking/answer-equality';
import { withAskedUnit } from '../answer-checking/answer-units';
import { createClassesRepository } from '../classes/classes.repository';
import { findGenerator } from '../generators/generator-catalogue';
import { generatorItemId } from '../generators/generator-item-id';
import { presentStep } from '../generators/present-steps';
import type { TStudentModelService } from '../learning/student-model/student-model.service';
import { goalResultCell, goalScores, goalTitle, resolveGoalConcepts, type TGoalScore } from './assignment-goals';
import {
  mockAttemptsSince,
  mockPapersOfExams,
  mockResultCell,
  pupilMockView,
  scoreMockItem,
  type TMockAttemptForItem,
  type TMockItemScore,
  type TMockPaperForItem,
} from './assignment-mocks';
import { computeResults, resultsCsv, resultsFileName, withinMembership } from './assignment-results';
import { assignmentSeed, assignmentVariant } from './assignment-variants';
import {
  createAssignmentsRepository,
  type TAssignmentItemRow,
  type TAssignmentRow,
  type TAssignmentsRepository,
  type TAssignmentTask,
  type TItemStats,
  type TNewAssignmentItem,
} from './assignments.repository';

type TCreateInput = z.output<typeof ZAssignmentCreate>;
type TUpdateInput = z.output<typeof ZAssignmentUpdate>;
type TItemInput = z.output<typeof ZAssignmentItemInput>;
type TRequestKeys = { ip: string };

/** How long before the due date the reminder goes. */
const reminderLeadMs = 86_400_000;

/** Every quarter of an hour: the reminders of assignments due within a day (issue 56). */
export const assignmentRemindersJob = defineJob({
  name: 'assignments.reminders',
  schema: z.object({}),
  retry: { limit: 0, delaySeconds: 30, backoff: false },
  policy: 'short',
  cron: '*/15 * * * *',
});

const notFound = () => AppError.notFound(am.notFound);
const classNotFound = () => AppError.notFound(classMessages.notFound);
const conflict = (message: string) => new AppError(409, message);

const mathHtml = (latex: string) => `<p><span data-type="inline-math" data-latex="${escapeHtml(latex)}"></span></p>`;

/** A task the platform can check by machine and may explain after the due date: public, not sold, with a key. */
const isCheckable = (task: TAssignmentTask) =>
  task.status === 'PUBLIC' &&
  !task.paidSolution &&
  (task.closed ? task.choices.some((choice) => choice.correct) : task.answerKey !== null);

const taskTitle = (task: TAssignmentTask) => {
  const title = task.title?.trim() || htmlToPlainText(task.description).trim();
  return title.length > 80 ? `${title.slice(0, 79)}…` : title || 'Zadanie';
};

/** The right answer of a task as HTML (a closed task: its right choices). */
function expectedAnswer(task: TAssignmentTask) {
  if (task.closed) {
    return task.choices
      .filter((choice) => choice.correct)
      .map((choice) => (choice.label ? `<p>${escapeHtml(choice.label)}.</p>${choice.answer}` : choice.answer))
      .join('');
  }
  return task.answer || mathHtml(task.answerKey?.value ?? '');
}

const warsawDate = new Intl.DateTimeFormat('pl-PL', {
  timeZone: 'Europe/Warsaw',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

const sameItem = (
  a: { kind: string; homeworkId: string | null; generatorId: string | null; examId: string | null },
  b: TItemInput,
) =>
  a.kind === b.kind &&
  (b.kind === 'HOMEWORK'
    ? a.homeworkId === b.homeworkId
    : b.kind === 'GENERATOR'
      ? a.generatorId === b.generatorId
      : b.kind === 'MOCK' && a.examId === b.examId);

/**
 * Assignments of a class (issue 56, second slice): its teachers set catalogue tasks and generator items (each pupil
 * their own variant) for the class or chosen pupils, pupils answer them with the platform's checker (each answer an
 * attempt in the student model), teachers read the results with proposed marks. A teacher sees a pupil's answers
 * only from the pupil's joining the class until their leaving it.
 */
export function createAssignmentsService(deps: {
  db: TDb;
  uow: TUnitOfWork;
  outbox: Pick<TEventOutbox, 'record'>;
  model: Pick<TStudentModelService, 'recordIn'>;
  limiter: Pick<TRateLimiter, 'consume'>;
  now?: () => Date;
}) {
  const { uow, model } = deps;
  const now = deps.now ?? (() => new Date());
  const repository = createAssignmentsRepository(deps.db);
  const classesRepository = createClassesRepository(deps.db);

  /** The class when the viewer teaches it (or is ADMIN); anyone else 404. `write` refuses an archived class. */
  async function taughtClass(viewer: TViewerIn, classId: string, options: { write?: boolean } = {}) {
    const row = await classesRepository.find(classId);
    if (!row) throw classNotFound();
    const teacherIds = (await classesRepository.teachersOf([classId])).map((teacher) => teacher.id);
    if (viewer.role !== 'ADMIN' && !teacherIds.includes(viewer.id)) throw classNotFound();
    if (options.write && row.archivedAt) throw conflict(am.archived);
    return { row, teacherIds };
  }

  /** The assignment with the facts its rules read; 404 to a viewer who may not read it. */
  async function access(viewer: TViewerIn, id: string) {
    const row = await repository.find(id);
    if (!row) throw notFound();
    const classRow = (await classesRepository.find(row.classId))!;
    const teacherIds = (await classesRepository.teachersOf([row.classId])).map((teacher) => teacher.id);
    const pupil = await repository.pupil(id, viewer.id);
    const setForViewer = !!pupil && (await repository.isActiveMember(row.classId, viewer.id));
    const resource = { teacherIds, archived: !!classRow.archivedAt, setForViewer };
    if (!can(viewer, 'read', subject('assignment', resource))) throw notFound();
    return { row, classRow, resource, ordinal: setForViewer ? pupil!.ordinal : null };
  }

  type TResource = Awaited<ReturnType<typeof access>>['resource'];

  /**
   * The mock paper items of these assignments as the pupils' attempts score them, by `assignment:user:position`,
   * with the papers by exam id.
   */
  async function mockScores(
    rows: readonly TAssignmentRow[],
    items: readonly TAssignmentItemRow[],
    userIds: string[],
    visible: (attempt: TMockAttemptForItem) => boolean = () => true,
  ) {
    const mockItems = items.filter((item) => item.kind === 'MOCK' && item.examId);
    const scores = new Map<string, TMockItemScore>();
    if (mockItems.length === 0) return { scores, papers: new Map<string, TMockPaperForItem>() };
    const examIds = [...new Set(mockItems.map((item) => item.examId!))];
    const since = new Date(Math.min(...rows.map((row) => row.startsAt.getTime())));
    const [papers, attempts] = await Promise.all([
      mockPapersOfExams(deps.db, examIds),
      mockAttemptsSince(deps.db, examIds, userIds, since),
    ]);
    for (const item of mockItems) {
      const row = rows.find((candidate) => candidate.id === item.assignmentId);
      if (!row) continue;
      for (const userId of userIds) {
        const mine = attempts.filter(
          (attempt) => attempt.userId === userId && attempt.examId === item.examId && visible(attempt),
        );
        scores.set(`${row.id}:${userId}:${item.position}`, scoreMockItem(mine, row));
      }
    }
    return { scores, papers };
  }

  /** Where the pupils stand on the goal items of these assignments, by `assignment:user:position`. */
  async function goalScoresFor(
    rows: readonly TAssignmentRow[],
    items: readonly TAssignmentItemRow[],
    userIds: string[],
  ) {
    const goals = items.flatMap((item) => {
      const row = rows.find((candidate) => candidate.id === item.assignmentId);
      if (item.kind !== 'GOAL' || !item.goalLevel || !row) return [];
      return userIds.map((userId) => ({
        key: `${row.id}:${userId}:${item.position}`,
        userId,
        conceptIds: item.conceptIds,
        level: item.goalLevel!,
        since: row.startsAt,
      }));
    });
    return goalScores(deps.db, goals);
  }

  /** A pupil's goal items as item stats: done when every concept is at the level. */
  function goalStats(items: readonly TAssignmentItemRow[], userId: string, scores: Map<string, TGoalScore>) {
    return items.flatMap((item): TItemStats[] => {
      const score = scores.get(`${item.assignmentId}:${userId}:${item.position}`);
      if (item.kind !== 'GOAL' || !score || (score.attempts === 0 && score.reached === 0)) return [];
      return [
        {
          assignmentId: item.assignmentId,
          userId,
          position: item.position,
          attempts: score.attempts,
          correct: score.reached >= item.maxPoints,
          late: false,
          timeMs: null,
          lastAnswer: null,
          lastAnsweredAt: null,
        },
      ];
    });
  }

  /** A pupil's mock items as item stats: handed in counts as done (and as "right" in the progress). */
  function mockStats(items: readonly TAssignmentItemRow[], userId: string, scores: Map<string, TMockItemScore>) {
    return items.flatMap((item): TItemStats[] => {
      const score = scores.get(`${item.assignmentId}:${userId}:${item.position}`);
      if (item.kind !== 'MOCK' || !score || score.attempts === 0) return [];
      return [
        {
          assignmentId: item.assignmentId,
          userId,
          position: item.position,
          attempts: score.attempts,
          correct: !!score.best,
          late: score.late,
          timeMs: null,
          lastAnswer: null,
          lastAnsweredAt: score.best?.submittedAt ?? null,
        },
      ];
    });
  }

  function progressOf(row: TAssignmentRow, itemCount: number, stats: readonly TItemStats[]): TAssignmentProgress {
    const mine = stats.filter((stat) => stat.assignmentId === row.id);
    const finished = mine.filter((stat) => stat.correct || (row.attempts !== null && stat.attempts >= row.attempts));
    const done = itemCount > 0 && finished.length >= itemCount;
    return {
      answered: mine.length,
      correct: mine.filter((stat) => stat.correct).length,
      itemCount,
      late: mine.some((stat) => stat.late),
      status: done ? 'DONE' : now() > row.dueAt ? 'LATE' : 'TODO',
    };
  }

  function summary(
    viewer: TViewerIn,
    row: TAssignmentRow,
    facts: {
      className: string;
      itemCount: number;
      pupilCount: number;
      resource: TResource;
      progress: TAssignmentProgress | null;
    },
  ): TAssignmentSummary {
    return {
      id: row.id,
      classId: row.classId,
      className: facts.className,
      title: row.title,
      startsAt: row.startsAt.toISOString(),
      dueAt: row.dueAt.toISOString(),
      attempts: row.attempts,
      late: row.late,
      solutionsAfterDue: row.solutionsAfterDue,
      itemCount: facts.itemCount,
      pupilCount: facts.pupilCount,
      progress: facts.progress,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      policies: policiesFor(viewer, 'assignment', facts.resource),
    };
  }

  const requirementsOf = (item: TAssignmentItemRow) =>
    item.requirements.flatMap((key) => {
      const colon = key.indexOf(':');
      return colon > 0 ? [{ system: key.slice(0, colon), code: key.slice(colon + 1) }] : [];
    });

  const definitionItem = (item: TAssignmentItemRow): TAssignmentItem => ({
    position: item.position,
    kind: item.kind,
    homeworkId: item.homeworkId,
    generatorId: item.generatorId,
    examId: item.examId,
    title: item.title,
    maxPoints: item.maxPoints,
    requirements: requirementsOf(item),
    task: null,
    progress: null,
    solution: null,
    mock: null,
    goal: null,
  });

  /** The teachers' view: the definition and the pupils it is set for. */
  async function teacherView(viewer: TViewerIn, row: TAssignmentRow, className: string, resource: TResource) {
    const [items, pupils] = await Promise.all([repository.itemsOf([row.id]), repository.pupilsOf(row.id)]);
    return {
      ...summary(viewer, row, {
        className,
        itemCount: items.length,
        pupilCount: pupils.length,
        resource,
        progress: null,
      }),
      items: items.map(definitionItem),
      pupils: pupils.map(({ id, username, name }) => ({ id, username, name })),
    } satisfies TAssignment;
  }

  /** Resolves new items: a public, machine-checkable task or a known generator, with its title and requirements. */
  async function resolveItems(
    inputs: readonly TItemInput[],
    repo: TAssignmentsRepository = repository,
  ): Promise<TNewAssignmentItem[]> {
    const tasks = await repo.tasks(inputs.flatMap((input) => (input.kind === 'HOMEWORK' ? [input.homeworkId] : [])));
    const papers = await mockPapersOfExams(
      deps.db,
      inputs.flatMap((input) => (input.kind === 'MOCK' ? [input.examId] : [])),
    );
    const resolved: TNewAssignmentItem[] = [];
    for (const [index, input] of inputs.entries()) {
      const position = index + 1;
      if (input.kind === 'HOMEWORK') {
        const task = tasks.get(input.homeworkId);
        if (task?.status !== 'PUBLIC') throw AppError.badRequest(am.homeworkNotFound);
        if (!isCheckable(task)) throw AppError.badRequest(am.homeworkNotCheckable);
        resolved.push({
          position,
          kind: 'HOMEWORK',
          homeworkId: task.id,
          generatorId: null,
          title: taskTitle(task),
          requirements: task.requirements,
          conceptIds: task.conceptIds,
        });
      } else if (input.kind === 'GOAL') {
        const goal = await resolveGoalConcepts(deps.db, input);
        if (!goal) throw AppError.badRequest(am.goalConceptsNotFound);
        if (goal.conceptIds.length > assignmentLimits.maxGoalConcepts) throw AppError.badRequest(am.goalTooBig);
        resolved.push({
          position,
          kind: 'GOAL',
          homeworkId: null,
          generatorId: null,
          examId: null,
          goalLevel: input.level,
          title: goalTitle(goal.names, input.level),
          maxPoints: goal.conceptIds.length,
          requirements: goal.requirements,
          conceptIds: goal.conceptIds,
        });
      } else if (input.kind === 'MOCK') {
        const paper = papers.get(input.examId);
        if (!paper) throw AppError.badRequest(am.mockPaperNotFound);
        resolved.push({
          position,
          kind: 'MOCK',
          homeworkId: null,
          generatorId: null,
          examId: paper.examId,
          title: paper.title,
          maxPoints: paper.maxPoints,
          requirements: paper.requirements,
          conceptIds: await repo.conceptIdsBySlugs(paper.conceptSlugs),
        });
      } else {
        const generator = findGenerator(input.generatorId);
        if (!generator) throw AppError.badRequest(am.generatorNotFound);
        resolved.push({
          position,
          kind: 'GENERATOR',
          homeworkId: null,
          generatorId: generator.id,
          title: generator.title,
          requirements: generator.requirements.map(requirementKey),
          conceptIds: await repo.conceptIdsBySlugs(generator.conceptSlugs),
        });
      }
    }
    return resolved;
  }

  async function bandsOf(classId: string): Promise<TMarkBands> {
    const row = await repository.markBands(classId);
    return row ? { minimums: row.minimums, signs: row.signs } : { minimums: [...defaultMarkMinimums], signs: false };
  }

  async function loadResults(viewer: TViewerIn, id: string) {
    const { row, classRow, resource } = await access(viewer, id);
    if (!can(viewer, 'readResults', subject('assignment', resource))) throw notFound();
    const [items, pupils, answers, bands] = await Promise.all([
      repository.itemsOf([id]),
      repository.pupilsOf(id),
      repository.answersOf(id),
      bandsOf(row.classId),
    ]);
    const [windows, conceptNames] = await Promise.all([
      repository.membershipWindows(
        row.classId,
        pupils.map((pupil) => pupil.id),
      ),
      repository.conceptNames([...new Set(items.flatMap((item) => item.conceptIds))]),
    ]);
    const { scores } = await mockScores(
      [row],
      items,
      pupils.map((pupil) => pupil.id),
      (attempt) => withinMembership({ userId: attempt.userId, createdAt: attempt.startedAt }, windows),
    );
    const goals = await goalScoresFor(
      [row],
      items,
      pupils.map((pupil) => pupil.id),
    );
    const cellKey = (key: string) => key.slice(key.indexOf(':') + 1);
    const scoredCells = new Map([
      ...[...scores].map(([key, score]) => [cellKey(key), mockResultCell(score)] as const),
      ...[...goals].map(([key, score]) => [cellKey(key), goalResultCell(score)] as const),
    ]);
    const computed = computeResults({ items, pupils, answers, windows, bands, conceptNames, scoredCells });
    const assignment = summary(viewer, row, {
      className: classRow.name,
      itemCount: items.length,
      pupilCount: pupils.length,
      resource,
      progress: null,
    });
    return { ...computed, assignment, className: classRow.name };
  }

  return {
    /** POST /class/:id/assignment: set for the chosen pupils (or every active pupil now); each is notified. */
    async create(viewer: TViewerIn, classId: string, input: TCreateInput): Promise<TAssignment> {
      const { row: classRow, teacherIds } = await taughtClass(viewer, classId, { write: true });
      const items = await resolveItems(input.items);
      let pupilIds: string[];
      if (input.pupilIds) {
        const wanted = [...new Set(input.pupilIds)];
        pupilIds = await repository.activeMembers(classId, wanted);
        if (pupilIds.length !== wanted.length) throw AppError.badRequest(am.pupilNotInClass);
      } else {
        pupilIds = await repository.activeMembers(classId, null);
        if (pupilIds.length === 0) throw conflict(am.noPupils);
      }
      const startsAt = input.startsAt ? new Date(input.startsAt) : now();
      const dueAt = new Date(input.dueAt);
      if (dueAt <= startsAt) throw AppError.badRequest(am.dueBeforeStart);
      const row = await uow.run(async (tx) => {
        const repo = createAssignmentsRepository(tx);
        const inserted = await repo.insert({
          classId,
          createdBy: viewer.id,
          title: input.title,
          startsAt,
          dueAt,
          attempts: input.attempts,
          late: input.late,
          solutionsAfterDue: input.solutionsAfterDue,
        });
        await repo.replaceItems(inserted.id, items);
        await repo.insertPupils(inserted.id, pupilIds);
        await deps.outbox.record(
          tx,
          'notification.requested',
          {
            type: 'ASSIGNMENT_EVENT',
            recipientIds: pupilIds,
            text: `Nowe zadanie domowe w klasie ${classRow.name}: „${input.title}”. Termin: ${warsawDate.format(dueAt)}.`,
            href: `/assignments/${inserted.id}`,
            data: { assignmentId: inserted.id, classId },
          },
          { actorId: viewer.id },
        );
        return inserted;
      });
      return teacherView(viewer, row, classRow.name, {
        teacherIds,
        archived: false,
        setForViewer: false,
      });
    },

    /** GET /class/:id/assignment: a class's assignments for its teachers, the latest due date first. */
    async listForClass(viewer: TViewerIn, classId: string): Promise<TAssignmentList> {
      const { row: classRow, teacherIds } = await taughtClass(viewer, classId);
      const rows = await repository.listForClass(classId);
      const ids = rows.map((row) => row.id);
      const [items, counts] = await Promise.all([repository.itemsOf(ids), repository.pupilCounts(ids)]);
      const resource = { teacherIds, archived: !!classRow.archivedAt, setForViewer: false };
      return {
        items: rows.map((row) =>
          summary(viewer, row, {
            className: classRow.name,
            itemCount: items.filter((item) => item.assignmentId === row.id).length,
            pupilCount: counts.get(row.id) ?? 0,
            resource,
            progress: null,
          }),
        ),
      };
    },

    /** GET /assignment: what is set for the viewer (started, in their classes), nearest due date first. */
    async listForPupil(viewer: TViewerIn): Promise<TAssignmentList> {
      const rows = await repository.listForPupil(viewer.id, now());
      const ids = rows.map(({ assignment }) => assignment.id);
      const [items, answerStats] = await Promise.all([repository.itemsOf(ids), repository.statsOf(viewer.id, ids)]);
      const { scores } = await mockScores(
        rows.map(({ assignment }) => assignment),
        items,
        [viewer.id],
      );
      const goals = await goalScoresFor(
        rows.map(({ assignment }) => assignment),
        items,
        [viewer.id],
      );
      const stats = [...answerStats, ...mockStats(items, viewer.id, scores), ...goalStats(items, viewer.id, goals)];
      return {
        items: rows.map(({ assignment, className, archivedAt }) => {
          const itemCount = items.filter((item) => item.assignmentId === assignment.id).length;
          return summary(viewer, assignment, {
            className,
            itemCount,
            pupilCount: 0,
            resource: { teacherIds: [], archived: !!archivedAt, setForViewer: true },
            progress: progressOf(assignment, itemCount, stats),
          });
        }),
      };
    },

    /** GET /assignment/:id: the definition for the class's teachers, the pupil's own items for a pupil. */
    async get(viewer: TViewerIn, id: string): Promise<TAssignment> {
      const { row, classRow, resource, ordinal } = await access(viewer, id);
      if (can(viewer, 'readResults', subject('assignment', resource)) || ordinal === null) {
        return teacherView(viewer, row, classRow.name, resource);
      }
      const at = now();
      if (at < row.startsAt) throw conflict(am.notStarted);
      const [items, answerStats] = await Promise.all([repository.itemsOf([id]), repository.statsOf(viewer.id, [id])]);
      const tasks = await repository.tasks(items.flatMap((item) => (item.homeworkId ? [item.homeworkId] : [])));
      const { scores, papers } = await mockScores([row], items, [viewer.id]);
      const goals = await goalScoresFor([row], items, [viewer.id]);
      const stats = [...answerStats, ...mockStats(items, viewer.id, scores), ...goalStats(items, viewer.id, goals)];
      const conceptNames = await repository.conceptNames([
        ...new Set(items.filter((item) => item.kind === 'GOAL').flatMap((item) => item.conceptIds)),
      ]);
      const solutionsOpen = row.solutionsAfterDue && at > row.dueAt;
      const presented: TAssignmentItem[] = [];
      for (const item of items) {
        const stat = stats.find((entry) => entry.position === item.position);
        const progress = {
          attempts: stat?.attempts ?? 0,
          attemptsLeft: row.attempts === null ? null : Math.max(0, row.attempts - (stat?.attempts ?? 0)),
          correct: stat ? stat.correct : null,
          late: stat?.late ?? false,
          lastAnswer: stat?.lastAnswer ?? null,
          lastAnsweredAt: stat?.lastAnsweredAt?.toISOString() ?? null,
        };
        let task: TAssignmentItem['task'] = null;
        let solution: TAssignmentItem['solution'] = null;
        let mock: TAssignmentItem['mock'] = null;
        let goal: TAssignmentItem['goal'] = null;
        if (item.kind === 'GOAL') {
          const score = goals.get(`${id}:${viewer.id}:${item.position}`);
          if (score && item.goalLevel) {
            goal = {
              level: item.goalLevel,
              concepts: item.conceptIds.map((conceptId) => ({
                conceptId,
                name: conceptNames.get(conceptId) ?? '',
                state: score.states.get(conceptId) ?? 'new',
              })),
              reached: score.reached,
            };
          }
        } else if (item.kind === 'MOCK') {
          const paper = papers.get(item.examId!);
          const score = scores.get(`${id}:${viewer.id}:${item.position}`);
          if (paper && score) mock = pupilMockView(paper, score);
        } else if (item.kind === 'HOMEWORK') {
          const found = tasks.get(item.homeworkId!);
          if (found && found.status === 'PUBLIC') {
            task = {
              statement: found.description,
              closed: found.closed,
              choices: found.closed
                ? found.choices.map(({ id: choiceId, label, answer }) => ({ id: choiceId, label, answer }))
                : [],
              answerCheck: !found.closed && found.answerKey ? { kind: found.answerKey.kind } : null,
            };
            if (solutionsOpen && !found.paidSolution) {
              const steps = await repository.solutionStepsOf(found.id);
              solution = { expected: expectedAnswer(found), steps };
            }
          }
        } else {
          const generator = findGenerator(item.generatorId!);
          const variant = generator && assignmentVariant(generator, assignmentSeed(id, item.position, ordinal));
          if (variant) {
            task = {
              statement: variant.statementHtml,
              closed: false,
              choices: [],
              answerCheck: { kind: variant.answer.kind },
            };
            if (solutionsOpen) {
              solution = {
                expected: mathHtml(variant.answer.value),
                steps: variant.steps.map((step) => ({ title: null, ...presentStep(step) })),
              };
            }
          }
        }
        presented.push({ ...definitionItem(item), task, progress, solution, mock, goal });
      }
      return {
        ...summary(viewer, row, {
          className: classRow.name,
          itemCount: items.length,
          pupilCount: 0,
          resource,
          progress: progressOf(row, items.length, stats),
        }),
        items: presented,
        pupils: null,
      };
    },

    /**
     * PUT /assignment/:id: settings, and the item list as a whole, where every position somebody answered keeps its
     * item (409 otherwise): editing after pupils started never loses their answers.
     */
    async update(viewer: TViewerIn, id: string, input: TUpdateInput): Promise<TAssignment> {
      const { resource, classRow } = await access(viewer, id);
      if (!can(viewer, 'update', subject('assignment', resource))) {
        if (resource.archived && can(viewer, 'readResults', subject('assignment', resource))) {
          throw conflict(am.archived);
        }
        throw notFound();
      }
      const row = await uow.run(async (tx) => {
        const repo = createAssignmentsRepository(tx);
        const locked = (await repo.lock(id))!;
        const startsAt = input.startsAt ? new Date(input.startsAt) : locked.startsAt;
        const dueAt = input.dueAt ? new Date(input.dueAt) : locked.dueAt;
        if (dueAt <= startsAt) throw AppError.badRequest(am.dueBeforeStart);
        if (input.items) {
          const old = await repo.itemsOf([id]);
          const answered = await repo.answeredPositions(id);
          for (const position of answered) {
            const before = old.find((item) => item.position === position);
            const after = input.items[position - 1];
            if (!before || !after || !sameItem(before, after)) throw conflict(am.answeredItemsStay);
          }
          // An item kept at its position keeps what it was set with (its title and requirements as then).
          const kept = input.items.map((item, index) => {
            const before = old.find((entry) => entry.position === index + 1);
            return before && sameItem(before, item) ? before : null;
          });
          const fresh = await resolveItems(
            input.items.filter((_, index) => !kept[index]),
            repo,
          );
          let next = 0;
          const items: TNewAssignmentItem[] = input.items.map((_, index) => {
            const before = kept[index];
            if (!before) return { ...fresh[next++]!, position: index + 1 };
            const { assignmentId: _id, ...item } = before;
            return item;
          });
          await repo.replaceItems(id, items);
        }
        return repo.update(id, {
          ...(input.title !== undefined && { title: input.title }),
          startsAt,
          dueAt,
          ...(input.attempts !== undefined && { attempts: input.attempts }),
          ...(input.late !== undefined && { late: input.late }),
          ...(input.solutionsAfterDue !== undefined && { solutionsAfterDue: input.solutionsAfterDue }),
        });
      });
      return teacherView(viewer, row, classRow.name, resource);
    },

    async delete(viewer: TViewerIn, id: string) {
      const { resource } = await access(viewer, id);
      if (!can(viewer, 'delete', subject('assignment', resource))) {
        if (resource.archived && can(viewer, 'readResults', subject('assignment', resource))) {
          throw conflict(am.archived);
        }
        throw notFound();
      }
      await repository.delete(id);
      return { message: am.deleted };
    },

    /**
     * POST /assignment/:id/answer: checked like every answer on the platform (a generator item against the pupil's
     * own variant), counted under the pupil's lock so that the attempts limit holds against parallel answers, and
     * recorded in the student model (kind ASSIGNMENT) in the same transaction.
     */
    async answer(
      viewer: TViewerIn,
      id: string,
      input: { position: number; answer: string; timeTakenMs?: number },
      keys: TRequestKeys,
    ): Promise<TAssignmentAnswerResult> {
      const { row, resource, ordinal } = await access(viewer, id);
      if (ordinal === null) throw AppError.forbidden(am.pupilsOnly);
      if (!can(viewer, 'answer', subject('assignment', resource))) throw conflict(classMessages.archived);
      const items = await repository.itemsOf([id]);
      const item = items.find((candidate) => candidate.position === input.position);
      if (!item) throw AppError.badRequest(am.position);
      if (item.kind === 'MOCK') throw conflict(am.mockAnswered);
      if (item.kind === 'GOAL') throw conflict(am.goalAnswered);
      const at = now();
      if (at < row.startsAt) throw conflict(am.notStarted);
      const late = at > row.dueAt;
      if (late && row.late === 'REFUSE') throw conflict(am.lateRefused);

      let correct: boolean;
      let itemId: string;
      if (item.kind === 'HOMEWORK') {
        const task = (await repository.tasks([item.homeworkId!])).get(item.homeworkId!);
        if (task?.status !== 'PUBLIC') throw conflict(am.itemUnavailable);
        if (task.closed) {
          const choice = task.choices.find((candidate) => candidate.id === input.answer);
          if (!choice) throw AppError.badRequest(am.choice);
          correct = choice.correct;
        } else {
          if (!task.answerKey) throw conflict(am.itemUnavailable);
          correct = isAnswerCorrect(withAskedUnit(task.answerKey, task.description), input.answer);
        }
        itemId = task.id;
      } else {
        const generator = findGenerator(item.generatorId!);
        const variant = generator && assignmentVariant(generator, assignmentSeed(id, item.position, ordinal));
        if (!variant) throw conflict(am.itemUnavailable);
        correct = isAnswerCorrect(variant.answer, input.answer);
        itemId = generatorItemId(item.generatorId!);
      }
      await deps.limiter.consume('assignmentAnswer', { ip: keys.ip, account: viewer.id });

      return uow.run(async (tx) => {
        const repo = createAssignmentsRepository(tx);
        await repo.lockPupil(id, viewer.id);
        const before = (await repo.statsOf(viewer.id, [id])).find((stat) => stat.position === item.position);
        if (before?.correct) throw conflict(am.alreadyCorrect);
        const used = before?.attempts ?? 0;
        if (row.attempts !== null && used >= row.attempts) throw conflict(am.noAttemptsLeft);
        const answerRow = await repo.insertAnswer({
          assignmentId: id,
          userId: viewer.id,
          position: item.position,
          answer: input.answer,
          correct,
          late,
          timeMs: input.timeTakenMs ?? null,
          createdAt: at,
        });
        await model.recordIn(tx, {
          userId: viewer.id,
          kind: 'ASSIGNMENT',
          itemId,
          conceptIds: item.conceptIds,
          answer: input.answer,
          correct,
          timeTakenMs: input.timeTakenMs ?? null,
        });
        await deps.outbox.record(tx, 'assignment.answered', {
          assignmentId: id,
          userId: viewer.id,
          answerId: answerRow.id,
          answeredAt: at.toISOString(),
        });
        const stats = await repo.statsOf(viewer.id, [id]);
        return {
          position: item.position,
          correct,
          message: correct ? am.correct : am.wrong,
          attempts: used + 1,
          attemptsLeft: row.attempts === null ? null : row.attempts - used - 1,
          late,
          progress: progressOf(row, items.length, stats),
        };
      });
    },

    /**
     * A pupil's score on an assignment for grade passback: one point per item answered right (within their
     * membership of the class), out of the item count, and when they last answered. Null when not set for them.
     */
    async scoreOf(assignmentId: string, userId: string) {
      const row = await repository.find(assignmentId);
      if (!row) return null;
      const [items, answers, windows] = await Promise.all([
        repository.itemsOf([assignmentId]),
        repository.answersOf(assignmentId, userId),
        repository.membershipWindows(row.classId, [userId]),
      ]);
      const visible = answers.filter((answer) => withinMembership(answer, windows));
      const right = new Set(visible.filter((answer) => answer.correct).map((answer) => answer.position));
      const { scores } = await mockScores([row], items, [userId], (attempt) =>
        withinMembership({ userId, createdAt: attempt.startedAt }, windows),
      );
      let points = 0;
      let done = 0;
      let answeredAt = visible.at(-1)?.createdAt ?? null;
      const goals = await goalScoresFor([row], items, [userId]);
      for (const item of items) {
        if (item.kind === 'GOAL') {
          const reached = goals.get(`${assignmentId}:${userId}:${item.position}`)?.reached ?? 0;
          points += reached;
          if (reached >= item.maxPoints) done += 1;
          continue;
        }
        if (item.kind !== 'MOCK') {
          if (right.has(item.position)) {
            points += item.maxPoints;
            done += 1;
          }
          continue;
        }
        const best = scores.get(`${assignmentId}:${userId}:${item.position}`)?.best;
        if (!best?.submittedAt) continue;
        points += best.points ?? 0;
        done += 1;
        if (!answeredAt || best.submittedAt > answeredAt) answeredAt = best.submittedAt;
      }
      return {
        assignmentId,
        userId,
        title: row.title,
        points,
        maxPoints: items.reduce((sum, item) => sum + item.maxPoints, 0),
        answeredAt,
        completed: items.length > 0 && done === items.length,
      };
    },

    /** GET /assignment/:id/results: the class's teachers and ADMIN. */
    async results(viewer: TViewerIn, id: string): Promise<TAssignmentResults> {
      const { className: _, ...found } = await loadResults(viewer, id);
      return found;
    },

    /** GET /assignment/:id/results.csv: the same results for a Polish spreadsheet. */
    async resultsCsv(viewer: TViewerIn, id: string) {
      const found = await loadResults(viewer, id);
      return { body: resultsCsv(found), fileName: resultsFileName(found.assignment.title, found.className) };
    },

    async markBands(viewer: TViewerIn, classId: string): Promise<TMarkBands> {
      await taughtClass(viewer, classId);
      return bandsOf(classId);
    },

    async updateMarkBands(viewer: TViewerIn, classId: string, input: TMarkBands): Promise<TMarkBands> {
      await taughtClass(viewer, classId, { write: true });
      const row = await repository.saveMarkBands(classId, input.minimums, input.signs);
      return { minimums: row.minimums, signs: row.signs };
    },

    /**
     * The reminder the day before: each assignment due within the next 24 hours (and started) tells its pupils who
     * have not finished it, once, whichever node runs the job.
     */
    async sendReminders(at: Date) {
      const due = await repository.dueForReminder(at, new Date(at.getTime() + reminderLeadMs), 200);
      let sent = 0;
      for (const { assignment, className } of due) {
        await uow.run(async (tx) => {
          const repo = createAssignmentsRepository(tx);
          if (!(await repo.markReminded(assignment.id, at))) return;
          const itemCount = (await repo.itemsOf([assignment.id])).length;
          const recipients = await repo.unfinishedPupils(
            assignment.id,
            assignment.classId,
            assignment.attempts,
            itemCount,
          );
          if (recipients.length === 0) return;
          await deps.outbox.record(tx, 'notification.requested', {
            type: 'ASSIGNMENT_EVENT',
            recipientIds: recipients,
            text: `Przypomnienie: zadanie domowe „${assignment.title}” (klasa ${className}) trzeba oddać do ${warsawDate.format(assignment.dueAt)}.`,
            href: `/assignments/${assignment.id}`,
            data: { assignmentId: assignment.id, classId: assignment.classId, reminder: true },
          });
          sent += 1;
        });
      }
      return { sent };
    },

    /** What the account's data export carries: answers given as a pupil, assignments set as a teacher. */
    async exportOf(userId: string) {
      const [answers, created] = await Promise.all([
        repository.answersForExport(userId),
        repository.createdForExport(userId),
      ]);
      return {
        assignmentAnswers: answers.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        assignmentsSet: created.map((row) => ({
          ...row,
          startsAt: row.startsAt.toISOString(),
          dueAt: row.dueAt.toISOString(),
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type TAssignmentsService = ReturnType<typeof createAssignmentsService>;
