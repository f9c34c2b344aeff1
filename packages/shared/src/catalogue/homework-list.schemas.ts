import { z } from 'zod';
import { ZApprovalStatus, ZExamLevel, ZHomeworkStatus, ZSchoolLevel, ZSolutionFormat, ZSubject } from '../enums';
import { pagingQuery } from '../validation/paging';
import { ZConceptRef } from './homework.schemas';
import { requirementKeyPattern, requirementMessages } from './requirement.schemas';

export const homeworkListMessages = {
  page: 'Niepoprawny numer strony',
  pageSize: 'Rozmiar strony musi wynosić od 10 do 50',
  sort: 'Niepoprawne sortowanie',
  id: 'Niepoprawny identyfikator',
  searchTooLong: 'Wyszukiwana fraza może mieć najwyżej 500 znaków',
  rating: 'Ocena musi być liczbą od 0 do 5',
  flag: 'Niepoprawna wartość filtra',
  adminOnlyFilter: 'Ten filtr jest dostępny tylko dla administratora.',
  premiumFilter: 'Funkcja Premium',
} as const;

/** `favorite:ASC`: the order of the list named by favoriteId (its default when favoriteId is given). */
export const homeworkSorts = ['createdAt:DESC', 'createdAt:ASC', 'ratingsAvg:DESC', 'favorite:ASC'] as const;
export const ZHomeworkSort = z.enum(homeworkSorts, { error: homeworkListMessages.sort });
export type THomeworkSort = z.infer<typeof ZHomeworkSort>;

/** Query arrays arrive as repeated keys (a=1&a=2), bracketed keys or comma-separated values. */
const toArray = (value: unknown) =>
  value === undefined || value === ''
    ? undefined
    : (Array.isArray(value) ? value : [value]).flatMap((item) => String(item).split(',')).filter(Boolean);

const queryArray = <T extends z.ZodType>(item: T) => z.preprocess(toArray, z.array(item).max(100).optional());

const queryFlag = z.preprocess(
  (value) =>
    value === 'true' || value === true || value === '1'
      ? true
      : value === 'false' || value === false || value === '0'
        ? false
        : value,
  z.boolean({ error: homeworkListMessages.flag }).optional(),
);

const ZId = z.uuid(homeworkListMessages.id);

/** The task-list filter state of docs/product-spec.md section 3, as GET /api/homework takes it. */
export const ZHomeworkListQuery = z.object({
  ...pagingQuery({ min: 10, max: 50, fallback: 10, message: homeworkListMessages.pageSize }, homeworkListMessages.page),
  search: z.string().max(500, homeworkListMessages.searchTooLong).optional(),
  sort: ZHomeworkSort.optional().describe('createdAt:DESC by default; by relevance when searching without a sort'),
  solutionFormats: queryArray(ZSolutionFormat),
  domainsIds: queryArray(ZId),
  definitionsIds: queryArray(ZId),
  definitionsExact: queryFlag,
  theoremsIds: queryArray(ZId),
  theoremsExact: queryFlag,
  tagsIds: queryArray(ZId),
  tagsExact: queryFlag,
  authorId: ZId.optional(),
  authorsIds: queryArray(ZId),
  minRating: z.coerce
    .number({ error: homeworkListMessages.rating })
    .min(0, homeworkListMessages.rating)
    .max(5, homeworkListMessages.rating)
    .optional(),
  exams: queryArray(ZId),
  levels: queryArray(ZSchoolLevel),
  subjects: queryArray(ZSubject).describe('Tasks of one of these school subjects (issue 73)'),
  requirements: queryArray(z.string().regex(requirementKeyPattern, requirementMessages.unknown)).describe(
    "Requirements of GET /api/curriculum as `system:code` ('PP2017:LO-P.I.7'): tasks carrying one of them or a requirement below it (a section stands for its requirements)",
  ),
  examLevels: queryArray(ZExamLevel).describe('ADMIN only'),
  statuses: queryArray(ZHomeworkStatus).describe('ADMIN only; everybody else sees public tasks'),
  closed: queryFlag.describe('true: closed-answer tasks; false: open-answer tasks'),
  unsolved: queryFlag.describe('ADMIN only: tasks without any solution'),
  type: ZId.optional().describe('One task type (with its subtypes); ADMIN or Premium'),
  typesIds: queryArray(ZId).describe('Task types (with their subtypes); ADMIN or Premium'),
  withoutType: queryFlag.describe('ADMIN only: tasks without a type'),
  underReview: queryFlag.describe('ADMIN only (or with mine): tasks waiting for review'),
  hideSolved: queryFlag.describe("USER or ADMIN: leave out the tasks in one's 'Rozwiązane' list"),
  hideHidden: queryFlag.describe("Signed in: leave out the tasks in one's 'Ukryte' list"),
  book: ZId.optional().describe('A book (its id) or a book node (its id): the tasks attached to it or its subtree'),
  favoriteId: ZId.optional().describe(
    "Signed in: only the tasks of one's own list (404 for another's); sorted by the list's order unless a sort is given",
  ),
});
/**
 * What GET /api/homework and /random take: the filter state plus `mine` (one's own tasks). Kept apart
 * from the filter state so that the list page's URL filters stay exactly those of docs/product-spec.md section 3.
 */
