import { z } from 'zod';
import { ZMathConceptType, ZSubject } from '../enums';
import { ZMathConceptPolicies } from '../policies/policy.schemas';
import { pageOf, ZPageNumber } from '../validation/paging';

export const mathConceptPageSizes = { default: 30, domains: 9999 } as const;
export const mathConceptCountTypes = ['HOMEWORK', 'HOMEWORK_TYPE'] as const;

/** GET /api/math-concept: page size 30, or 9999 for the domain picker; sort count:DESC by default. */
export const ZMathConceptListQuery = z.object({
  page: ZPageNumber(),
  pageSize: z.coerce
    .number({ error: 'Niepoprawny rozmiar strony' })
    .int('Niepoprawny rozmiar strony')
    .refine(
      (value) => (value >= 1 && value <= 50) || value === mathConceptPageSizes.domains,
      'Niepoprawny rozmiar strony',
    )
    .default(mathConceptPageSizes.default),
  search: z.string().max(200, 'Maksimum 200 znaków').optional(),
  type: ZMathConceptType.optional(),
  subject: ZSubject.optional().describe("Only the concepts of this school subject (issue 73); absent: every subject's"),
  sort: z
    .enum(['count:DESC', 'count:ASC', 'name:ASC', 'createdAt:DESC'], { error: 'Niepoprawne sortowanie' })
    .default('count:DESC'),
  /** `count=false` leaves the counts out (0) and sorts by name instead of by count. */
  count: z
    .enum(['true', 'false'], { error: 'Niepoprawna wartość' })
    .default('true')
    .transform((value) => value === 'true'),
  /** What `count` counts: public tasks filed under the concept (default) or task types linked to it. */
  countType: z.enum(mathConceptCountTypes, { error: 'Niepoprawny rodzaj liczenia' }).default('HOMEWORK'),
});
export type TMathConceptListQuery = z.input<typeof ZMathConceptListQuery>;

export const ZMathConceptSummary = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  type: ZMathConceptType,
  subject: ZSubject.describe('The school subject the concept belongs to'),
  aliases: z.array(z.string()),
  count: z.number().int().describe('Public tasks filed under the concept, or its task types (countType)'),
});
export type TMathConceptSummary = z.infer<typeof ZMathConceptSummary>;

export const ZMathConceptList = pageOf(ZMathConceptSummary);

export const ZMathConcept = ZMathConceptSummary.extend({
  description: z.string().describe('Sanitized HTML'),
  requirements: z
    .array(z.object({ system: z.string(), code: z.string() }))
    .describe('Requirements of the curriculum the concept serves (GET /api/curriculum)'),
  policies: ZMathConceptPolicies,
});
export type TMathConcept = z.infer<typeof ZMathConcept>;

export const ZIdOrSlugParams = z.object({
  id: z.string().min(1).max(200, 'Niepoprawny identyfikator'),
});
