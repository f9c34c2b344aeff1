import type { TBookList, ZBookListQuery } from '@zadania/shared';
import type { z } from 'zod';
import type { TCoursebooksContext } from '../coursebooks.context';
import { presentBook } from '../coursebooks.presenter';

export async function listBooks(ctx: TCoursebooksContext, query: z.output<typeof ZBookListQuery>): Promise<TBookList> {
  const { page, pageSize, ...filters } = query;
  const { rows, total } = await ctx.repository.listBooks(
    { ...filters, publisher: filters.publisher || undefined },
    page,
    pageSize,
  );
  return { results: rows.map(presentBook), total, page, pageCount: Math.ceil(total / pageSize) };
}
