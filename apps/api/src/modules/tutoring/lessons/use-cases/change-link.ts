import { can, lessonMessages, subject, type TStudentTeacherLink, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../../lib/app-error';
import { createTutoringLessonsRepository } from '../../tutoring-lessons.repository';
import type { TTutoringLessonsContext } from '../tutoring-lessons.context';
import { presentLinks } from '../tutoring-lessons.presenter';

/** A student–teacher link moved by one of its two: accepted or rejected (PENDING), ended (PENDING or ACCEPTED). */
async function changeLink(
  ctx: TTutoringLessonsContext,
  viewer: TViewerIn,
  id: string,
  action: 'accept' | 'reject' | 'end',
) {
  const { deps } = ctx;
  const link = await ctx.repository.findLink(id);
  if (!link || (link.studentId !== viewer.id && link.teacherId !== viewer.id)) {
    throw AppError.notFound(lessonMessages.linkNotFound);
  }
  if (!can(viewer, action, subject('studentTeacher', link))) throw AppError.badRequest(lessonMessages.linkTransition);
  const [from, to] =
    action === 'accept'
      ? [['PENDING'] as const, 'ACCEPTED' as const]
      : action === 'reject'
        ? [['PENDING'] as const, 'REJECTED' as const]
        : [['PENDING', 'ACCEPTED'] as const, 'ENDED' as const];
  const moved = await deps.uow.run(async (tx) => {
    const row = await createTutoringLessonsRepository(tx).moveLink(id, [...from], to);
    if (!row) throw AppError.badRequest(lessonMessages.linkTransition);
    const recipient = viewer.id === row.studentId ? row.teacherId : row.studentId;
    const texts = {
      accept: 'Uczeń przyjął zaproszenie do współpracy.',
      reject: 'Uczeń odrzucił zaproszenie do współpracy.',
      end: 'Zakończono współpracę ucznia z nauczycielem.',
    };
    await deps.outbox.record(
      tx,
      'notification.requested',
      {
        type: 'TUTORING_EVENT',
        recipientIds: [recipient],
        text: texts[action],
        href: '/account/students',
        data: { linkId: id },
      },
      { actorId: viewer.id },
    );
    return row;
  });
  return { message: 'Zaktualizowano!', link: (await presentLinks(ctx, viewer, [moved]))[0] as TStudentTeacherLink };
}

export const acceptLink = (ctx: TTutoringLessonsContext, viewer: TViewerIn, id: string) =>
  changeLink(ctx, viewer, id, 'accept');
export const rejectLink = (ctx: TTutoringLessonsContext, viewer: TViewerIn, id: string) =>
  changeLink(ctx, viewer, id, 'reject');
export const endLink = (ctx: TTutoringLessonsContext, viewer: TViewerIn, id: string) =>
  changeLink(ctx, viewer, id, 'end');
