import { can, lessonMessages, subject, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../../lib/app-error';
import type { TTutoringLessonsContext } from '../tutoring-lessons.context';
import { presentLessonFor } from '../tutoring-lessons.presenter';

/** POST /tutoring/lessons/{id}/files: a file the viewer uploaded (a recording: the teacher's only). */
export async function attachLessonFile(ctx: TTutoringLessonsContext, viewer: TViewerIn, id: string, fileId: string) {
  const { repository } = ctx;
  const { resource, found } = await ctx.readable(viewer, id);
  if (!can(viewer, 'attach', subject('lesson', resource))) throw AppError.badRequest(lessonMessages.notBooked);
  const file = await repository.findFile(fileId);
  if (!file || file.ownerId !== viewer.id) throw AppError.badRequest('Plik jest wymagany');
  if (file.assign !== 'TUTORING_ATTACHMENT' && file.assign !== 'TUTORING_RECORDING') {
    throw AppError.badRequest('Nieprawidłowy format pliku!');
  }
  if (file.assign === 'TUTORING_RECORDING' && viewer.id !== found.booking.teacherId) throw AppError.forbidden();
  await repository.attachFile(id, fileId);
  return { message: 'Dodano!', lesson: await presentLessonFor(ctx, viewer, found) };
}
