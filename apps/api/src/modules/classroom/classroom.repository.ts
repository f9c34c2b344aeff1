import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  assignmentItems,
  assignmentPupils,
  assignments,
  classroomConnections,
  classroomGrades,
  classroomLinks,
  classroomOauthStates,
  classTeachers,
  users,
} from '../../db/schema';

export type TClassroomLinkRow = typeof classroomLinks.$inferSelect;
export type TClassroomGradeRow = typeof classroomGrades.$inferSelect;
type TNewGrade = typeof classroomGrades.$inferInsert;

/** All SQL of the Google Classroom integration (issue 56, part 5). */
export function createClassroomRepository(db: TDb) {
  return {
    findConnection: async (teacherId: string) =>
      (await db.select().from(classroomConnections).where(eq(classroomConnections.teacherId, teacherId)).limit(1))[0],

    /** One connection per teacher: connecting again replaces the token and clears a past error. */
    saveConnection: (teacherId: string, refreshTokenCipher: string, scopes: string) =>
      db
        .insert(classroomConnections)
        .values({ teacherId, refreshTokenCipher, scopes })
        .onConflictDoUpdate({
          target: classroomConnections.teacherId,
          set: { refreshTokenCipher, scopes, error: null, updatedAt: new Date() },
        }),

    markConnectionFailed: (teacherId: string, error: string) =>
      db
        .update(classroomConnections)
        .set({ error, updatedAt: new Date() })
        .where(eq(classroomConnections.teacherId, teacherId)),

    deleteConnection: (teacherId: string) =>
      db.delete(classroomConnections).where(eq(classroomConnections.teacherId, teacherId)),

    insertState: (values: typeof classroomOauthStates.$inferInsert) => db.insert(classroomOauthStates).values(values),

    /** Takes a state once: deleted as it is read, so a replay finds nothing; an expired one is not returned. */
    takeState: async (stateHash: string, now: Date) => {
      const [row] = await db
        .delete(classroomOauthStates)
        .where(eq(classroomOauthStates.stateHash, stateHash))
        .returning();
      return row && row.expiresAt > now ? row : undefined;
    },

    pruneStates: (now: Date) => db.delete(classroomOauthStates).where(lt(classroomOauthStates.expiresAt, now)),

    /** The assignment with its class's teachers and its points (the sum of its items' points). */
    async assignmentFacts(assignmentId: string) {
      const [row] = await db
        .select({
          id: assignments.id,
          classId: assignments.classId,
          title: assignments.title,
          dueAt: assignments.dueAt,
        })
        .from(assignments)
        .where(eq(assignments.id, assignmentId))
        .limit(1);
      if (!row) return undefined;
      const [teachers, [points]] = await Promise.all([
        db.select({ id: classTeachers.userId }).from(classTeachers).where(eq(classTeachers.classId, row.classId)),
        db
          .select({
            items: sql<number>`count(*)::int`,
            maxPoints: sql<number>`coalesce(sum(${assignmentItems.maxPoints}), 0)::int`,
          })
          .from(assignmentItems)
          .where(eq(assignmentItems.assignmentId, assignmentId)),
      ]);
      return {
        ...row,
        teacherIds: teachers.map((teacher) => teacher.id),
        itemCount: points!.items,
        maxPoints: points!.maxPoints,
      };
    },

    /** Inserts the link unless the assignment is already in that course (then undefined). */
    insertLink: async (values: typeof classroomLinks.$inferInsert) =>
      (await db.insert(classroomLinks).values(values).onConflictDoNothing().returning())[0],

    linkOf: async (assignmentId: string, courseId: string) =>
      (
        await db
          .select()
          .from(classroomLinks)
          .where(and(eq(classroomLinks.assignmentId, assignmentId), eq(classroomLinks.courseId, courseId)))
          .limit(1)
      )[0],

    linksOf: (assignmentId: string) =>
      db
        .select()
        .from(classroomLinks)
        .where(eq(classroomLinks.assignmentId, assignmentId))
        .orderBy(asc(classroomLinks.createdAt)),

    /** The pupils an assignment is set for, by name. */
    pupilsOf: (assignmentId: string) =>
      db
        .select({ userId: users.id, name: users.displayName })
        .from(assignmentPupils)
        .innerJoin(users, eq(users.id, assignmentPupils.userId))
        .where(eq(assignmentPupils.assignmentId, assignmentId))
        .orderBy(asc(users.displayName)),

    /** A pupil's e-mail when they have confirmed it (only a confirmed address is matched to a Classroom roster). */
    confirmedEmail: async (userId: string) => {
      const [row] = await db
        .select({ email: users.email, confirmedAt: users.emailConfirmedAt })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row?.email && row.confirmedAt ? row.email : null;
    },

    findGrade: async (linkId: string, answerId: string) =>
      (
        await db
          .select()
          .from(classroomGrades)
          .where(and(eq(classroomGrades.linkId, linkId), eq(classroomGrades.answerId, answerId)))
          .limit(1)
      )[0],

    /** Whether a score of a later answer was already written for this pupil (this one is then stale). */
    newerSent: async (linkId: string, userId: string, answeredAt: Date) =>
      (
        await db
          .select({ answerId: classroomGrades.answerId })
          .from(classroomGrades)
          .where(
            and(
              eq(classroomGrades.linkId, linkId),
              eq(classroomGrades.userId, userId),
              eq(classroomGrades.status, 'SENT'),
              gt(classroomGrades.answeredAt, answeredAt),
            ),
          )
          .limit(1)
      ).length > 0,

    /** Records an answer's outcome once; an ERROR row is replaced by the outcome of a later delivery. */
    recordGrade: (values: TNewGrade) =>
      db
        .insert(classroomGrades)
        .values(values)
        .onConflictDoUpdate({
          target: [classroomGrades.linkId, classroomGrades.answerId],
          set: {
            status: values.status,
            points: values.points ?? null,
            submissionId: values.submissionId ?? null,
            error: values.error ?? null,
            createdAt: new Date(),
          },
          setWhere: eq(classroomGrades.status, 'ERROR'),
        }),

    /** Each pupil's latest outcome per link (STALE rows left out). */
    latestGrades: async (linkIds: string[]) =>
      linkIds.length === 0
        ? []
        : db
            .selectDistinctOn([classroomGrades.linkId, classroomGrades.userId])
            .from(classroomGrades)
            .where(and(inArray(classroomGrades.linkId, linkIds), sql`${classroomGrades.status} <> 'STALE'`))
            .orderBy(
              classroomGrades.linkId,
              classroomGrades.userId,
              desc(classroomGrades.answeredAt),
              desc(classroomGrades.createdAt),
            ),
  };
}

export type TClassroomRepository = ReturnType<typeof createClassroomRepository>;
