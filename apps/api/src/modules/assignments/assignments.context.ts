import {
  assignmentMessages as am,
  can,
  classMessages,
  defaultMarkMinimums,
  subject,
  type TMarkBands,
  type TViewerIn,
} from '@zadania/shared';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TEventOutbox } from '../../lib/events/event-outbox';
import type { TUnitOfWork } from '../../lib/uow';
import type { TRateLimiter } from '../../plugins/rate-limit';
import { createClassesRepository } from '../classes/classes.repository';
import type { TStudentModelService } from '../learning/student-model/student-model.service';
import { goalResultCell, goalScores, type TGoalScore } from './assignment-goals';
import { resolveAssignmentItems, type TItemInput } from './assignment-items';

export type { TItemInput } from './assignment-items';

import {
  mockAttemptsSince,
  mockPapersOfExams,
  mockResultCell,
  scoreMockItem,
  type TMockAttemptForItem,
  type TMockItemScore,
  type TMockPaperForItem,
} from './assignment-mocks';
import { computeResults, withinMembership } from './assignment-results';
import { presentProgress, presentSummary, presentTeacherView, type TAssignmentResource } from './assignments.presenter';
import {
  createAssignmentsRepository,
  type TAssignmentItemRow,
  type TAssignmentRow,
  type TAssignmentsRepository,
  type TItemStats,
} from './assignments.repository';

export type TRequestKeys = { ip: string };

export const notFound = () => AppError.notFound(am.notFound);
export const classNotFound = () => AppError.notFound(classMessages.notFound);
export const conflict = (message: string) => new AppError(409, message);

/** Dates as the pupils' notifications tell them. */
export const warsawDate = new Intl.DateTimeFormat('pl-PL', {
  timeZone: 'Europe/Warsaw',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

/** A pupil's goal items as item stats: done when every concept is at the level. */
export function goalStats(items: readonly TAssignmentItemRow[], userId: string, scores: Map<string, TGoalScore>) {
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
export function mockStats(items: readonly TAssignmentItemRow[], userId: string, scores: Map<string, TMockItemScore>) {
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

export type TAssignmentsDeps = {
  db: TDb;
  uow: TUnitOfWork;
  outbox: Pick<TEventOutbox, 'record'>;
  model: Pick<TStudentModelService, 'recordIn'>;
  limiter: Pick<TRateLimiter, 'consume'>;
  now?: () => Date;
};

/** What the assignments' use cases share: the repositories, the clock and the rules of who reaches what. */
export function createAssignmentsContext(deps: TAssignmentsDeps) {
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
    const resource: TAssignmentResource = {
      teacherIds,
      archived: !!classRow.archivedAt,
      setForViewer,
      assignmentArchived: !!row.archivedAt,
    };
    if (!can(viewer, 'read', subject('assignment', resource))) throw notFound();
    return { row, classRow, resource, ordinal: setForViewer ? pupil!.ordinal : null };
  }

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

  /**
   * Which of these assignments' positions somebody has answered, by assignment id: an answer here, or a counted
   * attempt at a mock paper item by a pupil it is set for. Such a position cannot be removed, and such an
   * assignment cannot be deleted (only archived).
   */
  async function answeredPositionsOf(rows: readonly TAssignmentRow[], items: readonly TAssignmentItemRow[]) {
    const ids = rows.map((row) => row.id);
    const answered = new Map<string, Set<number>>(ids.map((id) => [id, new Set<number>()]));
    for (const { assignmentId, position } of await repository.answeredPositionsOf(ids)) {
      answered.get(assignmentId)?.add(position);
    }
    const withMocks = rows.filter((row) => items.some((item) => item.assignmentId === row.id && item.kind === 'MOCK'));
    if (withMocks.length > 0) {
      const pupils = await repository.pupilIdsOf(withMocks.map((row) => row.id));
      for (const row of withMocks) {
        const userIds = pupils.filter((pupil) => pupil.assignmentId === row.id).map((pupil) => pupil.userId);
        if (userIds.length === 0) continue;
        const mine = items.filter((item) => item.assignmentId === row.id);
        const { scores } = await mockScores([row], mine, userIds);
        for (const item of mine) {
          if (userIds.some((userId) => (scores.get(`${row.id}:${userId}:${item.position}`)?.attempts ?? 0) > 0)) {
            answered.get(row.id)!.add(item.position);
          }
        }
      }
    }
    return new Map([...answered].map(([id, positions]) => [id, [...positions].sort((a, b) => a - b)]));
  }

  const answeredPositions = async (row: TAssignmentRow, items: readonly TAssignmentItemRow[]) =>
    (await answeredPositionsOf([row], items)).get(row.id) ?? [];

  /** A pupil's progress on an assignment now. */
  const progressOf = (row: TAssignmentRow, itemCount: number, stats: readonly TItemStats[]) =>
    presentProgress(row, itemCount, stats, now());

  /** The teachers' view: the definition and the pupils it is set for. */
  const teacherView = (viewer: TViewerIn, row: TAssignmentRow, className: string, resource: TAssignmentResource) =>
    presentTeacherView(repository, answeredPositions, viewer, row, className, resource);

  const resolveItems = (inputs: readonly TItemInput[], repo: TAssignmentsRepository = repository) =>
    resolveAssignmentItems(deps.db, inputs, repo);

  async function bandsOf(classId: string): Promise<TMarkBands> {
    const row = await repository.markBands(classId);
    return row ? { minimums: row.minimums, signs: row.signs } : { minimums: [...defaultMarkMinimums], signs: false };
  }

  /** The results of an assignment for its class's teachers and ADMIN (404 to anyone else), with the class's name. */
  async function loadResults(viewer: TViewerIn, id: string) {
    const { row, classRow, resource } = await access(viewer, id);
    if (!can(viewer, 'readResults', subject('assignment', resource))) throw notFound();
    return resultsOf(viewer, row, classRow, resource);
  }

  /** The results of one assignment, for a viewer the caller has let read them (its page, the class's gradebook). */
  async function resultsOf(
    viewer: TViewerIn,
    row: TAssignmentRow,
    classRow: { name: string },
    resource: TAssignmentResource,
  ) {
    const id = row.id;
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
    const computed = computeResults({
      items,
      pupils,
      answers,
      windows,
      bands,
      conceptNames,
      scoredCells,
      due: now() >= row.dueAt,
    });
    const assignment = presentSummary(viewer, row, {
      className: classRow.name,
      itemCount: items.length,
      pupilCount: pupils.length,
      resource,
      progress: null,
    });
    return { ...computed, assignment, className: classRow.name };
  }

  return {
    ...deps,
    now,
    repository,
    classesRepository,
    taughtClass,
    access,
    mockScores,
    goalScoresFor,
    progressOf,
    answeredPositionsOf,
    answeredPositions,
    teacherView,
    resolveItems,
    bandsOf,
    loadResults,
    resultsOf,
  };
}
export type TAssignmentsContext = ReturnType<typeof createAssignmentsContext>;
