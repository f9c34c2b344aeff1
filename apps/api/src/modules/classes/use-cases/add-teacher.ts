import { classLimits, classMessages as m, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { conflict, type TClassesContext } from '../classes.context';
import { createClassesRepository } from '../classes.repository';

/** A co-teacher by login: a TEACHER account; the owner or ADMIN adds them. */
export async function addTeacher(ctx: TClassesContext, viewer: TViewerIn, id: string, username: string) {
  return ctx.uow.run(async (tx) => {
    const repo = createClassesRepository(tx);
    const { row, facts } = await ctx.classFor(viewer, id, 'manageTeachers', repo, {
      lock: true,
      refusal: m.ownerOnly,
    });
    const teacher = await repo.findUserByUsername(username);
    if (!teacher) throw AppError.notFound(m.teacherNotFound);
    if (teacher.role !== 'TEACHER') throw AppError.badRequest(m.coTeacherNotTeacher);
    if (!facts.teachers.some((existing) => existing.id === teacher.id)) {
      if (facts.teachers.length >= classLimits.maxTeachers) throw conflict(m.tooManyTeachers);
      await repo.addTeacher(id, teacher.id);
    }
    return ctx.classAnswer(viewer, row, repo);
  });
}