export const ZHomeworkListQueryWithOwner = ZHomeworkListQuery.extend({
  mine: queryFlag.describe(
    'Signed in: only one’s own tasks, in every status by default; statuses and underReview may then be used (401 signed out)',
  ),
});
export type THomeworkListQuery = z.output<typeof ZHomeworkListQueryWithOwner>;
export type THomeworkListQueryInput = z.input<typeof ZHomeworkListQuery>;

export const ZFacetOption = z.object({ label: z.string(), value: z.string(), count: z.number().int() });
export type TFacetOption = z.infer<typeof ZFacetOption>;

export const facetGroups = [
  'solutionFormats',
  'domains',
  'definitions',
  'theorems',
  'tags',
  'authors',
  'ratings',
  'exams',
  'requirements',
  'levels',
  'subjects',
  'statuses',
  'types',
  'examLevels',
] as const;
export type TFacetGroup = (typeof facetGroups)[number];

export const ZHomeworkFacets = z.object(
  Object.fromEntries(facetGroups.map((group) => [group, z.array(ZFacetOption)])) as Record<
    TFacetGroup,
    z.ZodArray<typeof ZFacetOption>
  >,
);
export type THomeworkFacets = z.infer<typeof ZHomeworkFacets>;

/** A task as the list shows it (docs/product-spec.md section 2, task card). */
export const ZHomeworkCard = z.object({
  id: z.uuid(),
  slug: z.string(),
  status: ZHomeworkStatus,
  adminReview: z.object({ status: ZApprovalStatus }).nullable(),
  author: z.object({ id: z.uuid(), username: z.string(), displayName: z.string() }).nullable(),
  title: z
    .string()
    .nullable()
    .describe("The task's own title, plain text (never HTML); null: the card is named by the start of the description"),
  description: z.string().describe('Sanitized HTML'),
  highlight: z
    .string()
    .nullable()
    .describe('When searching: an escaped plain-text excerpt with the matched terms in <mark>'),
  closed: z.boolean(),
  level: ZSchoolLevel,
  subject: ZSubject,
  type: z.object({ id: z.uuid(), name: z.string(), slug: z.string() }).nullable(),
  ratingsAvg: z.number(),
  ratingsCount: z.number().int(),
  solutionFormats: z.array(z.object({ name: ZSolutionFormat })),
  domains: z.array(ZConceptRef),
  theorems: z.array(ZConceptRef),
  definitions: z.array(ZConceptRef),
  tags: z.array(ZConceptRef),
  createdAt: z.iso.datetime(),
});
export type THomeworkCard = z.infer<typeof ZHomeworkCard>;

export const ZHomeworkList = z.object({
  results: z.array(ZHomeworkCard),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
  facets: ZHomeworkFacets,
});
export type THomeworkList = z.infer<typeof ZHomeworkList>;

export const ZRandomHomework = z.object({ slug: z.string().nullable() });
