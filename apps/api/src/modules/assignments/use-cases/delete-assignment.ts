import { assignmentMessages as am, can, subject, type TViewerIn } from '@zadania/shared';
import { conflict, notFound, type TAssignmentsContext } from '../assignments.context';

/**
 * DELETE /assignment/:id: the class's teachers and ADMIN, only while nobody has answered it (no answer, no counted
 * mock paper attempt): otherwise 409, and the teacher archives it instead.
 */
export async function deleteAssignment(ctx: TAssignmentsContext, viewer: TViewerIn, id: string) {
  const { repository, access, answeredPositions } = ctx;
  const { row, resource } = await access(viewer, id);
  if (!can(viewer, 'delete', subject('assignment', resource))) {
    if (can(viewer, 'readResults', subject('assignment', resource))) {
      throw conflict(resource.archived ? am.archived : am.assignmentArchived);
    }
    throw notFound();
  }
  const items = await repository.itemsOf([id]);
  if ((await answeredPositions(row, items)).length > 0) throw conflict(am.answeredCannotDelete);
  await repository.delete(id);
  return { message: am.deleted };
}
