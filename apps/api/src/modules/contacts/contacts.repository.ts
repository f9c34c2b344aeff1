import { mayBeMinor, type TViewerIn } from '@zadania/shared';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  courseEnrollments,
  courses,
  homeworkRequestOffers,
  homeworkRequests,
  solutionChecks,
  studentTeacherLinks,
  tutoringBookings,
  users,
} from '../../db/schema';
import { findableByExactLogin, rolesWithAccess } from './contacts.policy';

export type TContactViewer = Pick<TViewerIn, 'id' | 'role'>;

/**
 * The ids of the people linked to `userId` as student and teacher, either way round:
 * - a student–teacher link the student ACCEPTED (an invitation still PENDING links nobody: a teacher who typed a
 *   pupil's login may not write to them before the pupil says yes);
 * - a tutoring booking the student made or accepted (reserved or booked), or one that was paid: its lessons
 *   (group seats too) belong to it; a teacher's proposal not accepted links nobody;
 * - a homework request of the student that the teacher made an offer on (chosen or not);
 * - a course of the teacher that the student joined or bought;
 * - a solution check the student paid for on the teacher's task (it opens their direct room itself).
 * One uncorrelated subquery (each branch on an indexed column), so a picker filters by it with a hashed IN.
 */
export function linkedIdsOf(userId: string): SQL {
  const l = studentTeacherLinks;
  const b = tutoringBookings;
  const o = homeworkRequestOffers;
  const r = homeworkRequests;
  const e = courseEnrollments;
  const c = courses;
  const s = solutionChecks;
  const liveLink = sql`${l.status} = 'ACCEPTED'`;
  const realBooking = sql`(${b.status} in ('reserved', 'booked') or ${b.paymentId} is not null)`;
  return sql`(
    select ${l.teacherId} from ${l} where ${l.studentId} = ${userId} and ${liveLink}
    union select ${l.studentId} from ${l} where ${l.teacherId} = ${userId} and ${liveLink}
    union select ${b.teacherId} from ${b} where ${b.studentId} = ${userId} and ${realBooking}
    union select ${b.studentId} from ${b} where ${b.teacherId} = ${userId} and ${realBooking}
    union select ${o.teacherId} from ${o} join ${r} on ${r.id} = ${o.requestId} where ${r.ownerId} = ${userId}
    union select ${r.ownerId} from ${o} join ${r} on ${r.id} = ${o.requestId} where ${o.teacherId} = ${userId}
    union select ${c.authorId} from ${e} join ${c} on ${c.id} = ${e.courseId} where ${e.userId} = ${userId}
    union select ${e.userId} from ${e} join ${c} on ${c.id} = ${e.courseId} where ${c.authorId} = ${userId}
    union select ${s.authorId} from ${s} where ${s.userId} = ${userId}
    union select ${s.userId} from ${s} where ${s.authorId} = ${userId}
  )`;
}

/** The accounts (rows of `users`) the viewer may start contact with, by contacts.policy.ts; false for nobody. */
export function contactableWhere(viewer: TContactViewer): SQL {
  const always = rolesWithAccess(viewer.role, 'always');
  const linked = rolesWithAccess(viewer.role, 'linked');
  const branches: SQL[] = [];
  if (always.length) branches.push(inArray(users.role, always));
  if (linked.length) branches.push(and(inArray(users.role, linked), sql`${users.id} in ${linkedIdsOf(viewer.id)}`)!);
  return branches.length ? or(...branches)! : sql`false`;
}

/**
 * The accounts the viewer finds in the picker: those they may contact, and for a TEACHER also the student whose
 * login is exactly `search` (case-insensitive), so a teacher can invite a student whose login they were given.
 * The picker is never a directory of children.
 */
export function findableWhere(viewer: TContactViewer, search?: string): SQL {
  const contactable = contactableWhere(viewer);
  const login = search?.trim();
  const byLogin = findableByExactLogin[viewer.role] ?? [];
  if (!login || !byLogin.length) return contactable;
  return or(contactable, and(inArray(users.role, [...byLogin]), sql`lower(${users.username}) = lower(${login})`))!;
}

export function createContactsRepository(db: TDb) {
  return {
    /** Those of `ids` the viewer may start contact with (existing accounts only). */
    async contactableIds(viewer: TContactViewer, ids: readonly string[]): Promise<Set<string>> {
      if (!ids.length) return new Set();
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, [...ids]), contactableWhere(viewer)));
      return new Set(rows.map((row) => row.id));
    },

    /**
     * Those of `ids` who are (or may be) minors: students (USER) whose birth year may make them under 18 (shared
     * `mayBeMinor`), or with no birth year at all (a pupil's account from a login card, an older account).
     */
    async minorIds(ids: readonly string[], now = new Date()): Promise<Set<string>> {
      if (!ids.length) return new Set();
      const rows = await db
        .select({ id: users.id, birthYear: users.birthYear })
        .from(users)
        .where(and(inArray(users.id, [...ids]), eq(users.role, 'USER')));
      return new Set(
        rows.filter((row) => row.birthYear === null || mayBeMinor(row.birthYear, now)).map((row) => row.id),
      );
    },
  };
}

export type TContactsRepository = ReturnType<typeof createContactsRepository>;
