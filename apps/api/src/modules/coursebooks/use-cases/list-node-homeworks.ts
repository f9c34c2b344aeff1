import type { TBookNodeHomeworkList, ZBookNodeHomeworksQuery } from '@zadania/shared';
import type { z } from 'zod';
import { pageOf } from '../../../lib/paging';
import type { TCoursebooksContext } from '../coursebooks.context';

/** The public tasks attached to the node's subtree, a page of them. */
export async function listNodeHomeworks(
  ctx: TCoursebooksContext,
  id: string,
  query: z.output<typeof ZBookNodeHomeworksQuery>,
): Promise<TBookNodeHomeworkList> {
  await ctx.nodeOf(ctx.repository, id);
  const { rows, total } = await ctx.repository.listSubtreeHomeworks(id, query.page, query.pageSize);
  return pageOf(rows, total, query);
}
