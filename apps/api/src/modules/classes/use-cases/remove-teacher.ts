import { classMessages as m, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { conflict, type TClassesContext } from '../classes.context';
import { createClassesRepository } from '../classes.repository';

/** The owner or ADMIN removes a co-teacher; a co-teacher may step down; the owner stays. */
export async function removeTeacher(ctx: TClassesContext, viewer: TViewerIn, id: string, userId: string) {
  return ctx.uow.run(async (tx) => {
    const repo = createClassesRepository(tx);
    const self = userId === viewer.id;
    const { row, facts } = await ctx.classFor(viewer, id, self ? 'read' : 'manageTeachers', repo, {
      lock: true,
      refusal: m.ownerOnly,
    });
    if (!facts.teachers.some((teacher) => teacher.id === userId)) throw AppError.notFound(m.teacherNotInClass);
    if (userId === row.ownerId) throw conflict(m.ownerStays);
    if (row.archivedAt) throw conflict(m.archived);
    await repo.removeTeacher(id, userId);
    return { message: m.teacherRemoved };
  });
}
