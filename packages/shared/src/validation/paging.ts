import { z } from 'zod';

/** Polish messages of a bad page number or page size, unless a list names its own. */
export const pagingMessages = { page: 'Niepoprawny numer strony', pageSize: 'Niepoprawny rozmiar strony' } as const;

/** A page number from 1, page 1 when absent; anything else is refused with `message`. */
export const ZPageNumber = (message: string = pagingMessages.page) =>
  z.coerce.number({ error: message }).int(message).min(1, message).default(1);

export type TPageSizeRange = { min?: number; max: number; fallback: number; message?: string };

/** A page size from `min` (1 unless given) to `max`, `fallback` when absent; anything else is refused with `message`. */
export const ZPageSize = ({ min = 1, max, fallback, message = pagingMessages.pageSize }: TPageSizeRange) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).default(fallback);

/** The `page` and `pageSize` fields of a list query, to spread into its `z.object`. */
export const pagingQuery = (pageSize: TPageSizeRange, pageMessage?: string) => ({
  page: ZPageNumber(pageMessage),
  pageSize: ZPageSize(pageSize),
});

/** A page of a list as the API answers it: the page's results, how many there are in all, and where it stands. */
export const pageOf = <TItem extends z.ZodType>(item: TItem) =>
  z.object({ results: z.array(item), total: z.int(), page: z.int(), pageCount: z.int() });
