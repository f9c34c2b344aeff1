import type { TTokenWallet, TViewerIn } from '@zadania/shared';
import type { TTokensContext } from '../tokens.context';

/** The viewer's balance and what each spend costs. */
export async function getTokenWallet(ctx: TTokensContext, viewer: TViewerIn): Promise<TTokenWallet> {
  return { balance: await ctx.repository.findBalance(viewer.id), prices: ctx.prices };
}
