import { learningProfileLimits, learningProfileMessages, type TPracticeSession, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../../lib/app-error';
import { listGenerators } from '../../../generators/generator-catalogue';
import { createLearningLevelRepository } from '../../level/learning-level.repository';
import { loadLearningScope } from '../../level/learning-scope';
import { diagnosticItems } from '../diagnostic-items';
import type { TPracticeContext } from '../practice.context';
import { presentSession } from '../practice.presenter';
import { createPracticeRepository } from '../practice.repository';

/**
 * POST /learn/diagnostic (issue 59): a short test of machine-checked items of the student's level, as a session
 * answered like practice (each answer an attempt that seeds the student model); the profile remembers it.
 */
export async function startDiagnostic(
  ctx: TPracticeContext,
  viewer: TViewerIn,
  keys: { ip: string },
): Promise<TPracticeSession> {
  await ctx.limiter.consume('practiceSession', { ip: keys.ip, account: viewer.id });
  const slugs = [...new Set(listGenerators().flatMap((generator) => generator.conceptSlugs))];
  const [scope, conceptIdsBySlug] = await Promise.all([
    loadLearningScope(ctx.db, viewer.id),
    ctx.repository.conceptIdsBySlug(slugs),
  ]);
  const items = diagnosticItems(scope, conceptIdsBySlug, learningProfileLimits.diagnosticSize);
  if (items.length === 0) throw AppError.badRequest(learningProfileMessages.nothingToDiagnose);
  const session = await ctx.uow.run(async (tx) => {
    const inserted = await createPracticeRepository(tx).insertSession(viewer.id, items);
    await createLearningLevelRepository(tx).saveDiagnostic(viewer.id, inserted.id, ctx.now());
    return inserted;
  });
  return presentSession(
    ctx,
    { ...session, kind: 'DIAGNOSTIC' },
    items.map((item, index) => ({ ...item, position: index + 1, correct: null, answeredAt: null })),
  );
}
