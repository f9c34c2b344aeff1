import type { THomeworkListContext } from '../homework-list.context';

/** The word index's shape and loads (undefined without one): the benchmark waits for its first load. */
export function searchIndexStatus(ctx: THomeworkListContext) {
  return ctx.options.searchIndex?.status();
}
