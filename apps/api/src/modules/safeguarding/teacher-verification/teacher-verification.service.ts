import type { TJobQueue } from '../../../lib/jobs/job-queue';
import { bindUseCases } from '../../../lib/use-cases';
import { createTeacherVerificationContext, type TTeacherVerificationDeps } from './teacher-verification.context';
import { teacherVerificationMailJob, teacherVerificationSweepJob } from './teacher-verification.jobs';
import { buildTeacherVerificationMail } from './teacher-verification.mails';
import { applyForVerification } from './use-cases/apply-for-verification';
import { approveVerification } from './use-cases/approve-verification';
import { getMyVerification } from './use-cases/get-my-verification';
import { listVerificationQueue } from './use-cases/list-verification-queue';
import { openVerificationDocument } from './use-cases/open-verification-document';
import { refuseVerification } from './use-cases/refuse-verification';
import { sweepVerifications } from './use-cases/sweep-verifications';

/**
 * Teacher verification (issue 72 point 1, README.md): the teacher's application, the ADMIN's queue and decision,
 * the hourly sweep (certificates deleted 30 days after the decision, renewal reminders 30 days before the end).
 */
export function createTeacherVerificationService(deps: TTeacherVerificationDeps) {
  const ctx = createTeacherVerificationContext(deps);
  return {
    ...bindUseCases(ctx, {
      applyForVerification,
      getMyVerification,
      listVerificationQueue,
      openVerificationDocument,
      approveVerification,
      refuseVerification,
      sweepVerifications,
    }),

    /** The mail job's handler: the notice's text to the teacher's address (none: nothing to send). */
    async sendMail({ userId, text }: { userId: string; text: string }) {
      const teacher = await ctx.repository.emailOf(userId);
      if (!teacher?.email) return;
      await deps.mailer.send(buildTeacherVerificationMail(teacher.email, teacher.username, text, deps.publicUrl));
    },
  };
}
export type TTeacherVerificationService = ReturnType<typeof createTeacherVerificationService>;

/** Builds the service and binds its jobs (the composition root calls this once). */
export function bindTeacherVerification(
  deps: TTeacherVerificationDeps & { jobs: Pick<TJobQueue, 'send' | 'register'> },
) {
  const service = createTeacherVerificationService(deps);
  const now = deps.now ?? (() => new Date());
  deps.jobs.register(teacherVerificationSweepJob, async () => {
    await service.sweepVerifications(now());
  });
  deps.jobs.register(teacherVerificationMailJob, service.sendMail);
  return service;
}
