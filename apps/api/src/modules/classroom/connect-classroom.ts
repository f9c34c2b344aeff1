import type { TViewerIn } from '@zadania/shared';
import { createOpaqueToken, hashToken } from '../../lib/secrets';
import { requireClient, type TClassroomDeps } from './classroom-context';

/** How long Google's consent may take before its `state` expires. */
export const stateLifetimeMs = 10 * 60_000;

/**
 * POST /classroom/connect: a one-time `state` bound to the teacher (stored as its hash, short-lived) and the address
 * of Google's consent page carrying it. The teacher comes back to `returnTo` (a path of this site).
 */
export async function connectClassroom(deps: TClassroomDeps, viewer: TViewerIn, returnTo = '/') {
  const client = requireClient(deps);
  const state = createOpaqueToken();
  const now = deps.now();
  await deps.repository.pruneStates(now);
  await deps.repository.insertState({
    stateHash: hashToken(state),
    teacherId: viewer.id,
    returnTo,
    expiresAt: new Date(now.getTime() + stateLifetimeMs),
  });
  return { url: client.consentUrl(state) };
}
