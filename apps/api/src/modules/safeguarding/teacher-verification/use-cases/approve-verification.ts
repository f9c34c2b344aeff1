import {
  teacherVerificationMessages as m,
  type TTeacherVerificationApprove,
  type TViewerIn,
  teacherVerificationLimits,
  teacherVerificationNotices,
  zonedParts,
} from '@zadania/shared';
import { AppError } from '../../../../lib/app-error';
import { dayMs, type TTeacherVerificationContext } from '../teacher-verification.context';
import { presentAdminVerification } from '../teacher-verification.presenter';
import { createTeacherVerificationRepository } from '../teacher-verification.repository';

/** 404 for an application that does not exist, 409 for one already decided (the other ADMIN was first). */
export async function notDecidable(repository: ReturnType<typeof createTeacherVerificationRepository>, id: string) {
  return (await repository.findOne(id)) ? new AppError(409, m.notPending) : AppError.notFound(m.notFound);
}

/**
 * POST /admin/teacher-verification/{id}/approve: with the checklist ("Rejestr Sprawców sprawdzony" on a date not in
 * the future, and the KRK), only while PENDING (a conditional update: two ADMINs racing, one wins, the other 409).
 * The teacher is verified for 2 years (`users.teacher_verified_until`), told (bell and mail, after the commit), and
 * the decision goes to the append-only safeguarding audit.
 */
export async function approveVerification(
  ctx: TTeacherVerificationContext,
  viewer: TViewerIn,
  id: string,
  { checklist }: TTeacherVerificationApprove,
) {
  const at = ctx.now();
  if (checklist.registryCheckedOn > zonedParts(at).date) throw AppError.badRequest(m.registryDateFuture);
  const until = new Date(at.getTime() + teacherVerificationLimits.validityYears * 365 * dayMs);
  await ctx.uow.run(async (tx) => {
    const repository = createTeacherVerificationRepository(tx);
    const decided = await repository.decide(id, {
      status: 'APPROVED',
      decidedById: viewer.id,
      decidedAt: at,
      checklist,
      verifiedUntil: until,
    });
    if (!decided) throw await notDecidable(repository, id);
    await repository.setVerifiedUntil(decided.teacherId, until);
    await repository.audit({
      kind: 'VERIFICATION_APPROVED',
      actorId: viewer.id,
      subjectUserId: decided.teacherId,
      refId: id,
      details: { checklist, verifiedUntil: until.toISOString() },
    });
    await ctx.notifyTeacher(tx, viewer.id, decided.teacherId, teacherVerificationNotices.approved(until), {
      verificationId: id,
      status: 'APPROVED',
    });
  });
  return { message: m.approved, verification: presentAdminVerification((await ctx.repository.findOne(id))!) };
}
