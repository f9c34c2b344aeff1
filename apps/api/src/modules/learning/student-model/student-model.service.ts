import type { TConceptMastery, TMasteryState } from '@zadania/shared';
import type { TDb } from '../../../db/client';
import type { TUnitOfWork } from '../../../lib/uow';
import { createDifficultyRepository } from '../difficulty/difficulty.repository';
import { applyFirstAttempt } from '../difficulty/elo';
import { createLearningAttemptsRepository, type TNewLearningAttempt } from '../learning-attempts.repository';
import { masteryState, stabilityDays } from './concept-memory';
import { applyAttempts, type TModelMemories } from './replay';
import { createStudentModelRepository, rowFromMemory } from './student-model.repository';

/** An answer to append: the log times it. */
export type TRecordedAttempt = Omit<TNewLearningAttempt, 'createdAt'>;

/** What one concept's memory became after an answer: what a page says next ("Powtórka za 3 dni"). */
export type TMasteryChange = { conceptId: string; state: TMasteryState; due: string };

/**
 * The student model (issue 36): every answer is appended to the attempt log and applied to the memories of its
 * concepts in one transaction, under the student's lock; the model can be rebuilt from the log alone and must
 * then be exactly what was kept incrementally. A first attempt at an item also moves the item's and the student's
 * Elo ratings (`difficulty/elo.ts`): estimates learned online, which the rebuild leaves as they are.
 */
export function createStudentModelService(deps: { db: TDb; uow: TUnitOfWork; now?: () => Date }) {
  const { db, uow, now = () => new Date() } = deps;

  const toRows = (userId: string, memories: TModelMemories, conceptIds: Iterable<string>) =>
    [...conceptIds].flatMap((conceptId) => {
      const entry = memories.get(conceptId);
      return entry ? [rowFromMemory(userId, conceptId, entry.memory, entry.appliedSeq)] : [];
    });

  /** A student's first attempt at an item moves both Elo ratings; a later one says more about memory than about the item. */
  const learnDifficulty = async (
    tx: TDb,
    row: { userId: string; kind: TRecordedAttempt['kind']; itemId: string; seq: number; correct: boolean },
  ) => {
    // A game's levels are one item of many answers: no difficulty of a task to learn there.
    if (row.kind === 'EXERCISE_LEVEL') return;
    const difficulty = createDifficultyRepository(tx);
    if (!(await difficulty.isFirstAttempt(row.userId, row.itemId, row.seq))) return;
    const { student, item } = await difficulty.lockRatings(row.userId, row.itemId);
    const next = applyFirstAttempt(student, item, row.correct);
    await difficulty.save(row.userId, row.itemId, { student: next.student, item: next.task });
  };

  const recordIn = async (tx: TDb, attempt: TRecordedAttempt) => {
    const model = createStudentModelRepository(tx);
    await model.lockStudent(attempt.userId);
    const row = await createLearningAttemptsRepository(tx).insert({ ...attempt, createdAt: now() });
    const memories: TModelMemories = new Map(
      [...(await model.memories(attempt.userId, row.conceptIds))].map(([conceptId, memory]) => [
        conceptId,
        { memory, appliedSeq: 0 },
      ]),
    );
    const touched = applyAttempts(memories, [row]);
    await model.save(toRows(attempt.userId, memories, touched));
    await learnDifficulty(tx, row);
    const mastery: TMasteryChange[] = [...touched].map((conceptId) => {
      const { memory } = memories.get(conceptId)!;
      return { conceptId, state: masteryState(memory), due: memory.card.due.toISOString() };
    });
    return { attempt: row, mastery };
  };

  const rebuildOne = (userId: string) =>
    uow.run(async (tx) => {
      const model = createStudentModelRepository(tx);
      await model.lockStudent(userId);
      const memories: TModelMemories = new Map();
      const touched = applyAttempts(memories, await model.attemptsInOrder(userId));
      await model.replaceStates(userId, toRows(userId, memories, touched));
      return touched.size;
    });

  return {
    /** Appends the attempt (timed now, after the lock) and applies it to the model; both commit or neither. */
    record: (attempt: TRecordedAttempt) => uow.run((tx) => recordIn(tx, attempt)),

    /** The same within a transaction of the caller's (a practice session's answer and its attempt commit together). */
    recordIn,

    /** Several answers to tasks at once (a course quiz), each with its task's concepts, in the caller's transaction. */
    async recordAnswersIn(
      tx: TDb,
      userId: string,
      kind: TRecordedAttempt['kind'],
      answers: readonly { itemId: string; answer: string; correct: boolean }[],
    ) {
      const concepts = await createLearningAttemptsRepository(tx).homeworkConceptIds(answers.map((a) => a.itemId));
      for (const answer of answers) {
        await recordIn(tx, {
          userId,
          kind,
          ...answer,
          conceptIds: concepts.get(answer.itemId) ?? [],
          timeTakenMs: null,
        });
      }
    },

    /** Every concept the student has met (that still exists), the soonest due first. */
    async mastery(userId: string): Promise<TConceptMastery[]> {
      const rows = await createStudentModelRepository(db).listWithConcepts(userId);
      return rows.map(({ row, slug, name }) => ({
        conceptId: row.conceptId,
        slug,
        name,
        state: row.state,
        due: row.due.toISOString(),
        stability: stabilityDays(row.stability),
        attempts: row.attempts,
        correct: row.correct,
      }));
    },

    /**
     * The model as the work since `since` alone builds it: the attempts from that moment replayed through the same
     * path as the live model, what came before left out (a class's teacher sees the pupil from their joining). Not
     * stored; the soonest due first, as `mastery`.
     */
    async masterySince(userId: string, since: Date): Promise<TConceptMastery[]> {
      const repository = createStudentModelRepository(db);
      const memories: TModelMemories = new Map();
      applyAttempts(memories, await repository.attemptsSince(userId, since));
      const concepts = await repository.conceptNames([...memories.keys()]);
      return concepts
        .map(({ id, slug, name }) => {
          const { memory } = memories.get(id)!;
          return {
            conceptId: id,
            slug,
            name,
            state: masteryState(memory),
            due: memory.card.due.toISOString(),
            stability: stabilityDays(memory.card.stability),
            attempts: memory.attempts,
            correct: memory.correct,
          };
        })
        .sort((a, b) => a.due.localeCompare(b.due) || a.name.localeCompare(b.name, 'pl'));
    },

    /** Rebuilds one student's model from the log alone; the number of concepts rebuilt. */
    rebuild: rebuildOne,

    /** Rebuilds every student's model (`npm run learning:rebuild`), one student per transaction. */
    async rebuildAll(onStudent?: (done: number, total: number) => void) {
      const students = await createStudentModelRepository(db).studentsWithAttempts();
      let concepts = 0;
      for (const [index, userId] of students.entries()) {
        concepts += await rebuildOne(userId);
        onStudent?.(index + 1, students.length);
      }
      return { students: students.length, concepts };
    },
  };
}
export type TStudentModelService = ReturnType<typeof createStudentModelService>;
