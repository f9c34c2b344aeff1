import type { TClassroomStatus, TViewerIn } from '@zadania/shared';
import type { TClassroomDeps } from './classroom-context';

/** GET /classroom/status: whether Classroom is configured here and whether the viewer has connected it. */
export async function getClassroomStatus(deps: TClassroomDeps, viewer: TViewerIn): Promise<TClassroomStatus> {
  if (!deps.client) return { configured: false, connected: false };
  const connection = await deps.repository.findConnection(viewer.id);
  return { configured: true, connected: !!connection && !connection.error, error: connection?.error ?? null };
}
