import { and, count, countDistinct, desc, eq, gte, isNotNull, isNull, lt, lte, notExists, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client';
import {
  assignmentAnswers,
  assignmentItems,
  assignmentPupils,
  assignments,
  classes,
  classMembers,
  learningAttempts,
  mockAttempts,
  mockPapers,
  parentLetters,
  parentLinks,
  users,
} from '../../../db/schema';

/** The links a letter tells about: confirmed, switched on by the parent, not paused by the child. */
const letterLink = and(
  isNotNull(parentLinks.confirmedAt),
  eq(parentLinks.letterEnabled, true),
  eq(parentLinks.letterPausedByChild, false),
);

/** What the weekly letter reads and writes (db/schema/parents.ts, and the child's week from its modules' tables). */
export function createParentLetterRepository(db: TDb) {
  return {
    /** Parents with a confirmed address and a child to tell about, whose letter of the week is not taken yet. */
    async listUnsentParents(weekStart: string, limit: number) {
      const rows = await db
        .selectDistinct({ parentId: parentLinks.parentId })
        .from(parentLinks)
        .innerJoin(users, eq(users.id, parentLinks.parentId))
        .where(
          and(
            letterLink,
            isNotNull(users.email),
            isNotNull(users.emailConfirmedAt),
            notExists(
              db
                .select({ one: sql`1` })
                .from(parentLetters)
                .where(and(eq(parentLetters.parentId, parentLinks.parentId), eq(parentLetters.weekStart, weekStart))),
            ),
          ),
        )
        .limit(limit);
      return rows.map((row) => row.parentId);
    },

    /** Takes the parent's letter of the week: true for the one caller whose insert made the row. */
    async claimLetter(parentId: string, weekStart: string) {
      const rows = await db
        .insert(parentLetters)
        .values({ parentId, weekStart })
        .onConflictDoNothing()
        .returning({ parentId: parentLetters.parentId });
      return rows.length > 0;
    },

    async findParent(parentId: string) {
      const [row] = await db
        .select({ email: users.email, emailConfirmedAt: users.emailConfirmedAt })
        .from(users)
        .where(eq(users.id, parentId));
      return row;
    },

    /** The children the parent's letter tells about, by name. */
    listLetterChildren(parentId: string) {
      return db
        .select({ id: users.id, displayName: users.displayName })
        .from(parentLinks)
        .innerJoin(users, eq(users.id, parentLinks.childId))
        .where(and(eq(parentLinks.parentId, parentId), letterLink))
        .orderBy(users.displayName);
    },

    /** Answers and right answers in the attempt log between two instants. */
    async countAnswers(childId: string, from: Date, to: Date) {
      const [row] = await db
        .select({ answers: count(), correct: sql<number>`count(*) filter (where ${learningAttempts.correct})::int` })
        .from(learningAttempts)
        .where(
          and(
            eq(learningAttempts.userId, childId),
            gte(learningAttempts.createdAt, from),
            lt(learningAttempts.createdAt, to),
          ),
        );
      return { answers: row?.answers ?? 0, correct: row?.correct ?? 0 };
    },

    /**
     * The child's assignments in the classes it is in now, already started and not archived, due between two
     * instants; with `unfinished` only those with an item the child never answered.
     */
    async listAssignments(childId: string, range: { from: Date; to: Date; startedBy: Date; unfinished: boolean }) {
      const answered = db
        .select({ n: countDistinct(assignmentAnswers.position) })
        .from(assignmentAnswers)
        .where(and(eq(assignmentAnswers.assignmentId, assignments.id), eq(assignmentAnswers.userId, childId)));
      const items = db
        .select({ n: count() })
        .from(assignmentItems)
        .where(eq(assignmentItems.assignmentId, assignments.id));
      return db
        .select({ title: assignments.title, dueAt: assignments.dueAt, className: classes.name })
        .from(assignmentPupils)
        .innerJoin(assignments, eq(assignments.id, assignmentPupils.assignmentId))
        .innerJoin(classes, eq(classes.id, assignments.classId))
        .innerJoin(
          classMembers,
          and(
            eq(classMembers.classId, assignments.classId),
            eq(classMembers.userId, childId),
            isNull(classMembers.leftAt),
            eq(classMembers.status, 'ACTIVE'),
          ),
        )
        .where(
          and(
            eq(assignmentPupils.userId, childId),
            isNull(assignments.archivedAt),
            lte(assignments.startsAt, range.startedBy),
            gte(assignments.dueAt, range.from),
            lt(assignments.dueAt, range.to),
            range.unfinished ? sql`(${answered}) < (${items})` : undefined,
          ),
        )
        .orderBy(assignments.dueAt)
        .limit(20);
    },

    /** Mock exams the child handed in between two instants (retakes for practice too), newest first. */
    listMockResults(childId: string, from: Date, to: Date) {
      return db
        .select({ title: mockPapers.title, result: mockAttempts.result, submittedAt: mockAttempts.submittedAt })
        .from(mockAttempts)
        .innerJoin(mockPapers, eq(mockPapers.id, mockAttempts.paperId))
        .where(
          and(
            eq(mockAttempts.userId, childId),
            isNotNull(mockAttempts.result),
            gte(mockAttempts.submittedAt, from),
            lt(mockAttempts.submittedAt, to),
          ),
        )
        .orderBy(desc(mockAttempts.submittedAt))
        .limit(5);
    },

    /** One-click unsubscribe: the letter switched off for every child of the parent. */
    async switchOffAll(parentId: string) {
      await db.update(parentLinks).set({ letterEnabled: false }).where(eq(parentLinks.parentId, parentId));
    },
  };
}

export type TParentLetterRepository = ReturnType<typeof createParentLetterRepository>;
