import {
  practiceMessages,
  type TPracticeSession,
  type TStartSessionInput,
  type TViewerIn,
  ZStartSessionInput,
} from '@zadania/shared';
import { AppError } from '../../../../lib/app-error';
import type { TPracticeContext } from '../practice.context';
import { presentSession } from '../practice.presenter';
import { createPracticeRepository } from '../practice.repository';

/** A new session planned by the student model (rate limited); 400 when there is nothing to practise. */
export async function startPracticeSession(
  ctx: TPracticeContext,
  viewer: TViewerIn,
  input: TStartSessionInput,
  keys: { ip: string },
): Promise<TPracticeSession> {
  const { size, conceptIds } = ZStartSessionInput.parse(input);
  await ctx.limiter.consume('practiceSession', { ip: keys.ip, account: viewer.id });
  const { items } = await ctx.plan(viewer.id, size, { only: conceptIds });
  if (items.length === 0) throw AppError.badRequest(practiceMessages.nothingToPractise);
  const session = await createPracticeRepository(ctx.db).insertSession(viewer.id, items);
  return presentSession(
    ctx,
    { ...session, kind: 'PRACTICE' },
    items.map((item, index) => ({ ...item, position: index + 1, correct: null, answeredAt: null })),
  );
}
