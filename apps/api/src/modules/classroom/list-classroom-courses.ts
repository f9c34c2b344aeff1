import type { TClassroomCourse, TViewerIn } from '@zadania/shared';
import { answerGoogleFailure, type TClassroomDeps, teacherClassroom } from './classroom-context';

/** GET /classroom/courses: the teacher's active Classroom courses, by name. */
export async function listClassroomCourses(deps: TClassroomDeps, viewer: TViewerIn) {
  const api = await teacherClassroom(deps, viewer.id);
  try {
    const courses = await api.activeCourses();
    const results: TClassroomCourse[] = courses
      .filter((course) => course.id)
      .map((course) => ({
        id: course.id!,
        name: course.name ?? course.id!,
        section: course.section ?? null,
        alternateLink: course.alternateLink ?? null,
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'pl'));
    return { results };
  } catch (error) {
    return answerGoogleFailure(deps, viewer.id, error);
  }
}
