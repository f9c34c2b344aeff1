import {
  can,
  classFullMessage,
  classMessages as m,
  managedPupilMessages,
  subject,
  type TManagedPupilPassword,
  type TManagedPupilsCreated,
  type TViewerIn,
} from '@zadania/shared';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TEventOutbox } from '../../lib/events/event-outbox';
import type { TUnitOfWork } from '../../lib/uow';
import type { TRateLimiter } from '../../plugins/rate-limit';
import { createAuthRepository } from '../auth/auth.repository';
import { createUsersRepository } from '../users/users.repository';
import { classResource } from './classes.presenter';
import { createClassesRepository, type TClassesRepository } from './classes.repository';
import { createHashedOneTimePassword, createManagedPupil, setOneTimePassword } from './managed-pupils';

type TRequestKeys = { ip: string };

/**
 * Pupils' accounts without e-mail (issue 56, part 1): the class's teachers (or ADMIN) create them in bulk, admitted to
 * the class at once, and give them new one-time passwords. Who may not read the class gets 404, a pupil 403 (at the
 * door), an archived class refuses new pupils with 409.
 */
export function createManagedPupilsService(deps: {
  db: TDb;
  uow: TUnitOfWork;
  outbox: Pick<TEventOutbox, 'record'>;
  limiter: Pick<TRateLimiter, 'consume'>;
  limits: { maxPupils: number };
  now?: () => Date;
}) {
  const { uow, limits } = deps;
  const now = deps.now ?? (() => new Date());

  /** The class when the viewer may take `action` on it (locked when `lock`); as classes.service.ts decides it. */
  async function classFor(
    viewer: TViewerIn,
    id: string,
    action: 'readRoster' | 'manageRoster',
    repo: TClassesRepository,
    lock: boolean,
  ) {
    const row = lock ? await repo.lock(id) : await repo.find(id);
    if (!row) throw AppError.notFound(m.notFound);
    const teachers = await repo.teachersOf([row.id]);
    const [membership] = await repo.liveMembershipsOf(viewer.id, [row.id]);
    const resource = subject('schoolClass', classResource(row, { teachers, membership }));
    if (!can(viewer, 'read', resource)) throw AppError.notFound(m.notFound);
    if (can(viewer, action, resource)) return row;
    if (row.archivedAt && can(viewer, 'readRoster', resource)) throw new AppError(409, m.archived);
    throw AppError.forbidden(m.teachersOnly);
  }

  return {
    /**
     * Creates an account for each name and admits them ACTIVE to the class, all in one transaction: past the class's
     * size nothing is written. Answers the logins and one-time passwords, this once.
     */
    async createPupils(
      viewer: TViewerIn,
      classId: string,
      names: string[],
      request: TRequestKeys,
    ): Promise<TManagedPupilsCreated> {
      await deps.limiter.consume('classPupilsCreate', { ip: request.ip, account: viewer.id });
      // Hashed before the transaction (in parallel, on libuv's threads), so the class's lock is held briefly.
      const passwords = await Promise.all(names.map(() => createHashedOneTimePassword()));
      return uow.run(async (tx) => {
        const repo = createClassesRepository(tx);
        const row = await classFor(viewer, classId, 'manageRoster', repo, true);
        if ((await repo.countActive(row.id)) + names.length > limits.maxPupils) {
          throw new AppError(409, classFullMessage(limits.maxPupils));
        }
        const at = now();
        const pupils: TManagedPupilsCreated['pupils'] = [];
        for (const [index, name] of names.entries()) {
          const { password, passwordHash } = passwords[index]!;
          const pupil = await createManagedPupil(tx, {
            name,
            createdByTeacherId: viewer.id,
            oneTimePasswordHash: passwordHash,
          });
          await repo.insertMembership({
            classId: row.id,
            userId: pupil.id,
            status: 'ACTIVE',
            createdAt: at,
            joinedAt: at,
          });
          pupils.push({ ...pupil, password });
        }
        return { pupils };
      });
    },

    /**
     * A new one-time password for a pupil of the class whose account has no e-mail (one with an e-mail resets their
     * own: 409); every session of the pupil ends. Allowed in an archived class too: it changes nothing in the class.
     */
    async resetPassword(
      viewer: TViewerIn,
      classId: string,
      userId: string,
      request: TRequestKeys,
    ): Promise<TManagedPupilPassword> {
      await deps.limiter.consume('classPupilPassword', { ip: request.ip, account: viewer.id });
      return uow.run(async (tx) => {
        const repo = createClassesRepository(tx);
        const row = await classFor(viewer, classId, 'readRoster', repo, false);
        const membership = await repo.liveMembership(row.id, userId);
        const pupil = membership ? await createUsersRepository(tx).findById(userId) : undefined;
        if (!pupil) throw AppError.notFound(m.pupilNotFound);
        if (pupil.email) throw new AppError(409, managedPupilMessages.pupilHasEmail);
        const password = await setOneTimePassword(tx, pupil.id);
        await createAuthRepository(tx).revokeUserSessions(pupil.id);
        await deps.outbox.record(tx, 'auth.sessions-ended', {
          userId: pupil.id,
          sessionId: null,
          exceptSessionId: null,
        });
        return { username: pupil.username, password };
      });
    },
  };
}

export type TManagedPupilsService = ReturnType<typeof createManagedPupilsService>;
