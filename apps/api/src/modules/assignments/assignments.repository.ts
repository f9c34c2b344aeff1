import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  assignmentAnswers,
  assignmentItems,
  assignmentPupils,
  assignments,
  classes,
  classMarkBands,
  classMembers,
  type TAssignmentItemRow,
  type TAssignmentRow,
  users,
} from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';
import { createAssignmentTasksRepository } from './assignment-tasks.repository';

export type { TAssignmentTask } from './assignment-tasks.repository';
export type { TAssignmentItemRow, TAssignmentRow };
export type TNewAssignmentItem = Omit<typeof assignmentItems.$inferInsert, 'assignmentId'>;

/** A pupil's answers to one assignment item, summed up. */
export type TItemStats = {
  assignmentId: string;
  userId: string;
  position: number;
  attempts: number;
  correct: boolean;
  late: boolean;
  timeMs: number | null;
  lastAnswer: string | null;
  lastAnsweredAt: Date | null;
};

/** Assignments' SQL (issue 56, second slice). */
export function createAssignmentsRepository(db: TDb) {
  return {
    find: async (id: string) => (await db.select().from(assignments).where(eq(assignments.id, id)).limit(1))[0],

    insert: async (values: typeof assignments.$inferInsert) =>
      (await db.insert(assignments).values(values).returning())[0]!,

    update: async (id: string, values: Partial<typeof assignments.$inferInsert>) =>
      (
        await db
          .update(assignments)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(assignments.id, id))
          .returning()
      )[0]!,

    /** Locks the assignment's row: edits check the answered positions under it. */
    lock: async (id: string) => (await db.select().from(assignments).where(eq(assignments.id, id)).for('update'))[0],

    delete: (id: string) => db.delete(assignments).where(eq(assignments.id, id)),

    /** Replaces the item list (the caller has checked that answered positions keep their items). */
    async replaceItems(assignmentId: string, items: readonly TNewAssignmentItem[]) {
      await db.delete(assignmentItems).where(eq(assignmentItems.assignmentId, assignmentId));
      if (items.length > 0) await db.insert(assignmentItems).values(items.map((item) => ({ ...item, assignmentId })));
    },

    insertPupils: (assignmentId: string, userIds: readonly string[]) =>
      db
        .insert(assignmentPupils)
        .values(userIds.map((userId, index) => ({ assignmentId, userId, ordinal: index + 1 }))),

    itemsOf: async (assignmentIds: readonly string[]) =>
      assignmentIds.length === 0
        ? []
        : db
            .select()
            .from(assignmentItems)
            .where(inArray(assignmentItems.assignmentId, [...assignmentIds]))
            .orderBy(asc(assignmentItems.assignmentId), asc(assignmentItems.position)),

    /**
     * The pupils an assignment is set for, as the class's register lists them: by the number a teacher gave them,
     * then by the name (a teacher's correction of it in the class first).
     */
    pupilsOf: (assignmentId: string) =>
      db
        .select({
          id: users.id,
          username: users.username,
          name: sql<string>`coalesce(${classMembers.rosterName}, ${users.displayName})`,
          registerNumber: classMembers.registerNumber,
          ordinal: assignmentPupils.ordinal,
        })
        .from(assignmentPupils)
        .innerJoin(users, eq(users.id, assignmentPupils.userId))
        .innerJoin(assignments, eq(assignments.id, assignmentPupils.assignmentId))
        .leftJoin(
          classMembers,
          and(
            eq(classMembers.classId, assignments.classId),
            eq(classMembers.userId, users.id),
            isNull(classMembers.leftAt),
          ),
        )
        .where(eq(assignmentPupils.assignmentId, assignmentId))
        .orderBy(
          sql`${classMembers.registerNumber} nulls last`,
          sql`coalesce(${classMembers.rosterName}, ${users.displayName})`,
          asc(users.username),
        ),

    pupil: async (assignmentId: string, userId: string) =>
      (
        await db
          .select()
          .from(assignmentPupils)
          .where(and(eq(assignmentPupils.assignmentId, assignmentId), eq(assignmentPupils.userId, userId)))
          .limit(1)
      )[0],

    /** Locks the pupil's row of the assignment: their answers are counted under it, one at a time. */
    lockPupil: async (assignmentId: string, userId: string) =>
      (
        await db
          .select()
          .from(assignmentPupils)
          .where(and(eq(assignmentPupils.assignmentId, assignmentId), eq(assignmentPupils.userId, userId)))
          .for('update')
      )[0],

    async pupilCounts(assignmentIds: readonly string[]) {
      const counts = new Map<string, number>();
      if (assignmentIds.length === 0) return counts;
      const rows = await db
        .select({ assignmentId: assignmentPupils.assignmentId, value: sql<number>`count(*)::int` })
        .from(assignmentPupils)
        .where(inArray(assignmentPupils.assignmentId, [...assignmentIds]))
        .groupBy(assignmentPupils.assignmentId);
      for (const row of rows) counts.set(row.assignmentId, Number(row.value));
      return counts;
    },

    /** A class's assignments, the latest due date first. */
    listForClass: (classId: string) =>
      db
        .select()
        .from(assignments)
        .where(eq(assignments.classId, classId))
        .orderBy(desc(assignments.dueAt), desc(assignments.createdAt)),

    /**
     * What is set for a pupil and has started, not archived, in the classes they are an active member of now, the
     * nearest due date first.
     */
    listForPupil: (userId: string, at: Date) =>
      db
        .select({ assignment: assignments, className: classes.name, archivedAt: classes.archivedAt })
        .from(assignmentPupils)
        .innerJoin(assignments, eq(assignments.id, assignmentPupils.assignmentId))
        .innerJoin(classes, eq(classes.id, assignments.classId))
        .where(
          and(
            eq(assignmentPupils.userId, userId),
            lte(assignments.startsAt, at),
            isNull(assignments.archivedAt),
            sql`exists (select 1 from ${classMembers} m where m.class_id = ${assignments.classId}
              and m.user_id = ${userId} and m.status = 'ACTIVE' and m.left_at is null)`,
          ),
        )
        .orderBy(asc(assignments.dueAt), asc(assignments.createdAt)),

    /** Assignments due within the window whose reminder has not gone out, the soonest first. */
    dueForReminder: (from: Date, to: Date, limit: number) =>
      db
        .select({ assignment: assignments, className: classes.name })
        .from(assignments)
        .innerJoin(classes, eq(classes.id, assignments.classId))
        .where(
          and(
            sql`${assignments.remindedAt} is null`,
            sql`${assignments.dueAt} > ${from.toISOString()}`,
            sql`${assignments.dueAt} <= ${to.toISOString()}`,
            sql`${assignments.startsAt} <= ${from.toISOString()}`,
            sql`${classes.archivedAt} is null`,
          ),
        )
        .orderBy(asc(assignments.dueAt))
        .limit(limit),

    /** Claims an assignment's reminder: true for the one caller that sets `reminded_at`. */
    markReminded: async (id: string, at: Date) =>
      (
        await db
          .update(assignments)
          .set({ remindedAt: at })
          .where(and(eq(assignments.id, id), sql`${assignments.remindedAt} is null`))
          .returning({ id: assignments.id })
      ).length > 0,

    /**
     * The pupils of an assignment still to finish it, active members of its class: some item neither answered right
     * nor out of attempts.
     */
    unfinishedPupils: async (assignmentId: string, classId: string, attempts: number | null, itemCount: number) =>
      rowsOf<{ user_id: string }>(
        await db.execute(sql`
          select p.user_id from ${assignmentPupils} p
          where p.assignment_id = ${assignmentId}
            and exists (select 1 from ${classMembers} m where m.class_id = ${classId} and m.user_id = p.user_id
              and m.status = 'ACTIVE' and m.left_at is null)
            and (select count(*) from (
              select a.position from ${assignmentAnswers} a
              where a.assignment_id = p.assignment_id and a.user_id = p.user_id
              group by a.position
              having bool_or(a.correct) or (${attempts}::int is not null and count(*) >= ${attempts}::int)
            ) finished) < ${itemCount}`),
      ).map((row) => row.user_id),

    /** Positions of an assignment somebody has answered. */
    answeredPositions: async (assignmentId: string) =>
      (
        await db
          .selectDistinct({ position: assignmentAnswers.position })
          .from(assignmentAnswers)
          .where(eq(assignmentAnswers.assignmentId, assignmentId))
      ).map((row) => row.position),

    /** The positions somebody has answered, of several assignments at once. */
    answeredPositionsOf: async (assignmentIds: readonly string[]) =>
      assignmentIds.length === 0
        ? []
        : db
            .selectDistinct({ assignmentId: assignmentAnswers.assignmentId, position: assignmentAnswers.position })
            .from(assignmentAnswers)
            .where(inArray(assignmentAnswers.assignmentId, [...assignmentIds])),

    /** The pupils these assignments are set for, as pairs. */
    pupilIdsOf: async (assignmentIds: readonly string[]) =>
      assignmentIds.length === 0
        ? []
        : db
            .select({ assignmentId: assignmentPupils.assignmentId, userId: assignmentPupils.userId })
            .from(assignmentPupils)
            .where(inArray(assignmentPupils.assignmentId, [...assignmentIds])),

    insertAnswer: async (values: typeof assignmentAnswers.$inferInsert) =>
      (await db.insert(assignmentAnswers).values(values).returning())[0]!,

    /** Every answer of an assignment (or of one pupil), oldest first. */
    answersOf: (assignmentId: string, userId?: string) =>
      db
        .select()
        .from(assignmentAnswers)
        .where(
          and(
            eq(assignmentAnswers.assignmentId, assignmentId),
            userId ? eq(assignmentAnswers.userId, userId) : undefined,
          ),
        )
        .orderBy(asc(assignmentAnswers.createdAt), asc(assignmentAnswers.id)),

    /** A pupil's answers summed up per assignment and position. */
    async statsOf(userId: string, assignmentIds: readonly string[]): Promise<TItemStats[]> {
      if (assignmentIds.length === 0) return [];
      const rows = await db
        .select({
          assignmentId: assignmentAnswers.assignmentId,
          userId: assignmentAnswers.userId,
          position: assignmentAnswers.position,
          attempts: sql<number>`count(*)::int`,
          correct: sql<boolean>`bool_or(${assignmentAnswers.correct})`,
          late: sql<boolean>`bool_or(${assignmentAnswers.late})`,
          timeMs: sql<number | null>`sum(${assignmentAnswers.timeMs})::int`,
          lastAnswer: sql<string>`(array_agg(${assignmentAnswers.answer} order by ${assignmentAnswers.createdAt} desc, ${assignmentAnswers.id} desc))[1]`,
          lastAnsweredAt: sql<string>`max(${assignmentAnswers.createdAt})`,
        })
        .from(assignmentAnswers)
        .where(and(eq(assignmentAnswers.userId, userId), inArray(assignmentAnswers.assignmentId, [...assignmentIds])))
        .groupBy(assignmentAnswers.assignmentId, assignmentAnswers.userId, assignmentAnswers.position);
      return rows.map((row) => ({
        ...row,
        attempts: Number(row.attempts),
        timeMs: row.timeMs === null ? null : Number(row.timeMs),
        lastAnsweredAt: row.lastAnsweredAt ? new Date(row.lastAnsweredAt) : null,
      }));
    },

    /** Every membership (ended ones too) of these pupils in the class: the windows a teacher may see. */
    membershipWindows: async (classId: string, userIds: readonly string[]) =>
      userIds.length === 0
        ? []
        : db
            .select({ userId: classMembers.userId, joinedAt: classMembers.joinedAt, leftAt: classMembers.leftAt })
            .from(classMembers)
            .where(and(eq(classMembers.classId, classId), inArray(classMembers.userId, [...userIds]))),

    /** The live active members of a class among `userIds` (all of them when null). */
    activeMembers: async (classId: string, userIds: readonly string[] | null) =>
      (
        await db
          .select({ userId: classMembers.userId })
          .from(classMembers)
          .innerJoin(users, eq(users.id, classMembers.userId))
          .where(
            and(
              eq(classMembers.classId, classId),
              eq(classMembers.status, 'ACTIVE'),
              sql`${classMembers.leftAt} is null`,
              userIds ? inArray(classMembers.userId, [...userIds]) : undefined,
            ),
          )
          .orderBy(asc(users.displayName), asc(users.username))
      ).map((row) => row.userId),

    isActiveMember: async (classId: string, userId: string) =>
      (
        await db
          .select({ id: classMembers.id })
          .from(classMembers)
          .where(
            and(
              eq(classMembers.classId, classId),
              eq(classMembers.userId, userId),
              eq(classMembers.status, 'ACTIVE'),
              sql`${classMembers.leftAt} is null`,
            ),
          )
          .limit(1)
      ).length > 0,

    ...createAssignmentTasksRepository(db),

    markBands: async (classId: string) =>
      (await db.select().from(classMarkBands).where(eq(classMarkBands.classId, classId)).limit(1))[0],

    saveMarkBands: async (classId: string, minimums: number[], signs: boolean) =>
      (
        await db
          .insert(classMarkBands)
          .values({ classId, minimums, signs })
          .onConflictDoUpdate({
            target: classMarkBands.classId,
            set: { minimums, signs, updatedAt: new Date() },
          })
          .returning()
      )[0]!,

    /** What the account's data export carries: the pupil's answers to assignments, oldest first. */
    answersForExport: (userId: string) =>
      db
        .select({
          assignmentId: assignmentAnswers.assignmentId,
          title: assignments.title,
          className: classes.name,
          position: assignmentAnswers.position,
          answer: assignmentAnswers.answer,
          correct: assignmentAnswers.correct,
          late: assignmentAnswers.late,
          createdAt: assignmentAnswers.createdAt,
        })
        .from(assignmentAnswers)
        .innerJoin(assignments, eq(assignments.id, assignmentAnswers.assignmentId))
        .innerJoin(classes, eq(classes.id, assignments.classId))
        .where(eq(assignmentAnswers.userId, userId))
        .orderBy(asc(assignmentAnswers.createdAt)),

    /** What the account's data export carries: the assignments the account set (as a teacher), oldest first. */
    createdForExport: (userId: string) =>
      db
        .select({
          id: assignments.id,
          classId: assignments.classId,
          title: assignments.title,
          startsAt: assignments.startsAt,
          dueAt: assignments.dueAt,
          createdAt: assignments.createdAt,
        })
        .from(assignments)
        .where(eq(assignments.createdBy, userId))
        .orderBy(asc(assignments.createdAt)),
  };
}

export type TAssignmentsRepository = ReturnType<typeof createAssignmentsRepository>;
