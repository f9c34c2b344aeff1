import { practiceMessages, type TPracticeSession, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../../lib/app-error';
import { isUuid } from '../../../../lib/ids';
import { createLearningLevelRepository } from '../../level/learning-level.repository';
import type { TPracticeContext } from '../practice.context';
import { presentSession } from '../practice.presenter';

/** One of the viewer's sessions with what was answered (the diagnostic as such); 404 for anyone else's. */
export async function getPracticeSession(
  ctx: TPracticeContext,
  viewer: TViewerIn,
  sessionId: string,
): Promise<TPracticeSession> {
  const found = isUuid(sessionId) ? await ctx.repository.findSession(sessionId, viewer.id) : undefined;
  if (!found) throw AppError.notFound(practiceMessages.sessionNotFound);
  const profile = await createLearningLevelRepository(ctx.db).findProfile(viewer.id);
  const kind = profile?.diagnosticSessionId === found.session.id ? 'DIAGNOSTIC' : 'PRACTICE';
  return presentSession(
    ctx,
    { ...found.session, kind },
    found.items.map((item) => ({ ...item, conceptIds: [] })),
  );
}
