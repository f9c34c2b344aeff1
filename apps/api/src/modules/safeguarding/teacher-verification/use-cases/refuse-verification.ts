import { teacherVerificationMessages as m, type TViewerIn, teacherVerificationNotices } from '@zadania/shared';
import type { TTeacherVerificationContext } from '../teacher-verification.context';
import { presentAdminVerification } from '../teacher-verification.presenter';
import { createTeacherVerificationRepository } from '../teacher-verification.repository';
import { notDecidable } from './approve-verification';

/**
 * POST /admin/teacher-verification/{id}/refuse {reason}: only while PENDING (409 otherwise, never 500). The teacher
 * is told the reason (bell and mail); a verification still running from an earlier approval keeps its date. Audited.
 */
export async function refuseVerification(
  ctx: TTeacherVerificationContext,
  viewer: TViewerIn,
  id: string,
  { reason }: { reason: string },
) {
  const at = ctx.now();
  await ctx.uow.run(async (tx) => {
    const repository = createTeacherVerificationRepository(tx);
    const decided = await repository.decide(id, {
      status: 'REFUSED',
      decidedById: viewer.id,
      decidedAt: at,
      checklist: {},
      refusalReason: reason,
    });
    if (!decided) throw await notDecidable(repository, id);
    await repository.audit({
      kind: 'VERIFICATION_REFUSED',
      actorId: viewer.id,
      subjectUserId: decided.teacherId,
      refId: id,
      details: { reason },
    });
    await ctx.notifyTeacher(tx, viewer.id, decided.teacherId, teacherVerificationNotices.refused(reason), {
      verificationId: id,
      status: 'REFUSED',
    });
  });
  return { message: m.refused, verification: presentAdminVerification((await ctx.repository.findOne(id))!) };
}
