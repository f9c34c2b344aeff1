import { commerceMessages, type TViewerIn, tokenSpendLabels } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { seesEverything, type TUnlockType } from '../../homework/solution-access';
import { notEnoughTokens, type TTokensContext, taskExcerpt } from '../tokens.context';
import { createTokensRepository } from '../tokens.repository';

/**
 * Spends tokens on a task's paid solution or its hint. Refused (400) to the author and ADMIN, who see
 * everything, for a free solution (its hint is free too) and for a hint the task does not have. The
 * unlock row comes first: of two clicks, the second finds it and spends nothing (`spent: 0`); too few
 * tokens (402) writes nothing.
 */
export async function unlockHomework(ctx: TTokensContext, viewer: TViewerIn, homeworkId: string, type: TUnlockType) {
  const { homework, task } = await ctx.findTask(viewer, homeworkId);
  if (seesEverything(viewer, task)) throw AppError.badRequest(commerceMessages.ownTask);
  if (type === 'HINT' && task.hint === null) throw AppError.badRequest(commerceMessages.noHint);
  if (!task.paidSolution) throw AppError.badRequest(commerceMessages.notPaidSolution);
  const price = ctx.prices[type];
  const result = await ctx.uow.run(async (tx) => {
    const wallet = createTokensRepository(tx);
    const unchanged = async () => ({ balance: await wallet.findBalance(viewer.id), spent: 0 });
    // With the solution unlocked the hint is shown already: nothing to sell.
    if (type === 'HINT' && (await wallet.hasUnlock(viewer.id, homework.id, 'PAID_SOLUTION'))) return unchanged();
    if (!(await wallet.insertUnlock(viewer.id, homework.id, type))) return unchanged();
    const change = await ctx.applyChange(tx, {
      userId: viewer.id,
      delta: -price,
      reason: type,
      referenceType: 'HOMEWORK',
      referenceId: homework.id,
      description: `${tokenSpendLabels[type]}: ${taskExcerpt(homework.description)}`,
    });
    if (change.status === 'insufficient') throw notEnoughTokens();
    if (change.status === 'duplicate') return unchanged();
    return { balance: change.balance, spent: price };
  });
  return { message: commerceMessages.unlocked, ...result };
}
