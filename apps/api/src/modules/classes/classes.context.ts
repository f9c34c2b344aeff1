import {
  can,
  classFullMessage,
  classMessages as m,
  subject,
  type TViewerIn,
  tooManyClassesMessage,
  type ZClassCreate,
  type ZClassUpdate,
} from '@zadania/shared';
import type { z } from 'zod';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TUnitOfWork } from '../../lib/uow';
import type { TRateLimiter } from '../../plugins/rate-limit';
import { generateClassCode } from './class-code';
import { classResource, presentClassWithRoster, type TClassFacts } from './classes.presenter';
import { createClassesRepository, type TClassesRepository, type TClassRow } from './classes.repository';

export type TClassCreateInput = z.output<typeof ZClassCreate>;
export type TClassUpdateInput = z.output<typeof ZClassUpdate>;

export const classNotFound = () => AppError.notFound(m.notFound);
export const conflict = (message: string) => new AppError(409, message);
/** Draws of a fresh code before giving up (a collision among 31^8 codes is already unlikely once). */
const codeAttempts = 5;

export type TClassesDeps = {
  db: TDb;
  uow: TUnitOfWork;
  limiter: Pick<TRateLimiter, 'consume'>;
  publicUrl: string;
  limits: { maxPupils: number; maxClasses: number };
  now?: () => Date;
};

export function createClassesContext(deps: TClassesDeps) {
  const { limits } = deps;
  const now = deps.now ?? (() => new Date());
  const repository = createClassesRepository(deps.db);

  async function factsOf(viewer: TViewerIn, row: TClassRow, repo: TClassesRepository): Promise<TClassFacts> {
    // One after another: `repo` may be a transaction's, whose one connection runs one query at a time.
    const teachers = await repo.teachersOf([row.id]);
    const counts = await repo.countsOf([row.id]);
    const [membership] = await repo.liveMembershipsOf(viewer.id, [row.id]);
    return { teachers, counts: counts.get(row.id) ?? { ACTIVE: 0, PENDING: 0 }, membership };
  }

  /** The class answered to this viewer, with its roster when they run it. */
  async function classAnswer(viewer: TViewerIn, row: TClassRow, repo: TClassesRepository = repository) {
    const facts = await factsOf(viewer, row, repo);
    return presentClassWithRoster(viewer, row, facts, repo, deps.publicUrl);
  }

  /**
   * The class when the viewer may take `action` on it (locked when `lock`). Who may not read it gets 404; who reads it
   * but may not act 403 (`refusal`); an archived class refuses what `update` does not cover with 409.
   */
  async function classFor(
    viewer: TViewerIn,
    id: string,
    action: 'read' | 'update' | 'manageRoster' | 'manageTeachers',
    repo: TClassesRepository,
    options: { lock?: boolean; refusal?: string } = {},
  ) {
    const row = options.lock ? await repo.lock(id) : await repo.find(id);
    if (!row) throw classNotFound();
    const facts = await factsOf(viewer, row, repo);
    const resource = subject('schoolClass', classResource(row, facts));
    if (!can(viewer, 'read', resource)) throw classNotFound();
    if (can(viewer, action, resource)) return { row, facts };
    if (row.archivedAt && can(viewer, 'update', resource)) throw conflict(m.archived);
    throw AppError.forbidden(options.refusal ?? m.teachersOnly);
  }

  /** Refuses a teacher (of `ownerId`) past their live classes; call with their account row locked. */
  async function checkClassLimit(repo: TClassesRepository, ownerId: string) {
    if ((await repo.countLiveOwned(ownerId)) >= limits.maxClasses)
      throw conflict(tooManyClassesMessage(limits.maxClasses));
  }

  async function checkRoomFor(repo: TClassesRepository, classId: string) {
    if ((await repo.countActive(classId)) >= limits.maxPupils) throw conflict(classFullMessage(limits.maxPupils));
  }

  /** A fresh code written by `write`, drawn again while it collides with a stored one. */
  async function withFreshCode<T>(write: (code: string) => Promise<T | undefined>) {
    for (let attempt = 0; attempt < codeAttempts; attempt += 1) {
      const written = await write(generateClassCode());
      if (written) return written;
    }
    throw new Error('No free class code after several draws.');
  }

  async function liveMemberOf(repo: TClassesRepository, classId: string, userId: string) {
    const membership = await repo.liveMembership(classId, userId);
    if (!membership) throw AppError.notFound(m.pupilNotFound);
    return membership;
  }

  return {
    ...deps,
    now,
    repository,
    factsOf,
    classAnswer,
    classFor,
    checkClassLimit,
    checkRoomFor,
    withFreshCode,
    liveMemberOf,
  };
}
export type TClassesContext = ReturnType<typeof createClassesContext>;
