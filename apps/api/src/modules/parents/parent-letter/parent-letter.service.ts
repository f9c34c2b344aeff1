import { addDays, parentMessages, zonedTimeToUtc } from '@zadania/shared';
import type { TDb } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { TJobQueue } from '../../../lib/jobs/job-queue';
import type { TUnitOfWork } from '../../../lib/uow';
import type { TMailer } from '../../mail/mail.service';
import { parentLetterMailJob, parentLetterSweepJob } from './parent-letter.jobs';
import { buildParentLetterMail, type TChildWeek } from './parent-letter.mail';
import { createParentLetterRepository } from './parent-letter.repository';
import { letterLateLimitMs, letterSlotOf } from './parent-letter.schedule';
import { readLetterToken, signLetterToken } from './parent-letter.token';

const msPerDay = 86_400_000;
/** Parents taken per query of the sweep (it queries again until none is left). */
const sweepBatch = 200;
/** How far back an unfinished assignment still counts as late in the letter. */
const lateWindowDays = 14;

export type TParentLetterDeps = {
  db: TDb;
  uow: TUnitOfWork;
  jobs: Pick<TJobQueue, 'send'>;
  mailer: TMailer;
  /** The web app's address (links to a child's page) and the API's (the unsubscribe link; the same host, /api). */
  publicUrl: string;
  /** Signs the unsubscribe tokens (the app's JWT secret). */
  secret: string;
};

/**
 * The parent's weekly letter (issue 71 point 5): on Sunday at 18:00 Warsaw one mail per parent (family) about each
 * child with a confirmed link, the letter switched on and not paused by the child. `parent_letters` (parent, week)
 * is taken before the mail is queued, in the same transaction: two runs, two nodes or a restart send it once.
 */
export function createParentLetterService(deps: TParentLetterDeps) {
  const repository = createParentLetterRepository(deps.db);

  async function childWeek(child: { id: string; displayName: string }, weekStart: string): Promise<TChildWeek> {
    const weekFrom = zonedTimeToUtc(weekStart, 0);
    const weekTo = zonedTimeToUtc(addDays(weekStart, 7), 0);
    // What the letter says is as of its slot (Sunday 18:00), whenever its mail goes.
    const asOf = zonedTimeToUtc(addDays(weekStart, 6), 18 * 60);
    const [counts, dueNextWeek, late, mocks] = await Promise.all([
      repository.countAnswers(child.id, weekFrom, weekTo),
      repository.listAssignments(child.id, {
        from: weekTo,
        to: new Date(weekTo.getTime() + 7 * msPerDay),
        startedBy: asOf,
        unfinished: false,
      }),
      repository.listAssignments(child.id, {
        from: new Date(asOf.getTime() - lateWindowDays * msPerDay),
        to: asOf,
        startedBy: asOf,
        unfinished: true,
      }),
      repository.listMockResults(child.id, weekFrom, weekTo),
    ]);
    return {
      id: child.id,
      name: child.displayName,
      ...counts,
      dueNextWeek,
      late,
      mockResults: mocks.flatMap(({ title, result }) =>
        result ? [{ title, points: result.points, maxPoints: result.maxPoints, percent: result.percent }] : [],
      ),
    };
  }

  return {
    /**
     * The sweep at `now`: within a day after the latest Sunday 18:00 Warsaw, takes each unsent letter of that week
     * and queues its mail. Returns how many this call took (another runner's are not counted).
     */
    async sendWeeklyLetters(now: Date) {
      const slot = letterSlotOf(now);
      if (now.getTime() - slot.at.getTime() >= letterLateLimitMs) return { weekStart: slot.weekStart, queued: 0 };
      let queued = 0;
      for (;;) {
        const parents = await repository.listUnsentParents(slot.weekStart, sweepBatch);
        if (parents.length === 0) break;
        for (const parentId of parents) {
          const taken = await deps.uow.run(async (tx) => {
            if (!(await createParentLetterRepository(tx).claimLetter(parentId, slot.weekStart))) return false;
            await deps.jobs.send(
              parentLetterMailJob,
              { parentId, weekStart: slot.weekStart },
              { tx, singletonKey: `${parentId}:${slot.weekStart}` },
            );
            return true;
          });
          if (taken) queued += 1;
        }
      }
      return { weekStart: slot.weekStart, queued };
    },

    /** The mail job: the family's letter as the data stands; nothing when no child is left to tell about. */
    async sendLetterMail({ parentId, weekStart }: { parentId: string; weekStart: string }) {
      const parent = await repository.findParent(parentId);
      if (!parent?.email || !parent.emailConfirmedAt) return;
      const children = await repository.listLetterChildren(parentId);
      if (children.length === 0) return;
      const weeks = [];
      for (const child of children) weeks.push(await childWeek(child, weekStart));
      const token = signLetterToken(deps.secret, parentId);
      await deps.mailer.send(
        buildParentLetterMail({
          to: parent.email,
          weekStart,
          children: weeks,
          publicUrl: deps.publicUrl,
          unsubscribeUrl: `${deps.publicUrl}/api/parent-letter/unsubscribe/${token}`,
        }),
      );
    },

    /** POST /parent-letter/unsubscribe/{token}: the letter off for all the parent's children (one click, no sign-in). */
    async unsubscribe(token: string) {
      const parentId = readLetterToken(deps.secret, token);
      if (!parentId) throw AppError.badRequest(parentMessages.letterLinkInvalid);
      await repository.switchOffAll(parentId);
      return { message: parentMessages.letterUnsubscribed };
    },

    /** The unsubscribe link's token of a parent (tests, and the mail). */
    tokenOf: (parentId: string) => signLetterToken(deps.secret, parentId),
  };
}

export type TParentLetterService = ReturnType<typeof createParentLetterService>;

/** Builds the letter and binds its jobs (the composition root calls this once). */
export function bindParentLetter(
  deps: TParentLetterDeps & { jobs: Pick<TJobQueue, 'send' | 'register'> },
  now: () => Date = () => new Date(),
) {
  const service = createParentLetterService(deps);
  deps.jobs.register(parentLetterSweepJob, async () => {
    await service.sendWeeklyLetters(now());
  });
  deps.jobs.register(parentLetterMailJob, service.sendLetterMail);
  return service;
}
