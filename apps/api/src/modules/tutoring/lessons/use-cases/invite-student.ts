import { lessonMessages, type TStudentTeacherLink, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../../lib/app-error';
import { createTutoringLessonsRepository } from '../../tutoring-lessons.repository';
import type { TTutoringLessonsContext } from '../tutoring-lessons.context';
import { presentLinks } from '../tutoring-lessons.presenter';

/** POST /tutoring/links: a TEACHER invites a student (PENDING); a live link of the pair is refused. */
export async function inviteStudent(ctx: TTutoringLessonsContext, viewer: TViewerIn, studentId: string) {
  const { deps } = ctx;
  if (viewer.role !== 'TEACHER') throw AppError.forbidden(lessonMessages.onlyStudents);
  const student = await ctx.repository.findUserRole(studentId);
  if (student?.role !== 'USER') throw AppError.badRequest(lessonMessages.onlyStudents);
  const row = await deps.uow.run(async (tx) => {
    const repo = createTutoringLessonsRepository(tx);
    const existing = await repo.findPair(studentId, viewer.id);
    if (existing && (existing.status === 'PENDING' || existing.status === 'ACCEPTED')) {
      throw AppError.badRequest(lessonMessages.linkExists);
    }
    const link = await repo.upsertLink(studentId, viewer.id, 'PENDING');
    if (!link) throw AppError.badRequest(lessonMessages.linkExists);
    await deps.outbox.record(
      tx,
      'notification.requested',
      {
        type: 'TUTORING_EVENT',
        recipientIds: [studentId],
        text: 'Nauczyciel zaprasza Cię do współpracy.',
        href: '/account/students',
        data: { linkId: link.id },
      },
      { actorId: viewer.id },
    );
    return link;
  });
  return { message: 'Wysłano!', link: (await presentLinks(ctx, viewer, [row]))[0] as TStudentTeacherLink };
}
