import {
  teacherVerificationMessages as m,
  type TMyTeacherVerification,
  type TViewerIn,
  teacherVerificationDeclaration,
  teacherVerificationLimits,
} from '@zadania/shared';
import { AppError } from '../../../../lib/app-error';
import { dayMs, type TTeacherVerificationContext } from '../teacher-verification.context';
import { presentVerification } from '../teacher-verification.presenter';

/** GET /teacher-verification: the teacher's verification, latest application and whether to apply (again). */
export async function getMyVerification(
  ctx: TTeacherVerificationContext,
  viewer: TViewerIn,
): Promise<TMyTeacherVerification> {
  if (viewer.role !== 'TEACHER') throw AppError.forbidden(m.teachersOnly);
  const at = ctx.now();
  const [until, latest] = [await ctx.repository.verifiedUntilOf(viewer.id), await ctx.repository.latestOf(viewer.id)];
  const verified = !!until && until > at;
  const renewalDue = verified && until.getTime() - at.getTime() <= teacherVerificationLimits.renewalDays * dayMs;
  const pending = latest?.verification.status === 'PENDING';
  return {
    verified,
    verifiedUntil: verified ? until.toISOString() : null,
    renewalDue,
    canApply: !pending && (!verified || renewalDue),
    latest: latest ? presentVerification(latest) : null,
    declarationText: teacherVerificationDeclaration,
  };
}
