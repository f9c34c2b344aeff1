import type { TClassroomLink, TClassroomLinks, TViewerIn } from '@zadania/shared';
import type { TClassroomGradeRow, TClassroomLinkRow } from './classroom.repository';
import { requireClient, type TClassroomDeps, taughtAssignment } from './classroom-context';

/** A link with each pupil's write-back status: SENT, NO_MATCH or ERROR as last recorded, else PENDING. */
export function presentLink(
  link: TClassroomLinkRow,
  pupils: readonly { userId: string; name: string }[],
  grades: readonly TClassroomGradeRow[],
): TClassroomLink {
  const latest = new Map(grades.filter((grade) => grade.linkId === link.id).map((grade) => [grade.userId, grade]));
  return {
    id: link.id,
    assignmentId: link.assignmentId,
    courseId: link.courseId,
    courseName: link.courseName,
    courseWorkId: link.courseWorkId,
    courseWorkLink: link.courseWorkLink,
    grade: link.grade,
    createdAt: link.createdAt.toISOString(),
    pupils: pupils.map(({ userId, name }) => {
      const grade = latest.get(userId);
      return {
        userId,
        name,
        status: grade && grade.status !== 'STALE' ? grade.status : 'PENDING',
        points: grade?.status === 'SENT' ? grade.points : null,
        maxPoints: link.maxPoints,
        sentAt: grade?.status === 'SENT' ? grade.createdAt.toISOString() : null,
        error: grade?.error ?? null,
      };
    }),
  };
}

/** GET /assignment/:id/classroom: the assignment's Classroom links and where each pupil's grade stands. */
export async function getClassroomLinks(
  deps: TClassroomDeps,
  viewer: TViewerIn,
  assignmentId: string,
): Promise<TClassroomLinks> {
  requireClient(deps);
  await taughtAssignment(deps, viewer, assignmentId, { admin: true });
  const links = await deps.repository.linksOf(assignmentId);
  if (links.length === 0) return { results: [] };
  const [pupils, grades] = await Promise.all([
    deps.repository.pupilsOf(assignmentId),
    deps.repository.latestGrades(links.map((link) => link.id)),
  ]);
  return { results: links.map((link) => presentLink(link, pupils, grades)) };
}
