import { teacherVerificationLimits, teacherVerificationNotices } from '@zadania/shared';
import { dayMs, type TTeacherVerificationContext } from '../teacher-verification.context';
import { createTeacherVerificationRepository } from '../teacher-verification.repository';

/** Rows handled per sweep; the next hourly run takes the rest. */
const batch = 200;

/**
 * The hourly sweep at `at`: each KRK certificate decided 30 days ago or more is deleted (the mark is claimed first,
 * then the file's row and stored object go), and each verification ending within 30 days is reminded once (bell
 * and mail). Safe to run twice or on two nodes: both steps are claimed by conditional updates.
 */
export async function sweepVerifications(ctx: TTeacherVerificationContext, at: Date) {
  const result = { documentsDeleted: 0, reminders: 0 };
  const decidedBefore = new Date(at.getTime() - teacherVerificationLimits.documentKeepDays * dayMs);
  for (const due of await ctx.repository.documentsDue(decidedBefore, batch)) {
    if (!(await ctx.repository.markDocumentDeleted(due.id, at))) continue;
    if (due.documentFileId) await ctx.files.removeStoredFile(due.documentFileId);
    result.documentsDeleted += 1;
  }
  const windowEnd = new Date(at.getTime() + teacherVerificationLimits.renewalDays * dayMs);
  for (const due of await ctx.repository.renewalsDue(at, windowEnd, batch)) {
    const reminded = await ctx.uow.run(async (tx) => {
      if (!(await createTeacherVerificationRepository(tx).markReminded(due.id, at))) return false;
      await ctx.notifyTeacher(tx, null, due.teacherId, teacherVerificationNotices.renewal(due.verifiedUntil!), {
        verificationId: due.id,
        status: 'RENEWAL_DUE',
      });
      return true;
    });
    if (reminded) result.reminders += 1;
  }
  return result;
}
