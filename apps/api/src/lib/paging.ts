/** The page a paged list asks for: 1-based `page` of `pageSize` rows. */
export type TPageQuery = { page: number; pageSize: number };

/** The rows a page skips and takes, as repositories read them. */
export const paging = (query: TPageQuery) => ({ limit: query.pageSize, offset: (query.page - 1) * query.pageSize });

/** A paged list as the spec answers it: `{results, total, page, pageCount}`. */
export const pageOf = <T>(results: T[], total: number, query: TPageQuery) => ({
  results,
  total,
  page: query.page,
  pageCount: Math.ceil(total / query.pageSize),
});
