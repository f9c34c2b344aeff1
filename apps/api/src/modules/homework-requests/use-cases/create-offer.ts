import {
  homeworkRequestMessages as m,
  type TViewerIn,
  teacherVerificationMessages,
  type ZHomeworkRequestOfferCreate,
} from '@zadania/shared';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { isUniqueViolation } from '../../../lib/db-errors';
import { createTeacherVerificationGate } from '../../safeguarding/teacher-verification/teacher-verification.gate';
import { requestNotFound, type THomeworkRequestsContext, type TRequestKeys } from '../homework-requests.context';
import { presentOffer } from '../homework-requests.presenter';
import { createHomeworkRequestsRepository, type TRequestRow } from '../homework-requests.repository';

type TOfferInput = z.output<typeof ZHomeworkRequestOfferCreate>;

/** POST /homework-request/{id}/offers: a TEACHER's offer to an open request of someone else. */
export async function createOffer(
  ctx: THomeworkRequestsContext,
  viewer: TViewerIn,
  id: string,
  input: TOfferInput,
  keys: TRequestKeys,
) {
  const { uow, now, repository } = ctx;
  await ctx.limiter.consume('homeworkRequest', { ip: keys.ip, account: viewer.id });
  const row = await repository.findRequest(id);
  if (!row) throw requestNotFound();
  if (viewer.role !== 'TEACHER') throw AppError.forbidden(m.teachersOnly);
  if (viewer.id === row.ownerId) throw AppError.badRequest(m.ownRequest);
  // An offer reaches a minor only from a verified teacher (issue 72).
  await createTeacherVerificationGate(ctx.db).requireVerifiedForMinors(
    viewer,
    [row.ownerId],
    now(),
    teacherVerificationMessages.homeworkOfferNeedsVerification,
  );
  if (row.status !== 'open') throw AppError.badRequest(m.notOpen);
  const deadline = new Date(input.deadline);
  if (deadline <= now()) throw AppError.badRequest(m.deadlineInPast);
  if (deadline > row.deadline) throw AppError.badRequest(m.offerDeadlineAfter);
  try {
    const offer = await uow.run(async (tx) => {
      const repo = createHomeworkRequestsRepository(tx);
      const locked = (await repo.lockRequest(id)) as TRequestRow;
      if (locked.status !== 'open') throw AppError.badRequest(m.notOpen);
      return repo.insertOffer({
        requestId: id,
        teacherId: viewer.id,
        priceGross: input.priceGross,
        deadline,
        message: input.message,
      });
    });
    return { message: m.offerSent, offer: await presentOffer(ctx, viewer, row, offer) };
  } catch (error) {
    if (isUniqueViolation(error, 'homework_request_offers_live_unique')) throw AppError.badRequest(m.offerExists);
    throw error;
  }
}
