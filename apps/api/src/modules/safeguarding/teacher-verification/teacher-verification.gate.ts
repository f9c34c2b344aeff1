import type { TRole } from '@zadania/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client';
import { users } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { createClassesRepository } from '../../classes/classes.repository';
import { createContactsRepository } from '../../contacts/contacts.repository';
import { createTeacherVerificationRepository } from './teacher-verification.repository';

/**
 * The one place that says whether a teacher may work with minors (issue 72, README.md): a TEACHER whose
 * `users.teacher_verified_until` is after `now`. Asked by tutoring offers, bookings, chat and on-request offers.
 */
/** Whether a teacher's `teacher_verified_until` (already read with the row) still holds at `now`. */
export const isVerifiedAt = (verifiedUntil: Date | null | undefined, now: Date) =>
  !!verifiedUntil && verifiedUntil > now;

/** The same as SQL over `users`: for lists that show only verified teachers (the tutoring search). */
export const verifiedTeacherWhere = (now: Date): SQL => sql`${users.teacherVerifiedUntil} > ${now.toISOString()}`;

export function createTeacherVerificationGate(db: TDb) {
  const repository = createTeacherVerificationRepository(db);

  async function isVerifiedTeacher(userId: string, now: Date): Promise<boolean> {
    return isVerifiedAt(await repository.verifiedUntilOf(userId), now);
  }

  return {
    isVerifiedTeacher,

    /** 403 with `message` unless the TEACHER is verified (for what a teacher does only once verified). */
    async requireVerified(teacherId: string, now: Date, message: string) {
      if (!(await isVerifiedTeacher(teacherId, now))) throw AppError.forbidden(message);
    },

    /**
     * 403 with `message` when any of `studentIds` is (or may be) a minor (contacts.repository `minorIds`) and the
     * teacher is not verified. `teacherRole` other than TEACHER (an ADMIN) passes.
     */
    async requireVerifiedForMinors(
      teacher: { id: string; role: TRole },
      studentIds: readonly string[],
      now: Date,
      message: string,
    ) {
      if (teacher.role !== 'TEACHER' || !studentIds.length) return;
      const minors = await createContactsRepository(db).minorIds(studentIds, now);
      if (minors.size && !(await isVerifiedTeacher(teacher.id, now))) throw AppError.forbidden(message);
    },

    /**
     * The same for starting a conversation, except with a pupil of a class the teacher runs (a school's class keeps
     * working for a teacher not verified yet): 403 with `message` for any other minor while unverified.
     */
    async requireVerifiedForMinorsOutsideClasses(
      teacher: { id: string; role: TRole },
      ids: readonly string[],
      now: Date,
      message: string,
    ) {
      if (teacher.role !== 'TEACHER' || !ids.length) return;
      const minors = await createContactsRepository(db).minorIds(ids, now);
      if (!minors.size || (await isVerifiedTeacher(teacher.id, now))) return;
      const classes = createClassesRepository(db);
      for (const id of minors) {
        if (!(await classes.joinedTaughtClassAt(teacher.id, id))) throw AppError.forbidden(message);
      }
    },
  };
}
export type TTeacherVerificationGate = ReturnType<typeof createTeacherVerificationGate>;
