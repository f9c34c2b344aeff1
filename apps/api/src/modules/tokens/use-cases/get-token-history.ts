import type { TViewerIn, ZTokenHistory } from '@zadania/shared';
import type { z } from 'zod';
import type { TTokensContext } from '../tokens.context';
import { presentLedgerEntry } from '../tokens.presenter';

/** The ledger, newest first, `pageSize` rows a page; `nextPage` is null on the last one. */
export async function getTokenHistory(
  ctx: TTokensContext,
  viewer: TViewerIn,
  query: { page: number; pageSize: number },
): Promise<z.infer<typeof ZTokenHistory>> {
  const rows = await ctx.repository.listLedger(viewer.id, {
    limit: query.pageSize + 1,
    offset: (query.page - 1) * query.pageSize,
  });
  const results = rows.slice(0, query.pageSize).map(presentLedgerEntry);
  return { results, nextPage: rows.length > query.pageSize ? query.page + 1 : null };
}
