import { isWithinLevel, type TLearningLevel, type TMasteryState, type TPracticeReason } from '@zadania/shared';
import { eloRules, expectedSuccess } from '../difficulty/elo';

/** What the planner knows of a concept the student has met. */
export type TPlannerConcept = { state: TMasteryState; due: Date };

/** A task the platform can check by machine, with its concepts, its learned difficulty and its level. */
export type TPlannerTask = { id: string; conceptIds: readonly string[]; rating: number; level: TLearningLevel };

export type TPlannedItem = {
  homeworkId: string;
  conceptId: string;
  conceptIds: readonly string[];
  reason: TPracticeReason;
};

export type TPlanInput = {
  /** The student's concepts met (the student model). */
  concepts: ReadonlyMap<string, TPlannerConcept>;
  tasks: readonly TPlannerTask[];
  /** Tasks answered right recently: not offered again. */
  excluded: ReadonlySet<string>;
  studentRating: number;
  /** The student's level (or the default ceiling): no task above it is offered (issue 57). */
  ceiling: TLearningLevel;
  size: number;
  now: Date;
  /** Practise only these concepts. */
  only?: ReadonlySet<string>;
  /** The concepts of the student's school year (issue 59): no other is offered. Unset: no limit by concept. */
  inScope?: ReadonlySet<string> | null;
  random?: () => number;
  /** Orders tasks equally good for the student; the same function gives the same plan ("Co dalej" is stable). */
  tieBreak?: (taskId: string) => number;
};

type TConceptPick = { conceptId: string; reason: TPracticeReason };

/**
 * The concepts to practise, in order: due reviews (the longest overdue first), then concepts in progress (the
 * soonest due first), then new concepts that what the student knows leads to (those sharing the most tasks with
 * concepts the student mastered, or else met), then mastered ones early. Only concepts with a task to offer.
 */
export function conceptsInOrder(
  input: Omit<TPlanInput, 'size'>,
  offered: ReadonlyMap<string, unknown>,
): TConceptPick[] {
  const { concepts, tasks, now, only, inScope } = input;
  const allowed = (conceptId: string) =>
    offered.has(conceptId) && (!only || only.has(conceptId)) && (!inScope || inScope.has(conceptId));
  const met = [...concepts.entries()].filter(([conceptId]) => allowed(conceptId));
  const byDue = (a: [string, TPlannerConcept], b: [string, TPlannerConcept]) => a[1].due.getTime() - b[1].due.getTime();
  const due = met.filter(([, concept]) => concept.due <= now).sort(byDue);
  const inProgress = met.filter(([, concept]) => concept.due > now && concept.state !== 'mastered').sort(byDue);
  const masteredEarly = met.filter(([, concept]) => concept.due > now && concept.state === 'mastered').sort(byDue);

  const known = new Set(met.filter(([, concept]) => concept.state === 'mastered').map(([conceptId]) => conceptId));
  const anchors = known.size > 0 ? known : new Set(met.map(([conceptId]) => conceptId));
  const leadsTo = new Map<string, number>();
  const taskCount = new Map<string, number>();
  for (const task of tasks) {
    const anchored = task.conceptIds.some((conceptId) => anchors.has(conceptId));
    for (const conceptId of task.conceptIds) {
      taskCount.set(conceptId, (taskCount.get(conceptId) ?? 0) + 1);
      if (anchored) leadsTo.set(conceptId, (leadsTo.get(conceptId) ?? 0) + 1);
    }
  }
  const fresh = [...offered.keys()]
    .filter((conceptId) => allowed(conceptId) && !concepts.has(conceptId))
    .sort(
      (a, b) =>
        (leadsTo.get(b) ?? 0) - (leadsTo.get(a) ?? 0) ||
        (taskCount.get(b) ?? 0) - (taskCount.get(a) ?? 0) ||
        a.localeCompare(b),
    );

  return [
    ...due.map(([conceptId]) => ({ conceptId, reason: 'due' as const })),
    ...inProgress.map(([conceptId]) => ({ conceptId, reason: 'weak' as const })),
    ...fresh.map((conceptId) => ({ conceptId, reason: 'new' as const })),
    ...masteredEarly.map(([conceptId]) => ({ conceptId, reason: 'due' as const })),
  ];
}

/** How far a task's expected success is from the 70–85 % the platform aims at (0 inside the band). */
const distanceFromTarget = (studentRating: number, taskRating: number) => {
  const success = expectedSuccess(studentRating, taskRating);
  const { min, max } = eloRules.targetSuccess;
  return success < min ? min - success : success > max ? success - max : 0;
};

/**
 * A practice session: interleaved (one task per concept in turn, in the order of `conceptsInOrder`, so a session
 * of 10 spans as many concepts as there are, and the same concept follows itself only when nothing else is left),
 * each task of a difficulty the student should answer right 70–85 % of the time where there is a choice, none
 * answered right recently, none twice.
 */
export function planSession(input: TPlanInput): TPlannedItem[] {
  const { excluded, studentRating, ceiling, size, random = Math.random, tieBreak = () => random() } = input;
  // Above the student's level a task is as if it did not exist: it neither is offered nor leads to a concept.
  const tasks = input.tasks.filter((task) => isWithinLevel(task.level, ceiling));
  const open = tasks.filter((task) => !excluded.has(task.id));
  const tieBreaks = new Map(open.map((task) => [task.id, tieBreak(task.id)]));
  const queues = new Map<string, TPlannerTask[]>();
  for (const task of open) {
    for (const conceptId of new Set(task.conceptIds)) {
      const queue = queues.get(conceptId) ?? [];
      queue.push(task);
      queues.set(conceptId, queue);
    }
  }
  for (const queue of queues.values()) {
    queue.sort(
      (a, b) =>
        distanceFromTarget(studentRating, a.rating) - distanceFromTarget(studentRating, b.rating) ||
        tieBreaks.get(a.id)! - tieBreaks.get(b.id)! ||
        a.id.localeCompare(b.id),
    );
  }

  const order = conceptsInOrder({ ...input, tasks }, queues);
  const used = new Set<string>();
  const items: TPlannedItem[] = [];
  const nextTask = (conceptId: string, previous: TPlannedItem | undefined) => {
    const queue = (queues.get(conceptId) ?? []).filter((task) => !used.has(task.id));
    // Where it can, the next task shares no concept with the one before: interleaving, not blocking.
    return queue.find((task) => !previous?.conceptIds.some((id) => task.conceptIds.includes(id))) ?? queue[0];
  };
  while (items.length < size) {
    const before = items.length;
    for (const { conceptId, reason } of order) {
      if (items.length >= size) break;
      const previous = items.at(-1);
      if (previous?.conceptId === conceptId && order.length > 1) continue;
      const task = nextTask(conceptId, previous);
      if (!task) continue;
      used.add(task.id);
      items.push({ homeworkId: task.id, conceptId, conceptIds: task.conceptIds, reason });
    }
    if (items.length === before) {
      // Only the concept just practised has tasks left: it follows itself, as nothing else can.
      const previous = items.at(-1);
      const task = previous && nextTask(previous.conceptId, undefined);
      if (!previous || !task) break;
      used.add(task.id);
      items.push({ ...previous, homeworkId: task.id, conceptIds: task.conceptIds });
    }
  }
  return items;
}
