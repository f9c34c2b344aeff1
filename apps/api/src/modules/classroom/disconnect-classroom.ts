import { classroomMessages as cm, type TViewerIn } from '@zadania/shared';
import { requireClient, type TClassroomDeps } from './classroom-context';

/**
 * DELETE /classroom/connection: forgets the teacher's Google authorisation. Published links stay, but their grades
 * wait (recorded as errors) until the teacher connects again.
 */
export async function disconnectClassroom(deps: TClassroomDeps, viewer: TViewerIn) {
  requireClient(deps);
  await deps.repository.deleteConnection(viewer.id);
  return { message: cm.disconnected };
}
