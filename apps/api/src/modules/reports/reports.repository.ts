import type { TFeedbackStatus, TReportStatus, TReportTargetType, TRole } from '@zadania/shared';
import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  chatMessages,
  chatRoomMembers,
  courses,
  feedback,
  feedbackFiles,
  files,
  homeworks,
  reportFiles,
  reports,
  teacherReviews,
  users,
} from '../../db/schema';
import { htmlToReadableText } from '../../lib/html';
import { selectPeople } from '../../lib/sql-people';

export type TReportRow = typeof reports.$inferSelect;
export type TFeedbackRow = typeof feedback.$inferSelect;

/** What a report is about, read when it is made: its words, its author and where it is shown. */
export type TReportTarget = { label: string; ownerId: string | null; href: string | null };

const labelLength = 300;
/** The words of a piece of rich HTML for the queue (math read as text), at most 300 characters. */
const plainText = (html: string) => htmlToReadableText(html).slice(0, labelLength);

const profileSegment: Record<TRole, string> = {
  USER: 'users',
  TEACHER: 'teachers',
  ADMIN: 'admins',
  PARENT: 'parents',
};
const profileHref = (role: TRole, username: string) => `/${profileSegment[role]}/${encodeURIComponent(username)}`;

/** All SQL of reports and feedback. */
export function createReportsRepository(db: TDb) {
  /** The files linked to these parents (reports or feedback) through `link`, in the order they were attached. */
  const attachedFiles = async (
    link: typeof reportFiles | typeof feedbackFiles,
    parentColumn: typeof reportFiles.reportId | typeof feedbackFiles.feedbackId,
    parentIds: string[],
  ): Promise<{ parentId: string; id: string; name: string; size: number }[]> =>
    parentIds.length
      ? db
          .select({ parentId: parentColumn, id: files.id, name: files.originalName, size: files.size })
          .from(link)
          .innerJoin(files, eq(files.id, link.fileId))
          .where(inArray(parentColumn, parentIds))
          .orderBy(asc(link.createdAt), asc(files.originalName))
      : [];

  return {
    /**
     * The target when `reporterId` may see it: a published task, a review, a message of a chat room the reporter
     * is in, an account, a published course. Undefined otherwise (it does not exist, as far as the reporter can tell).
     */
    async findTarget(type: TReportTargetType, id: string, reporterId: string): Promise<TReportTarget | undefined> {
      switch (type) {
        case 'HOMEWORK': {
          const [row] = await db
            .select({ slug: homeworks.slug, description: homeworks.description, authorId: homeworks.authorId })
            .from(homeworks)
            .where(and(eq(homeworks.id, id), eq(homeworks.status, 'PUBLIC')))
            .limit(1);
          return (
            row && {
              label: plainText(row.description) || row.slug,
              ownerId: row.authorId,
              href: `/homeworks/${encodeURIComponent(row.slug)}`,
            }
          );
        }
        case 'REVIEW': {
          const [row] = await db
            .select({
              review: teacherReviews.review,
              authorId: teacherReviews.authorId,
              teacherUsername: users.username,
            })
            .from(teacherReviews)
            .innerJoin(users, eq(users.id, teacherReviews.teacherId))
            .where(eq(teacherReviews.id, id))
            .limit(1);
          return (
            row && {
              label: plainText(row.review),
              ownerId: row.authorId,
              href: `/teachers/${encodeURIComponent(row.teacherUsername)}#reviews`,
            }
          );
        }
        case 'CHAT_MESSAGE': {
          const [row] = await db
            .select({ message: chatMessages.message, authorId: chatMessages.authorId })
            .from(chatMessages)
            .innerJoin(
              chatRoomMembers,
              and(eq(chatRoomMembers.roomId, chatMessages.roomId), eq(chatRoomMembers.userId, reporterId)),
            )
            .where(eq(chatMessages.id, id))
            .limit(1);
          // The room is private: the queue keeps the words, nobody else is sent into it.
          return row && { label: plainText(row.message), ownerId: row.authorId, href: null };
        }
        case 'COURSE': {
          const [row] = await db
            .select({ slug: courses.slug, title: courses.title, authorId: courses.authorId })
            .from(courses)
            .where(and(eq(courses.id, id), eq(courses.status, 'PUBLISHED')))
            .limit(1);
          return row && { label: row.title, ownerId: row.authorId, href: `/courses/${encodeURIComponent(row.slug)}` };
        }
        case 'USER': {
          const [row] = await db
            .select({ username: users.username, displayName: users.displayName, role: users.role })
            .from(users)
            .where(eq(users.id, id))
            .limit(1);
          return (
            row && {
              label: `${row.displayName} (@${row.username})`,
              ownerId: id,
              href: profileHref(row.role, row.username),
            }
          );
        }
      }
    },

    /** Where a target is shown now (null when it is gone): the queue's link follows a task renamed or removed. */
    async currentHref(row: TReportRow, viewerId: string) {
      return (await this.findTarget(row.targetType, row.targetId, viewerId))?.href ?? null;
    },

    insertReport: async (values: typeof reports.$inferInsert) =>
      (await db.insert(reports).values(values).returning())[0] as TReportRow,

    findReport: async (id: string) => (await db.select().from(reports).where(eq(reports.id, id)).limit(1))[0],

    lockReport: async (id: string) => (await db.select().from(reports).where(eq(reports.id, id)).for('update'))[0],

    async decide(id: string, values: { status: TReportStatus; decisionNote: string; decidedById: string }) {
      const [row] = await db
        .update(reports)
        .set({ ...values, decidedAt: sql`now()` })
        .where(eq(reports.id, id))
        .returning();
      return row as TReportRow;
    },

    async listReports(
      where: SQL | undefined,
      order: 'oldest' | 'newestDecision' | 'newest',
      limit: number,
      offset: number,
    ) {
      const orderBy =
        order === 'oldest'
          ? [asc(reports.createdAt), asc(reports.id)]
          : order === 'newestDecision'
            ? [desc(reports.decidedAt), desc(reports.id)]
            : [desc(reports.createdAt), desc(reports.id)];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(reports)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(reports).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    queueFilter: (decided: boolean, targetType?: TReportTargetType) =>
      and(
        decided ? ne(reports.status, 'OPEN') : eq(reports.status, 'OPEN'),
        targetType ? eq(reports.targetType, targetType) : undefined,
      ),

    reporterFilter: (reporterId: string) => eq(reports.reporterId, reporterId),

    people: (ids: string[]) => selectPeople(db, ids),

    // ---------- Attachments (SUPPORT_ATTACHMENT) ----------

    /** The ones of `ids` that `ownerId` uploaded, with their kind. */
    ownedFiles: (ownerId: string, ids: string[]) =>
      ids.length
        ? db
            .select({ id: files.id, assign: files.assign })
            .from(files)
            .where(and(inArray(files.id, ids), eq(files.ownerId, ownerId)))
        : Promise.resolve([]),

    attachReportFiles: async (reportId: string, fileIds: string[]) => {
      if (fileIds.length) await db.insert(reportFiles).values(fileIds.map((fileId) => ({ reportId, fileId })));
    },

    attachFeedbackFiles: async (feedbackId: string, fileIds: string[]) => {
      if (fileIds.length) await db.insert(feedbackFiles).values(fileIds.map((fileId) => ({ feedbackId, fileId })));
    },

    /** The files of these reports, in the order they were attached. */
    reportFiles: (reportIds: string[]) => attachedFiles(reportFiles, reportFiles.reportId, reportIds),

    /** The files of these pieces of feedback, in the order they were attached. */
    feedbackFiles: (feedbackIds: string[]) => attachedFiles(feedbackFiles, feedbackFiles.feedbackId, feedbackIds),

    // ---------- Feedback ----------

    insertFeedback: async (values: typeof feedback.$inferInsert) =>
      (await db.insert(feedback).values(values).returning({ id: feedback.id }))[0] as { id: string },

    async listFeedback(status: TFeedbackStatus | undefined, limit: number, offset: number) {
      const where = status ? eq(feedback.status, status) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(feedback)
          .where(where)
          .orderBy(desc(feedback.createdAt), desc(feedback.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(feedback).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    markFeedbackRead: async (id: string) =>
      (await db.update(feedback).set({ status: 'READ' }).where(eq(feedback.id, id)).returning({ id: feedback.id }))
        .length > 0,
  };
}
export type TReportsRepository = ReturnType<typeof createReportsRepository>;
