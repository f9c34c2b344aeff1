import { sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { learningAttempts } from '../db/schema';
import { rowsOf } from '../lib/sql-rows';
import { createUnitOfWork } from '../lib/uow';
import { createStudentModelService } from '../modules/learning/student-model/student-model.service';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The demo student's last three weeks, one concept per line: `[days ago, right or wrong]` in order. The first
 * concept was answered right on days far enough apart to be learnt; the next ones were last seen long enough
 * ago, or answered wrong three times in a row, so that they are due for review today; the last was met two days
 * ago. Nothing today or yesterday: the streak is the visitor's to start.
 */
const history: readonly (readonly (readonly [number, boolean])[])[] = [
  [
    [21, true],
    [17, true],
    [9, true],
  ],
  [
    [15, true],
    [12, false],
  ],
  [[13, true]],
  [
    [10, false],
    [10, false],
    [10, false],
  ],
  [
    [6, true],
    [6, false],
  ],
  [[2, true]],
];

/** A wrong answer as a student might give it: a different number, or a different expression. */
const wrongAnswerTo = (value: string) => (value.trim() === '0' ? '1' : '0');

/**
 * A history of practice for the demo student, so that the signed-in home of the demo shows what the platform
 * learnt (reviews due today, a mastery map with every level) instead of an empty start: answers to demo tasks
 * with a machine-checkable key, one task per concept, dated in the past and replayed into the student model
 * from the log as `npm run learning:rebuild` does. Only for a student who has answered nothing yet (a real
 * history is never added to). Returns the number of attempts added.
 */
export async function seedDemoLearning(db: TDb, studentId: string, now = new Date()): Promise<number> {
  const uow = createUnitOfWork(db);
  const added = await uow.run(async (tx) => {
    const [answered] = rowsOf<{ count: number }>(
      await tx.execute(sql`select count(*)::int as count from learning_attempts where user_id = ${studentId}`),
    );
    if (answered!.count > 0) return 0;
    // One public task with a key for each of the first concepts (by name) that have one.
    const tasks = rowsOf<{ id: string; conceptId: string; value: string }>(
      await tx.execute(sql`
        select distinct on (c.name) h.id, c.id as "conceptId", h.answer_key->>'value' as value
        from homeworks h
        join homework_concepts hc on hc.homework_id = h.id
        join math_concepts c on c.id = hc.concept_id
        where h.status = 'PUBLIC' and h.answer_key is not null
        order by c.name, h.slug
        limit ${history.length}`),
    );
    const attempts = tasks.flatMap((task, index) =>
      (history[index] ?? []).map(([daysAgo, correct], answer) => ({
        userId: studentId,
        kind: 'HOMEWORK' as const,
        itemId: task.id,
        conceptIds: [task.conceptId],
        answer: correct ? task.value : wrongAnswerTo(task.value),
        correct,
        timeTakenMs: 40_000 + 15_000 * answer,
        // Late afternoon, after school; a minute apart within a day.
        createdAt: new Date(now.getTime() - daysAgo * dayMs - 6 * 60 * 60 * 1000 + answer * 60_000),
      })),
    );
    attempts.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    // One by one: the log's order (`seq`) is the order the model replays.
    for (const attempt of attempts) await tx.insert(learningAttempts).values(attempt);
    return attempts.length;
  });
  if (added > 0) await createStudentModelService({ db, uow }).rebuild(studentId);
  return added;
}
