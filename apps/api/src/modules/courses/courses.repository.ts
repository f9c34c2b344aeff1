import type { TCourseListQuery } from '@zadania/shared';
import { and, asc, count, desc, eq, gte, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  courseEnrollments,
  courseNodeProgress,
  courseNodes,
  courses,
  exams,
  files,
  homeworkAnswers,
  homeworks,
  homeworkTypes,
} from '../../db/schema';
import { selectPeople } from '../../lib/sql-people';

export type TCourseRow = typeof courses.$inferSelect;
export type TCourseNodeRow = typeof courseNodes.$inferSelect;
export type TCourseNodeValues = Omit<
  typeof courseNodes.$inferInsert,
  'id' | 'courseId' | 'parentId' | 'position' | 'createdAt' | 'updatedAt'
>;

/** All SQL of courses: the course card, its node tree, enrollments and progress. */
export function createCoursesRepository(db: TDb) {
  return {
    findCourse: async (id: string) => (await db.select().from(courses).where(eq(courses.id, id)).limit(1))[0],

    findCourseBySlugOrId: async (key: string) => {
      const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key);
      return (
        await db
          .select()
          .from(courses)
          .where(isUuid ? eq(courses.id, key) : eq(courses.slug, key))
          .limit(1)
      )[0];
    },

    /** The course row locked: every change of its tree runs with it held, so concurrent moves run in turn. */
    lockCourse: async (id: string) => (await db.select().from(courses).where(eq(courses.id, id)).for('update'))[0],

    takenSlugs: async (base: string) =>
      new Set(
        (
          await db
            .select({ slug: courses.slug })
            .from(courses)
            .where(sql`${courses.slug} = ${base} or ${courses.slug} like ${`${base}-%`}`)
        ).map((row) => row.slug),
      ),

    insertCourseUnlessTaken: async (values: typeof courses.$inferInsert) =>
      (await db.insert(courses).values(values).onConflictDoNothing({ target: courses.slug }).returning())[0],

    async updateCourse(id: string, values: Partial<typeof courses.$inferInsert>) {
      const [row] = await db
        .update(courses)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(courses.id, id))
        .returning();
      return row as TCourseRow;
    },

    deleteCourse: (id: string) => db.delete(courses).where(eq(courses.id, id)),

    async listCourses(query: TCourseListQuery, viewerId: string | null) {
      const conditions: (SQL | undefined)[] = [
        query.subject ? eq(courses.subject, query.subject) : undefined,
        query.level ? eq(courses.level, query.level) : undefined,
        query.free === 'true' ? isNull(courses.priceGross) : undefined,
        query.free === 'false' ? sql`${courses.priceGross} is not null` : undefined,
        query.maxPrice !== undefined ? sql`coalesce(${courses.priceGross}, 0) <= ${query.maxPrice}` : undefined,
        query.minRating !== undefined ? gte(courses.rating, query.minRating) : undefined,
      ];
      if (query.scope === 'public') conditions.push(eq(courses.status, 'PUBLISHED'));
      if (query.scope === 'review') conditions.push(eq(courses.status, 'UNDER_REVIEW'));
      if (query.scope === 'mine') conditions.push(eq(courses.authorId, viewerId ?? ''));
      if (query.scope === 'enrolled') {
        conditions.push(
          sql`exists (select 1 from course_enrollments e where e.course_id = ${courses.id} and e.user_id = ${viewerId ?? null})`,
        );
      }
      const where = and(...conditions);
      const orderBy =
        query.sort === 'rating:DESC'
          ? [desc(courses.rating), desc(courses.createdAt)]
          : query.sort === 'price:ASC'
            ? [sql`coalesce(${courses.priceGross}, 0) asc`, desc(courses.createdAt)]
            : [desc(courses.createdAt), desc(courses.id)];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(courses)
          .where(where)
          .orderBy(...orderBy)
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ value: count() }).from(courses).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    nodeCounts: async (courseIds: string[]) =>
      courseIds.length
        ? db
            .select({ courseId: courseNodes.courseId, count: count() })
            .from(courseNodes)
            .where(inArray(courseNodes.courseId, courseIds))
            .groupBy(courseNodes.courseId)
        : Promise.resolve([]),

    people: (ids: string[]) => selectPeople(db, ids),

    // ---------- The tree ----------

    nodesOf: (courseId: string) =>
      db
        .select()
        .from(courseNodes)
        .where(eq(courseNodes.courseId, courseId))
        .orderBy(asc(courseNodes.position), asc(courseNodes.createdAt)),

    findNode: async (id: string) => (await db.select().from(courseNodes).where(eq(courseNodes.id, id)).limit(1))[0],

    insertNode: async (values: typeof courseNodes.$inferInsert) =>
      (await db.insert(courseNodes).values(values).returning())[0] as TCourseNodeRow,

    updateNode: (id: string, values: Partial<typeof courseNodes.$inferInsert>) =>
      db
        .update(courseNodes)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(courseNodes.id, id)),

    deleteNode: (id: string) => db.delete(courseNodes).where(eq(courseNodes.id, id)),

    /** Writes the siblings' order as given (0, 1, 2, …). */
    async setOrder(parentId: string | null, ids: string[]) {
      for (const [position, id] of ids.entries()) {
        await db.update(courseNodes).set({ parentId, position }).where(eq(courseNodes.id, id));
      }
    },

    // ---------- What nodes point at ----------

    /** The author's own uploads of this kind among `ids`. */
    ownFiles: (ownerId: string, ids: string[], assign: 'COURSE_VIDEO' | 'COURSE_ATTACHMENT' | 'EDITOR_IMAGE') =>
      ids.length
        ? db
            .select({ id: files.id })
            .from(files)
            .where(and(inArray(files.id, ids), eq(files.ownerId, ownerId), eq(files.assign, assign)))
        : Promise.resolve([]),

    /** The files of nodes' attachments (a deleted file is simply missing). */
    attachmentFiles: (ids: string[]) =>
      ids.length
        ? db
            .select({ id: files.id, name: files.originalName, size: files.size, mimeType: files.mimetype })
            .from(files)
            .where(inArray(files.id, ids))
        : Promise.resolve([]),

    publicHomeworks: (ids: string[]) =>
      ids.length
        ? db
            .select({ id: homeworks.id, closed: homeworks.closed })
            .from(homeworks)
            .where(and(inArray(homeworks.id, ids), eq(homeworks.status, 'PUBLIC')))
        : Promise.resolve([]),

    examExists: async (id: string) =>
      (await db.select({ id: exams.id }).from(exams).where(eq(exams.id, id)).limit(1)).length > 0,

    homeworkTypeExists: async (id: string) =>
      (await db.select({ id: homeworkTypes.id }).from(homeworkTypes).where(eq(homeworkTypes.id, id)).limit(1)).length >
      0,

    correctAnswers: (homeworkIds: string[]) =>
      homeworkIds.length
        ? db
            .select({ homeworkId: homeworkAnswers.homeworkId, id: homeworkAnswers.id })
            .from(homeworkAnswers)
            .where(and(inArray(homeworkAnswers.homeworkId, homeworkIds), eq(homeworkAnswers.correct, true)))
        : Promise.resolve([]),

    // ---------- Enrollments and progress ----------

    setRating: async (courseId: string, userId: string, rating: number) =>
      db
        .update(courseEnrollments)
        .set({ rating })
        .where(and(eq(courseEnrollments.courseId, courseId), eq(courseEnrollments.userId, userId))),

    /** The courses `userId` gave stars to, with their authors. */
    ratedBy: async (userId: string) =>
      db
        .select({ courseId: courses.id, authorId: courses.authorId })
        .from(courseEnrollments)
        .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
        .where(and(eq(courseEnrollments.userId, userId), sql`${courseEnrollments.rating} is not null`)),

    clearRatingsOf: async (userId: string) =>
      db.update(courseEnrollments).set({ rating: null }).where(eq(courseEnrollments.userId, userId)),

    /** Sets the course's rating (mean and count) from its students' stars. */
    recomputeCourseRating: async (courseId: string) =>
      db.execute(sql`
        update courses c
           set rating = coalesce(s.avg, 0), rating_count = s.count
          from (select round(avg(rating), 2) as avg, count(*)::int as count
                  from course_enrollments where course_id = ${courseId} and rating is not null) s
         where c.id = ${courseId}`),

    /** Sets the author's 'Kursy' rating: the mean and number of every star given to their courses. */
    recomputeAuthorCourseRating: async (authorId: string) =>
      db.execute(sql`
        update users u
           set course_rating = coalesce(s.avg, 0), course_rating_count = s.count
          from (select round(avg(e.rating), 2) as avg, count(*)::int as count
                  from course_enrollments e join courses c on c.id = e.course_id
                 where c.author_id = ${authorId} and e.rating is not null) s
         where u.id = ${authorId}`),

    findEnrollment: async (courseId: string, userId: string) =>
      (
        await db
          .select()
          .from(courseEnrollments)
          .where(and(eq(courseEnrollments.courseId, courseId), eq(courseEnrollments.userId, userId)))
          .limit(1)
      )[0],

    /** Access once (a second click or a second payment changes nothing). */
    enroll: (courseId: string, userId: string, paymentId: string | null) =>
      db.insert(courseEnrollments).values({ courseId, userId, paymentId }).onConflictDoNothing(),

    unenrollPayment: (paymentId: string) =>
      db.delete(courseEnrollments).where(eq(courseEnrollments.paymentId, paymentId)),

    setLastNode: (courseId: string, userId: string, nodeId: string) =>
      db
        .update(courseEnrollments)
        .set({ lastNodeId: nodeId })
        .where(and(eq(courseEnrollments.courseId, courseId), eq(courseEnrollments.userId, userId))),

    progressOf: (courseId: string, userId: string) =>
      db
        .select()
        .from(courseNodeProgress)
        .where(and(eq(courseNodeProgress.courseId, courseId), eq(courseNodeProgress.userId, userId))),

    saveProgress: (values: typeof courseNodeProgress.$inferInsert) =>
      db
        .insert(courseNodeProgress)
        .values(values)
        .onConflictDoUpdate({
          target: [courseNodeProgress.nodeId, courseNodeProgress.userId],
          set: {
            done: sql`excluded.done`,
            quizCorrect: sql`greatest(${courseNodeProgress.quizCorrect}, excluded.quiz_correct)`,
            quizTotal: sql`coalesce(excluded.quiz_total, ${courseNodeProgress.quizTotal})`,
            updatedAt: sql`now()`,
          },
        }),
  };
}
export type TCoursesRepository = ReturnType<typeof createCoursesRepository>;
