import { z } from 'zod';
import { ZHomeworkCard } from '../catalogue/homework-list.schemas';
import { ZLongText } from '../validation/fields';
import { validationMessages } from '../validation/messages';
import { ZPageNumber, ZPageSize } from '../validation/paging';
import { favoriteKinds, favoritesPageSize } from './favorite-names';

/** Polish messages of the lists (docs/product-spec.md sections 5 and 8). */
export const favoriteMessages = {
  descriptionMax: 'Maksimum 1024 znaki',
  invalidId: 'Niepoprawny identyfikator',
  invalidType: 'Niepoprawny typ',
  builtIn: 'Tej listy nie można zmienić ani usunąć.',
  notPermutation: 'Nowa kolejność musi zawierać dokładnie wszystkie zadania listy, każde raz.',
  /** docs/product-spec.md section 8. */
  hidden: 'Ukryto!',
  unhidden: 'Przywrócono!',
} as const;

export const ZFavoriteKind = z.enum(favoriteKinds);
export type TFavoriteKind = z.infer<typeof ZFavoriteKind>;

/** POST /api/favorite and PUT /api/favorite/{id}: name 2–256, description up to 1024 (section 5). */
export const ZFavoriteSave = z.object({
  name: ZLongText,
  description: z
    .string({ error: validationMessages.invalidFormat })
    .trim()
    .max(1024, favoriteMessages.descriptionMax)
    .default(''),
});
export type TFavoriteSave = z.input<typeof ZFavoriteSave>;

const ZId = z.uuid({ error: favoriteMessages.invalidId });
export const ZFavoriteIdParams = z.object({ id: ZId });
export const ZFavoriteHomeworkParams = z.object({ favoriteId: ZId });

/** GET /api/favorite/{id}?pdf=true: the printable view of the list (the same shape for now). */
export const ZFavoriteDetailQuery = z.object({
  pdf: z
    .preprocess(
      (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value),
      z.boolean({ error: validationMessages.invalidFormat }).optional(),
    )
    .describe('The printable view of the list (the same shape for now)'),
});
/** The task of an add, remove, hide or solved call. */
export const ZFavoriteHomeworkBody = z.object({ id: z.uuid({ error: favoriteMessages.invalidId }) });

/** One task's place in a list: `id` is the entry's own id (what reorder takes). */
export const ZFavoriteEntry = z.object({ id: z.uuid(), homeworkId: z.uuid(), position: z.int() });

/** A list as GET /api/favorite pages it: `homeworks` are its entries in the list's order. */
export const ZFavorite = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  kind: ZFavoriteKind,
  homeworks: z.array(ZFavoriteEntry),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TFavorite = z.infer<typeof ZFavorite>;

/** GET /api/favorite/{id}: the list with its tasks as cards, in the list's order (each card with its entry id). */
export const ZFavoriteDetail = ZFavorite.extend({
  cards: z.array(ZHomeworkCard.extend({ entryId: z.uuid() })),
});
export type TFavoriteDetail = z.infer<typeof ZFavoriteDetail>;

const queryFlag = z.preprocess(
  (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value),
  z.boolean({ error: validationMessages.invalidFormat }).optional(),
);
/** GET /api/favorite: page 10 (section 9), search by name, and the built-in lists left out on request. */
export const ZFavoriteListQuery = z.object({
  page: ZPageNumber().default(1),
  pageSize: ZPageSize(favoritesPageSize).default(favoritesPageSize.fallback),
  search: z.string().trim().max(256, validationMessages.longTextMax).optional(),
  omitHiddenList: queryFlag,
  omitSolvedList: queryFlag,
});
export const ZFavoriteList = z.object({ results: z.array(ZFavorite), nextPage: z.int().nullable() });
export type TFavoriteList = z.infer<typeof ZFavoriteList>;

/** GET /api/favorite/target?type=HOMEWORK&id=…: which of my lists hold this task. */
export const ZFavoriteTargetQuery = z.object({
  type: z.enum(['HOMEWORK'], { error: favoriteMessages.invalidType }).default('HOMEWORK'),
  id: ZId,
});
export const ZFavoriteTarget = z.object({
  /** My own lists holding the task. */
  favoritesIds: z.array(z.uuid()),
  hidden: z.boolean(),
  solved: z.boolean(),
});
export type TFavoriteTarget = z.infer<typeof ZFavoriteTarget>;

export const ZFavoriteSaved = z.object({ message: z.string(), favorite: ZFavorite });
export const ZFavoriteToggled = z.object({
  message: z.string(),
  hidden: z.boolean().optional(),
  solved: z.boolean().optional(),
});

/** PUT /api/favorite/reorder-homeworks: every entry of one list, by entry id, in the new order. */
export const ZReorderFavoriteHomeworks = z.object({
  homeworks: z.array(ZId).min(1, favoriteMessages.notPermutation).max(10_000, favoriteMessages.notPermutation),
});

/** The list PDF (POST /api/favorite/{id}/pdf): what the request answers at once; the file comes by PdfReady. */
export const favoritePdfMessages = { queued: 'Przygotowujemy PDF…' } as const;

const pdfFlag = z.boolean({ error: validationMessages.invalidFormat });
/**
 * POST /api/favorite/{id}/pdf. theme: the sheet's colours; worksheet: the tasks only, then the answer key on the
 * following pages (withSolutions: the full solutions after the key); numbered: 'Zadanie {n}' headings, with the
 * points of the task's exam when it has them.
 */
export const ZFavoritePdfRequest = z.object({
  theme: z.enum(['light', 'dark'], { error: validationMessages.invalidFormat }).default('light'),
  worksheet: pdfFlag.default(false),
  withSolutions: pdfFlag.default(false),
  numbered: pdfFlag.default(true),
});
export type TFavoritePdfRequest = z.input<typeof ZFavoritePdfRequest>;
export type TFavoritePdfOptions = z.output<typeof ZFavoritePdfRequest>;

/** The answer of POST /api/favorite/{id}/pdf: the job is queued; PdfReady or PdfError with this pdfId follows. */
export const ZFavoritePdfQueued = z.object({ message: z.string(), pdfId: z.uuid() });
export type TFavoritePdfQueued = z.infer<typeof ZFavoritePdfQueued>;
