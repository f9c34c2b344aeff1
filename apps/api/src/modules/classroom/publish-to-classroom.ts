import {
  classroomMessages as cm,
  type TClassroomLink,
  type TClassroomPublishInput,
  type TViewerIn,
} from '@zadania/shared';
import { AppError } from '../../lib/app-error';
import {
  answerGoogleFailure,
  requireClient,
  type TClassroomDeps,
  taughtAssignment,
  teacherClassroom,
} from './classroom-context';
import { presentLink } from './classroom-link-status';

/**
 * POST /assignment/:id/classroom: publishes the assignment to one of the teacher's active courses as CourseWork (a
 * link to the assignment's page, `maxPoints` its points, due when it is due, in UTC) and keeps the link. Once per
 * course: publishing again answers 409 before anything is created at Google.
 */
export async function publishToClassroom(
  deps: TClassroomDeps,
  viewer: TViewerIn,
  assignmentId: string,
  input: TClassroomPublishInput,
): Promise<TClassroomLink> {
  requireClient(deps);
  const assignment = await taughtAssignment(deps, viewer, assignmentId, { admin: false });
  const api = await teacherClassroom(deps, viewer.id);
  if (await deps.repository.linkOf(assignmentId, input.courseId)) throw new AppError(409, cm.alreadyPublished);
  let created: { id: string; link: string | null; courseName: string };
  try {
    const course = (await api.activeCourses()).find((candidate) => candidate.id === input.courseId);
    if (!course) throw AppError.notFound(cm.courseNotFound);
    const work = await api.createCourseWork(input.courseId, {
      title: assignment.title,
      description: cm.courseWorkDescription(assignment.title, assignment.itemCount),
      link: `${deps.publicUrl}/assignments/${assignmentId}`,
      maxPoints: assignment.maxPoints,
      dueAt: assignment.dueAt,
    });
    if (!work.id) throw new Error('Classroom created CourseWork without an id');
    created = { id: work.id, link: work.alternateLink ?? null, courseName: course.name ?? input.courseId };
  } catch (error) {
    return answerGoogleFailure(deps, viewer.id, error);
  }
  // Two publications racing past the check above: the unique (assignment, course) keeps one link.
  const link = await deps.repository.insertLink({
    assignmentId,
    teacherId: viewer.id,
    courseId: input.courseId,
    courseName: created.courseName,
    courseWorkId: created.id,
    courseWorkLink: created.link,
    grade: input.grade,
    maxPoints: assignment.maxPoints,
  });
  if (!link) throw new AppError(409, cm.alreadyPublished);
  return presentLink(link, await deps.repository.pupilsOf(assignmentId), []);
}
