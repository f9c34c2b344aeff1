import type { TDb } from '../../../db/client';
import type { TEventOutbox } from '../../../lib/events/event-outbox';
import type { TJobQueue } from '../../../lib/jobs/job-queue';
import type { TUnitOfWork } from '../../../lib/uow';
import type { TFileService } from '../../files/file.service';
import type { TMailer } from '../../mail/mail.service';
import { teacherVerificationMailJob } from './teacher-verification.jobs';
import { createTeacherVerificationRepository } from './teacher-verification.repository';

export type TTeacherVerificationDeps = {
  db: TDb;
  uow: TUnitOfWork;
  outbox: Pick<TEventOutbox, 'record'>;
  jobs: Pick<TJobQueue, 'send'>;
  mailer: TMailer;
  publicUrl: string;
  /** The files module: the ADMIN reads the certificate through it, and it deletes the certificate's file. */
  files: Pick<TFileService, 'openFile' | 'removeStoredFile'>;
  now?: () => Date;
};

export const dayMs = 86_400_000;

/** What the use cases of teacher verification share: the repository, the clock and the teacher's notice. */
export function createTeacherVerificationContext(deps: TTeacherVerificationDeps) {
  const now = deps.now ?? (() => new Date());
  const repository = createTeacherVerificationRepository(deps.db);

  /**
   * In the caller's transaction: the teacher's bell notification (SAFEGUARDING_EVENT, linking the verification page)
   * and the mail job, both delivered after the commit.
   */
  async function notifyTeacher(
    tx: TDb,
    actorId: string | null,
    teacherId: string,
    text: string,
    data: Record<string, string | number | boolean | null>,
  ) {
    await deps.outbox.record(
      tx,
      'notification.requested',
      {
        type: 'SAFEGUARDING_EVENT',
        recipientIds: [teacherId],
        text,
        href: '/teacher/verification',
        // Its own letter goes out by the job below; the notifications' mailer leaves it alone.
        data: { ...data, mailedApart: true },
      },
      { actorId },
    );
    await deps.jobs.send(teacherVerificationMailJob, { userId: teacherId, text }, { tx });
  }

  return { ...deps, now, repository, notifyTeacher };
}
export type TTeacherVerificationContext = ReturnType<typeof createTeacherVerificationContext>;
