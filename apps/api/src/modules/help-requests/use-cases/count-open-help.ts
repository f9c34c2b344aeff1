import type { THelpRequestsContext } from '../help-requests.context';

/** GET /admin/safeguarding/help/count: the open requests, shown first and in red in the ADMIN's menu. */
export async function countOpenHelp(ctx: THelpRequestsContext) {
  return { count: await ctx.repository.countOpen() };
}
