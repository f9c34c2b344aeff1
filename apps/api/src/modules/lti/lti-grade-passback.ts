import { defineSubscriber, type TDomainEventPayload } from '../../lib/events/domain-events';
import type { TLtiContext } from './lti.context';
import { createLtiRepository } from './lti.repository';
import { scopes } from './lti-claims';

type TAnswered = TDomainEventPayload<'assignment.answered'>;

/**
 * Sends a pupil's score to every LTI line item their assignment is linked to on a platform they came from (AGS 2.0,
 * the score service). The ledger (`lti_grade_deliveries`, keyed by the answer and the link) makes a submission's
 * grade go out once; under the pupil's LTI row lock, a submission older than one already sent is recorded as
 * superseded instead, so the `timestamp`s a platform receives for a pupil only increase. A failed call throws: the
 * outbox retries the delivery with back-off, and the links already done are skipped then. The score call is made
 * under the lock (so a newer score cannot overtake it); nothing in it reads our database.
 */
export async function passBackGrade(ctx: TLtiContext, event: TAnswered) {
  const targets = await ctx.repository.gradeTargets(event.assignmentId, event.userId);
  if (targets.length === 0) return;
  const score = await ctx.assignments.scoreOf(event.assignmentId, event.userId);
  if (!score || score.maxPoints === 0) return;
  const answeredAt = new Date(event.answeredAt);
  let failure: unknown;
  for (const { link, platform, sub } of targets) {
    try {
      // The token first: the platform's token endpoint fetches our JWKS, which must not wait on this transaction.
      const token = await ctx.client.accessToken(platform, scopes.score);
      await ctx.uow.run(async (tx) => {
        const repo = createLtiRepository(tx);
        await repo.lockLtiUser(platform.id, sub);
        if (await repo.findDelivery(event.answerId, link.id)) return;
        const latest = await repo.latestSent(link.id, event.userId);
        const base = { answerId: event.answerId, linkId: link.id, userId: event.userId, answeredAt };
        if (latest && latest.answeredAt >= answeredAt) {
          await repo.insertDelivery({ ...base, scoreGiven: null, outcome: 'SUPERSEDED' });
          return;
        }
        await ctx.client.postScore(token, link.lineItemUrl!, {
          userId: sub,
          scoreGiven: score.points,
          scoreMaximum: score.maxPoints,
          activityProgress: score.completed ? 'Completed' : 'InProgress',
          gradingProgress: 'FullyGraded',
          timestamp: answeredAt.toISOString(),
        });
        await repo.insertDelivery({ ...base, scoreGiven: score.points, outcome: 'SENT' });
      });
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure) throw failure;
}

/** The outbox subscriber of grade passback (registered in services/jobs.ts). */
export const createLtiGradeSubscriber = (ctx: TLtiContext) =>
  defineSubscriber('lti.grade-passback', 'assignment.answered', (event) => passBackGrade(ctx, event.payload));
