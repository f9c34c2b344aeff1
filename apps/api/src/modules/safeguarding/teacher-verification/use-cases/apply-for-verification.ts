import {
  teacherVerificationMessages as m,
  type TTeacherVerificationApply,
  type TViewerIn,
  teacherVerificationDeclaration,
  teacherVerificationLimits,
} from '@zadania/shared';
import { AppError } from '../../../../lib/app-error';
import { isUniqueViolation } from '../../../../lib/db-errors';
import { dayMs, type TTeacherVerificationContext } from '../teacher-verification.context';
import { presentVerification } from '../teacher-verification.presenter';
import { createTeacherVerificationRepository } from '../teacher-verification.repository';

const onePending = 'teacher_verifications_one_pending_unique';

/**
 * POST /teacher-verification: a TEACHER applies with the art. 21 declaration (its fixed text is stored, with the
 * time and the request's address), the countries and their own VERIFICATION_DOCUMENT file. One PENDING application
 * at a time (409); a verified teacher applies again only in the last 30 days of the verification (409 before).
 */
export async function applyForVerification(
  ctx: TTeacherVerificationContext,
  viewer: TViewerIn,
  input: TTeacherVerificationApply,
  keys: { ip: string },
) {
  if (viewer.role !== 'TEACHER') throw AppError.forbidden(m.teachersOnly);
  const at = ctx.now();
  try {
    const id = await ctx.uow.run(async (tx) => {
      const repository = createTeacherVerificationRepository(tx);
      if (await repository.hasPending(viewer.id)) throw new AppError(409, m.alreadyPending);
      const until = await repository.verifiedUntilOf(viewer.id);
      if (until && until.getTime() - at.getTime() > teacherVerificationLimits.renewalDays * dayMs) {
        throw new AppError(409, m.stillVerified);
      }
      const file = await repository.lockFile(input.documentFileId);
      if (!file || file.ownerId !== viewer.id || file.assign !== 'VERIFICATION_DOCUMENT') {
        throw AppError.badRequest(m.documentInvalid);
      }
      const row = await repository.insert({
        teacherId: viewer.id,
        declarationText: teacherVerificationDeclaration,
        declaredAt: at,
        declaredFromIp: keys.ip,
        countries: input.countries,
        documentFileId: file.id,
      });
      return row.id;
    });
    const row = await ctx.repository.findOne(id);
    return { message: m.applied, verification: presentVerification(row!) };
  } catch (error) {
    if (isUniqueViolation(error, onePending)) throw new AppError(409, m.alreadyPending);
    throw error;
  }
}
