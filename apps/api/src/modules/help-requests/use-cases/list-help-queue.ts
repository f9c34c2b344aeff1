import { helpLimits, type THelpQueue } from '@zadania/shared';
import type { THelpRequestsContext } from '../help-requests.context';
import { presentHelpRequests } from '../help-requests.presenter';

/** GET /admin/safeguarding/help: OPEN first and the longest-waiting on top, then IN_PROGRESS, then the latest closed. */
export async function listHelpQueue(ctx: THelpRequestsContext): Promise<THelpQueue> {
  const rows = await ctx.repository.queue(helpLimits.closedListed);
  return {
    results: await presentHelpRequests(ctx.repository, rows, ctx.now()),
    open: rows.filter((row) => row.status === 'OPEN').length,
  };
}
