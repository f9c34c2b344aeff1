import { classFullMessage, classMessages, normalizeClassCode } from '@zadania/shared';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createClassesRepository } from './classes.repository';

/**
 * A pupil who registers with a class's code (a school lab: one address, a whole class at once) takes a seat in the
 * class as the account is created, counted against the class's size instead of the per-address registration limit,
 * and is admitted when the e-mail is confirmed (or by the teacher, when the class does not admit automatically).
 */
export function createClassSeats(limits: { maxPupils: number }) {
  return {
    /** The live class of the code (any case, spaces, dashes), or null: an unknown code keeps the usual limits. */
    async findOpenClass(db: TDb, code: string) {
      const row = await createClassesRepository(db).findByCode(normalizeClassCode(code));
      return row && !row.archivedAt ? row : null;
    },

    /**
     * Takes a seat for the new account, in the registration's transaction: the class is locked while its admitted and
     * waiting pupils are counted, so a lab registering at once never passes the class's size (409 past it, and the
     * account is not created).
     */
    async reserve(tx: TDb, code: string, userId: string) {
      const repo = createClassesRepository(tx);
      const row = await repo.lockByCode(normalizeClassCode(code));
      if (!row || row.archivedAt) throw AppError.badRequest(classMessages.codeNotFound);
      if ((await repo.countLive(row.id)) >= limits.maxPupils) {
        throw new AppError(409, classFullMessage(limits.maxPupils));
      }
      await repo.insertMembership({ classId: row.id, userId, status: 'PENDING', joinedAt: null });
    },

    /** On confirming the e-mail: the seats taken at registration in classes that admit automatically, while there is room. */
    async admitConfirmed(tx: TDb, userId: string) {
      const repo = createClassesRepository(tx);
      const at = new Date();
      for (const wait of await repo.lockAutoAdmittingWaits(userId)) {
        if ((await repo.countActive(wait.classId)) < limits.maxPupils) await repo.admit(wait.membershipId, at);
      }
    },
  };
}

export type TClassSeats = ReturnType<typeof createClassSeats>;
