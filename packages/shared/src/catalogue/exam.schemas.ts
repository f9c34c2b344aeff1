import { z } from 'zod';
import { ZExamLevel, ZExamType, ZExamVariant, ZSchoolLevel, ZVisibility } from '../enums';
import { pageOf, pagingQuery } from '../validation/paging';
import { ZMockPaperSummary } from './mock-attempt.schemas';

/** `page` and `pageSize` up to `max`, the message naming the range. */
const examPaging = (max: number, fallback: number) =>
  pagingQuery({ max, fallback, message: `Rozmiar strony musi wynosić od 1 do ${max}` });

export const ZExamListQuery = z.object({
  ...examPaging(50, 20),
  type: ZExamType.optional(),
  level: ZExamLevel.optional(),
  /** Words of the exam's title ('matura maj 2023 rozszerzony'), without Polish letters or case mattering. */
  search: z.string().trim().max(100, 'Maksimum 100 znaków').optional(),
  mockPaper: z
    .enum(['true', 'false'], { error: 'Niepoprawna wartość filtra' })
    .transform((value) => value === 'true')
    .optional()
    .describe('true: only exams with a paper to solve against the clock; false: only those without'),
});

export const ZExamSummary = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string().describe('Type (month year), level, variant, details'),
  type: ZExamType,
  date: z.string().describe('YYYY-MM-DD'),
  level: ZExamLevel.nullable(),
  variant: ZExamVariant,
  details: z.string().nullable(),
  status: ZVisibility,
  tasksCount: z.number().int(),
  pointsTotal: z.number(),
  hasMockPaper: z.boolean().describe('The exam can be solved as a paper against the clock (POST /api/exam/{id}/mock)'),
});
export type TExamSummary = z.infer<typeof ZExamSummary>;

export const ZExamList = pageOf(ZExamSummary);

/** GET /api/exam/{id or slug}: the exam and its tasks in order, with points. */
export const ZExam = ZExamSummary.extend({
  mockPaper: ZMockPaperSummary.nullable().describe(
    'A paper to solve against the clock (POST /api/exam/{id}/mock), when the exam has one',
  ),
  tasks: z.array(
    z.object({
      position: z.number().int(),
      points: z.number(),
      homework: z.object({
        id: z.uuid(),
        slug: z.string(),
        description: z.string().describe('Sanitized HTML'),
        closed: z.boolean(),
        level: ZSchoolLevel,
      }),
    }),
  ),
});
export type TExam = z.infer<typeof ZExam>;

const toArray = (value: unknown) =>
  value === undefined || value === ''
    ? undefined
    : (Array.isArray(value) ? value : [value]).flatMap((item) => String(item).split(',')).filter(Boolean);
const queryFlag = z.preprocess(
  (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value),
  z.boolean({ error: 'Niepoprawna wartość filtra' }).optional(),
);
const ZIds = z.preprocess(toArray, z.array(z.uuid('Niepoprawny identyfikator')).max(100).optional());

/** GET /api/homework-type: page size 30, search, sort, omitIds, hideSubtypes, domainsIds. */
export const ZHomeworkTypeListQuery = z.object({
  ...examPaging(100, 30),
  search: z.string().max(200, 'Maksimum 200 znaków').optional(),
  count: queryFlag.describe('Kept for the client; counts are always returned'),
  sort: z
    .enum(['createdAt:DESC', 'createdAt:ASC', 'count:DESC', 'count:ASC', 'name:ASC'], {
      error: 'Niepoprawne sortowanie',
    })
    .default('createdAt:DESC'),
  omitIds: ZIds,
  hideSubtypes: queryFlag,
  domainsIds: ZIds,
});

export const ZHomeworkTypeSummary = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  formulas: z.string().nullable().describe('Sanitized HTML'),
  parentId: z.uuid().nullable(),
  domainsIds: z.array(z.uuid()),
  count: z.number().int().describe('Public tasks of the type and its subtypes'),
  description: z.string().nullable().describe('Sanitized HTML'),
  done: z.boolean().describe('The admins\' "done" toggle of the type'),
});
export type THomeworkTypeSummary = z.infer<typeof ZHomeworkTypeSummary>;

export const ZHomeworkTypeList = pageOf(ZHomeworkTypeSummary);

export const ZHomeworkType = ZHomeworkTypeSummary.extend({
  parent: z.object({ id: z.uuid(), slug: z.string(), name: z.string() }).nullable(),
  subtypes: z.array(z.object({ id: z.uuid(), slug: z.string(), name: z.string(), count: z.number().int() })),
  theoremsIds: z.array(z.uuid()),
  definitionsIds: z.array(z.uuid()),
  tagsIds: z.array(z.uuid()),
});
export type THomeworkType = z.infer<typeof ZHomeworkType>;
