import { and, asc, count, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  learningAttempts,
  mockAttempts,
  mockPapers,
  purchaseRequests,
  tutoringBookings,
  tutoringLessons,
  users,
} from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';

/** At most this much of one answer counts as time practised (a tab left open is not practice). */
export const answerTimeCapMs = 10 * 60_000;

/** The Monday (Warsaw time) of the week `at` falls in, as an instant: `date_trunc('week')` weeks start on Monday. */
const warsawMonday = (at: Date) =>
  sql`(date_trunc('week', ${at.toISOString()}::timestamptz at time zone 'Europe/Warsaw') at time zone 'Europe/Warsaw')`;

/**
 * What a parent sees of a linked child, read from the child's own rows only (db/schema): the attempt log, finished
 * mock exams, tutoring lessons and purchase requests. Never an answer's text, never another pupil's rows.
 */
export function createChildProgressRepository(db: TDb) {
  return {
    /** Answers since the Monday of `at`'s week (Warsaw time), per child. */
    async answersThisWeek(childIds: string[], at: Date) {
      if (!childIds.length) return new Map<string, number>();
      const rows = await db
        .select({ userId: learningAttempts.userId, value: count() })
        .from(learningAttempts)
        .where(and(inArray(learningAttempts.userId, childIds), gte(learningAttempts.createdAt, warsawMonday(at))))
        .groupBy(learningAttempts.userId);
      return new Map(rows.map((row) => [row.userId, row.value]));
    },

    /** PENDING purchase requests per child. */
    async pendingRequests(childIds: string[]) {
      if (!childIds.length) return new Map<string, number>();
      const rows = await db
        .select({ childId: purchaseRequests.childId, value: count() })
        .from(purchaseRequests)
        .where(and(inArray(purchaseRequests.childId, childIds), eq(purchaseRequests.status, 'PENDING')))
        .groupBy(purchaseRequests.childId);
      return new Map(rows.map((row) => [row.childId, row.value]));
    },

    /**
     * Practice per week (Monday, Warsaw time) from `weeks - 1` weeks before `at`'s week to it. An answer counts its
     * own time when the log has it, else the gap since the previous answer; either at most 10 minutes.
     */
    async weeks(childId: string, at: Date, weeks: number) {
      const since = sql`(${warsawMonday(at)} - ${`${weeks - 1} weeks`}::interval)`;
      const result = await db.execute(sql`
        with timed as (
          select ${learningAttempts.createdAt} as created_at, ${learningAttempts.correct} as correct,
            least(coalesce(${learningAttempts.timeTakenMs}::double precision,
              extract(epoch from ${learningAttempts.createdAt} - lag(${learningAttempts.createdAt})
                over (order by ${learningAttempts.createdAt})) * 1000, 0), ${answerTimeCapMs}) as ms
          from ${learningAttempts}
          where ${learningAttempts.userId} = ${childId} and ${learningAttempts.createdAt} >= ${since}
        )
        select to_char(date_trunc('week', created_at at time zone 'Europe/Warsaw'), 'YYYY-MM-DD') as week_start,
          count(*)::int as answers, count(*) filter (where correct)::int as correct, coalesce(sum(ms), 0)::float8 as ms
        from timed group by 1`);
      return rowsOf<{ week_start: string; answers: number; correct: number; ms: number }>(result).map((row) => ({
        weekStart: row.week_start,
        answers: Number(row.answers),
        correct: Number(row.correct),
        minutes: Math.round(Number(row.ms) / 60_000),
      }));
    },

    /** The child's handed-in mock exams, the newest first (retakes for practice left out: they have no forecast). */
    async finishedMocks(childId: string) {
      return db
        .select({
          id: mockAttempts.id,
          title: mockPapers.title,
          finishedAt: mockAttempts.submittedAt,
          result: mockAttempts.result,
        })
        .from(mockAttempts)
        .innerJoin(mockPapers, eq(mockPapers.id, mockAttempts.paperId))
        .where(
          and(eq(mockAttempts.userId, childId), isNotNull(mockAttempts.submittedAt), isNotNull(mockAttempts.result)),
        )
        .orderBy(desc(mockAttempts.submittedAt))
        .limit(20);
    },

    /**
     * The child's tutoring lessons (of their own bookings), the soonest first, with the teacher's name and the video
     * link the child sees (issue 72): the newest meeting started in the direct room of the two from a day before the
     * lesson to its end (POST /tutoring/lessons/{id}/meeting posts it there).
     */
    async lessons(childId: string) {
      // The direct room's key: the two ids sorted bytewise, as chat.repository's directRoomKey sorts them.
      const pairKey = sql`least(${tutoringBookings.studentId}::text collate "C", ${tutoringLessons.teacherId}::text collate "C") || ':' || greatest(${tutoringBookings.studentId}::text collate "C", ${tutoringLessons.teacherId}::text collate "C")`;
      const joinUrl = sql<string | null>`(select m.meeting_join_url from chat_messages m
        join chat_rooms r on r.id = m.room_id
        where r.direct_key = ${pairKey} and m.kind = 'MEETING' and m.meeting_join_url is not null
          and m.created_at >= ${tutoringLessons.startsAt} - interval '1 day' and m.created_at <= ${tutoringLessons.endsAt}
        order by m.created_at desc limit 1)`;
      return db
        .select({
          bookingId: tutoringBookings.id,
          teacher: { id: users.id, username: users.username, displayName: users.displayName },
          startsAt: tutoringLessons.startsAt,
          endsAt: tutoringLessons.endsAt,
          joinUrl,
          bookingStatus: tutoringBookings.status,
          cancelled: tutoringLessons.cancelled,
          confirmation: tutoringLessons.confirmation,
        })
        .from(tutoringLessons)
        .innerJoin(tutoringBookings, eq(tutoringBookings.id, tutoringLessons.bookingId))
        .innerJoin(users, eq(users.id, tutoringLessons.teacherId))
        .where(eq(tutoringBookings.studentId, childId))
        .orderBy(asc(tutoringLessons.startsAt))
        .limit(50);
    },
  };
}
export type TChildProgressRepository = ReturnType<typeof createChildProgressRepository>;
