import { assignmentMessages as am, can, subject, type TViewerIn } from '@zadania/shared';
import { conflict, notFound, type TAssignmentsContext } from '../assignments.context';

/** DELETE /assignment/:id: the class's teachers, with its answers. */
export async function deleteAssignment(ctx: TAssignmentsContext, viewer: TViewerIn, id: string) {
  const { repository, access } = ctx;
  const { resource } = await access(viewer, id);
  if (!can(viewer, 'delete', subject('assignment', resource))) {
    if (resource.archived && can(viewer, 'readResults', subject('assignment', resource))) {
      throw conflict(am.archived);
    }
    throw notFound();
  }
  await repository.delete(id);
  return { message: am.deleted };
}
