import {
  can,
  classFullMessage,
  classLimits,
  classMessages as m,
  subject,
  type TClassSummary,
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
import { classMastery } from './class-mastery';
import { classResource, presentClass, presentClassSummary, type TClassFacts } from './classes.presenter';
import { createClassesRepository, type TClassesRepository, type TClassRow } from './classes.repository';

type TCreateInput = z.output<typeof ZClassCreate>;
type TUpdateInput = z.output<typeof ZClassUpdate>;

const notFound = () => AppError.notFound(m.notFound);
const conflict = (message: string) => new AppError(409, message);
/** Draws of a fresh code before giving up (a collision among 31^8 codes is already unlikely once). */
const codeAttempts = 5;

/**
 * Classes and their membership (issue 56). Its teachers and ADMIN see a class whole; a pupil member sees it without
 * the others; anyone else gets 404 as if it did not exist. Pupils are counted under the class's row lock, so the
 * limit holds when a whole class joins at once.
 */
export function createClassesService(deps: {
  db: TDb;
  uow: TUnitOfWork;
  limiter: Pick<TRateLimiter, 'consume'>;
  publicUrl: string;
  limits: { maxPupils: number; maxClasses: number };
  now?: () => Date;
}) {
  const { uow, limits } = deps;
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
  async function present(viewer: TViewerIn, row: TClassRow, repo: TClassesRepository = repository) {
    const facts = await factsOf(viewer, row, repo);
    const runs = can(viewer, 'readRoster', subject('schoolClass', classResource(row, facts)));
    return presentClass(viewer, row, facts, runs ? await repo.roster(row.id) : null, deps.publicUrl);
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
    if (!row) throw notFound();
    const facts = await factsOf(viewer, row, repo);
    const resource = subject('schoolClass', classResource(row, facts));
    if (!can(viewer, 'read', resource)) throw notFound();
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
    /** The classes the viewer teaches and those they are a member of (pending too), live first. */
    async list(viewer: TViewerIn): Promise<{ items: TClassSummary[] }> {
      const rows = await repository.listFor(viewer.id);
      const ids = rows.map((row) => row.id);
      const [teachers, counts, memberships] = await Promise.all([
        repository.teachersOf(ids),
        repository.countsOf(ids),
        repository.liveMembershipsOf(viewer.id, ids),
      ]);
      return {
        items: rows.map((row) =>
          presentClassSummary(
            viewer,
            row,
            {
              teachers: teachers.filter((teacher) => teacher.classId === row.id),
              counts: counts.get(row.id) ?? { ACTIVE: 0, PENDING: 0 },
              membership: memberships.find((membership) => membership.classId === row.id),
            },
            deps.publicUrl,
          ),
        ),
      };
    },

    async get(viewer: TViewerIn, id: string) {
      const { row } = await classFor(viewer, id, 'read', repository);
      return present(viewer, row);
    },

    /** GET /class/:id/mastery: its teachers and ADMIN; a pupil of the class 403. */
    async mastery(viewer: TViewerIn, id: string) {
      const { row, facts } = await classFor(viewer, id, 'read', repository);
      if (!can(viewer, 'readRoster', subject('schoolClass', classResource(row, facts)))) {
        throw AppError.forbidden(m.teachersOnly);
      }
      return classMastery(deps.db, row, now());
    },

    /** A new class owned by the viewer (TEACHER or ADMIN), within their limit of live classes. */
    async create(viewer: TViewerIn, input: TCreateInput) {
      return uow.run(async (tx) => {
        const repo = createClassesRepository(tx);
        await repo.lockUser(viewer.id);
        await checkClassLimit(repo, viewer.id);
        const row = await withFreshCode((code) => repo.insertWithCode({ ...input, ownerId: viewer.id, code }));
        await repo.addTeacher(row.id, viewer.id);
        return present(viewer, row, repo);
      });
    },

    /** Settings and archiving; an archived class accepts only being restored (within the owner's limit). */
    async update(viewer: TViewerIn, id: string, input: TUpdateInput) {
      return uow.run(async (tx) => {
        const repo = createClassesRepository(tx);
        const { row } = await classFor(viewer, id, 'update', repo, { lock: true });
        const { archived, ...settings } = input;
        if (row.archivedAt && archived !== false) throw conflict(m.archived);
        let archivedAt = row.archivedAt;
        if (archived === true && !row.archivedAt) archivedAt = now();
        if (archived === false && row.archivedAt) {
          await repo.lockUser(row.ownerId);
          await checkClassLimit(repo, row.ownerId);
          archivedAt = null;
        }
        const updated = await repo.update(id, { ...settings, archivedAt });
        return present(viewer, updated, repo);
      });
    },

    /** A new code; the old one stops working at once. */
    async newCode(viewer: TViewerIn, id: string) {
      return uow.run(async (tx) => {
        const repo = createClassesRepository(tx);
        await classFor(viewer, id, 'manageRoster', repo, { lock: true });
        const row = await withFreshCode((code) => repo.replaceCode(id, code));
        return present(viewer, row, repo);
      });
    },

    /**
     * A pupil joins with the code: admitted at once when the class admits automatically, else waiting for approval.
     * A pupil already in the class gets their membership back (`created: false`).
     */
    async join(viewer: TViewerIn, code: string, keys: { ip: string }) {
      await deps.limiter.consume('classJoin', { ip: keys.ip, account: viewer.id });
      return uow.run(async (tx) => {
        const repo = createClassesRepository(tx);
        const row = await repo.lockByCode(code);
        if (!row || row.archivedAt) throw AppError.notFound(m.codeNotFound);
        const existing = await repo.liveMembership(row.id, viewer.id);
        if (!existing) {
          await checkRoomFor(repo, row.id);
          const at = now();
          await repo.insertMembership({
            classId: row.id,
            userId: viewer.id,
            status: row.autoAdmit ? 'ACTIVE' : 'PENDING',
            createdAt: at,
            joinedAt: row.autoAdmit ? at : null,
          });
        }
        const facts = await factsOf(viewer, row, repo);
        return { created: !existing, class: presentClassSummary(viewer, row, facts, deps.publicUrl) };
      });
    },

    /** The pupil leaves (an archived class too: leaving is theirs to decide); the membership's row stays, ended. */
    async leave(viewer: TViewerIn, id: string) {
      return uow.run(async (tx) => {
        const repo = createClassesRepository(tx);
        const row = await repo.find(id);
        const membership = row && (await repo.liveMembership(id, viewer.id));
        if (!membership) throw notFound();
        await repo.end(membership.id, 'LEFT', now());
        return { message: m.left };
      });
    },

    async approve(viewer: TViewerIn, id: string, userId: string) {
      return uow.run(async (tx) => {
        const repo = createClassesRepository(tx);
        const { row } = await classFor(viewer, id, 'manageRoster', repo, { lock: true });
        const membership = await liveMemberOf(repo, id, userId);
        if (membership.status === 'PENDING') {
          await checkRoomFor(repo, id);
          await repo.admit(membership.id, now());
        }
        return present(viewer, row, repo);
      });
    },

    /** Removes an active pupil or rejects a pending one. */
    async removePupil(viewer: TViewerIn, id: string, userId: string) {
      return uow.run(async (tx) => {
        const repo = createClassesRepository(tx);
        const { row } = await classFor(viewer, id, 'manageRoster', repo, { lock: true });
        const membership = await liveMemberOf(repo, id, userId);
        await repo.end(membership.id, membership.status === 'ACTIVE' ? 'REMOVED' : 'REJECTED', now());
        return present(viewer, row, repo);
      });
    },

    /** Moves an active pupil to another live class the viewer runs: out of this one, into that one (its limit holds). */
    async movePupil(viewer: TViewerIn, id: string, userId: string, toClassId: string) {
      if (toClassId === id) throw conflict(m.moveSameClass);
      return uow.run(async (tx) => {
        const repo = createClassesRepository(tx);
        // Both rows locked in one order, so two moves between the same classes cannot deadlock.
        const [first, second] = [id, toClassId].sort();
        await repo.lock(first!);
        await repo.lock(second!);
        const { row } = await classFor(viewer, id, 'manageRoster', repo);
        const target = await repo.find(toClassId);
        const targetFacts = target && (await factsOf(viewer, target, repo));
        if (
          !target ||
          !targetFacts ||
          !can(viewer, 'manageRoster', subject('schoolClass', classResource(target, targetFacts)))
        ) {
          throw AppError.notFound(m.moveTargetNotFound);
        }
        const membership = await liveMemberOf(repo, id, userId);
        if (membership.status !== 'ACTIVE') throw conflict(m.moveNotActive);
        const there = await repo.liveMembership(toClassId, userId);
        if (there?.status === 'ACTIVE') throw conflict(m.moveSameClass);
        await checkRoomFor(repo, toClassId);
        const at = now();
        await repo.end(membership.id, 'MOVED', at);
        if (there) await repo.admit(there.id, at);
        else await repo.insertMembership({ classId: toClassId, userId, status: 'ACTIVE', createdAt: at, joinedAt: at });
        return present(viewer, row, repo);
      });
    },

    /** A co-teacher by login: a TEACHER account; the owner or ADMIN adds them. */
    async addTeacher(viewer: TViewerIn, id: string, username: string) {
      return uow.run(async (tx) => {
        const repo = createClassesRepository(tx);
        const { row, facts } = await classFor(viewer, id, 'manageTeachers', repo, {
          lock: true,
          refusal: m.ownerOnly,
        });
        const teacher = await repo.findUserByUsername(username);
        if (!teacher) throw AppError.notFound(m.teacherNotFound);
        if (teacher.role !== 'TEACHER') throw AppError.badRequest(m.coTeacherNotTeacher);
        if (!facts.teachers.some((existing) => existing.id === teacher.id)) {
          if (facts.teachers.length >= classLimits.maxTeachers) throw conflict(m.tooManyTeachers);
          await repo.addTeacher(id, teacher.id);
        }
        return present(viewer, row, repo);
      });
    },

    /** The owner or ADMIN removes a co-teacher; a co-teacher may step down; the owner stays. */
    async removeTeacher(viewer: TViewerIn, id: string, userId: string) {
      return uow.run(async (tx) => {
        const repo = createClassesRepository(tx);
        const self = userId === viewer.id;
        const { row, facts } = await classFor(viewer, id, self ? 'read' : 'manageTeachers', repo, {
          lock: true,
          refusal: m.ownerOnly,
        });
        if (!facts.teachers.some((teacher) => teacher.id === userId)) throw AppError.notFound(m.teacherNotInClass);
        if (userId === row.ownerId) throw conflict(m.ownerStays);
        if (row.archivedAt) throw conflict(m.archived);
        await repo.removeTeacher(id, userId);
        return { message: m.teacherRemoved };
      });
    },

    /** The classes and memberships of the account's data export. */
    async exportOf(userId: string) {
      const [taught, memberships] = await Promise.all([repository.taughtBy(userId), repository.membershipsOf(userId)]);
      const iso = (date: Date | null) => date?.toISOString() ?? null;
      return {
        classesTaught: taught.map(({ ownerId, ...row }) => ({
          ...row,
          owner: ownerId === userId,
          archivedAt: iso(row.archivedAt),
          createdAt: row.createdAt.toISOString(),
        })),
        classMemberships: memberships.map((row) => ({
          ...row,
          requestedAt: row.requestedAt.toISOString(),
          joinedAt: iso(row.joinedAt),
          leftAt: iso(row.leftAt),
        })),
      };
    },
  };
}

export type TClassesService = ReturnType<typeof createClassesService>;
