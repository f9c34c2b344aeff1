import { z } from 'zod';
import { approvalDecisions, ZApprovalStatus, ZMathConceptType, ZSubject } from '../enums';
import { validationMessages } from '../validation/messages';
import { pagingQuery } from '../validation/paging';
import { ZMathConcept } from './math-concept.schemas';

export const authoringMessages = {
  conceptType: 'Niepoprawny rodzaj pojęcia',
  conceptDomainAdminOnly: 'Tylko administrator może tworzyć działy.',
  conceptNameTaken: 'Pojęcie o tej nazwie już istnieje.',
  conceptNotFound: 'Nie znaleziono pojęcia.',
  aliasesRequired: 'Wymagane pole',
  aliasTooLong: 'Alias może mieć najwyżej 128 znaków.',
  tooMany: 'Wybrano zbyt wiele elementów.',
  tooLong: 'Treść jest zbyt długa.',
  ownChangePending: 'Twoja propozycja zmiany tego pojęcia czeka już na decyzję.',
  changeNotFound: 'Nie znaleziono propozycji zmiany.',
  changeNotPending: 'Ta propozycja została już rozpatrzona.',
  changeStatus: 'Wybierz: zaakceptuj albo odrzuć.',
  typeNotFound: 'Nie znaleziono typu zadania.',
  typeSlugTaken: 'Typ zadania o tym adresie już istnieje.',
  typeSlug: 'Adres może zawierać tylko małe litery, cyfry i myślniki.',
  typeParentNotFound: 'Nie znaleziono typu nadrzędnego.',
  typeParentSelf: 'Typ nie może być swoim własnym typem nadrzędnym.',
  typeParentNested: 'Podtyp nie może mieć własnych podtypów.',
  typeHasSubtypes: 'Typ, który ma podtypy, nie może zostać podtypem.',
  conceptWrongType: 'Pojęcie ma inny rodzaj niż pole, w którym je wybrano.',
  id: 'Niepoprawny identyfikator',
} as const;

const richTextMax = 100_000;
const ZId = z.uuid({ error: authoringMessages.id });
const ZConceptName = z
  .string({ error: validationMessages.required })
  .trim()
  .min(1, validationMessages.required)
  .max(256, validationMessages.longTextMax);
const ZAliases = z
  .array(z.string().trim().min(1, validationMessages.required).max(128, authoringMessages.aliasTooLong), {
    error: authoringMessages.aliasesRequired,
  })
  .max(50, authoringMessages.tooMany)
  .transform((aliases) => [...new Set(aliases)]);
const ZRichText = z.string({ error: validationMessages.invalidFormat }).max(richTextMax, authoringMessages.tooLong);

/** Types a concept is created or proposed as (HOMEWORK_TYPE concepts are task types, managed elsewhere). */
export const ZEditableConceptType = z.enum(['DOMAIN', 'THEOREM', 'DEFINITION', 'TAG'], {
  error: (issue) => (issue.input === undefined ? validationMessages.required : authoringMessages.conceptType),
});

/** POST /api/math-concept (section 5: name, type and aliases; only ADMIN creates DOMAIN). */
export const ZMathConceptCreate = z.object({
  type: ZEditableConceptType,
  name: ZConceptName,
  aliases: ZAliases,
  subject: ZSubject.default('MATHS').describe('The school subject the concept belongs to (issue 73)'),
});

/** PUT /api/math-concept/{id} (ADMIN): the article and its names; omitted fields stay. */
export const ZMathConceptUpdate = z.object({
  name: ZConceptName.optional(),
  aliases: ZAliases.optional(),
  description: ZRichText.optional().describe('Rich HTML; sanitized on write'),
});

/** POST /api/math-concept-change: a proposed change of a concept, waiting for an ADMIN. */
export const ZMathConceptChangeCreate = z.object({
  conceptId: ZId,
  form: z.object(
    { name: ZConceptName, description: ZRichText.default('').describe('Rich HTML; sanitized on write') },
    { error: validationMessages.required },
  ),
  type: ZEditableConceptType,
  aliases: ZAliases,
});

export const ZMathConceptChange = z.object({
  id: z.uuid(),
  conceptId: z.uuid(),
  concept: z.object({ id: z.uuid(), name: z.string(), slug: z.string(), type: ZMathConceptType }).nullable(),
  type: ZMathConceptType,
  name: z.string(),
  description: z.string().describe('Sanitized HTML'),
  aliases: z.array(z.string()),
  status: ZApprovalStatus,
  proposer: z.object({ id: z.uuid(), username: z.string(), displayName: z.string() }).nullable(),
  reviewedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type TMathConceptChange = z.infer<typeof ZMathConceptChange>;

/** GET /api/math-concept-change/{id}/pending: the viewer's own pending proposal (ADMIN: the newest of all), or null. */
export const ZMathConceptChangePending = z.object({ change: ZMathConceptChange.nullable() });

export const ZMathConceptChangeListQuery = z.object({
  ...pagingQuery({ max: 50, fallback: 10 }),
  status: ZApprovalStatus.optional(),
});

/** GET /api/math-concept-change: the spec's {results, total, prevPage, nextPage}. */
export const ZMathConceptChangeList = z.object({
  results: z.array(ZMathConceptChange),
  total: z.number().int(),
  prevPage: z.number().int().nullable(),
  nextPage: z.number().int().nullable(),
});

export const ZMathConceptChangeCountQuery = z.object({ status: ZApprovalStatus.default('PENDING') });
export const ZMathConceptChangeDecision = z.object({
  status: z.enum(approvalDecisions, { error: authoringMessages.changeStatus }),
});

export const ZMathConceptWithDescription = ZMathConcept;

/** POST /api/homework-type and PUT /api/homework-type/{id} (ADMIN). */
export const ZHomeworkTypeSave = z.object({
  name: ZConceptName,
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, authoringMessages.typeSlug)
    .max(200, authoringMessages.typeSlug)
    .optional()
    .describe('Generated from the name when omitted'),
  description: ZRichText.nullish().describe('Rich HTML; sanitized on write'),
  formulas: ZRichText.nullish().describe('Rich HTML; sanitized on write'),
  parentId: ZId.nullish(),
  domainsIds: z.array(ZId).max(50, authoringMessages.tooMany).default([]),
  theoremsIds: z.array(ZId).max(50, authoringMessages.tooMany).default([]),
  definitionsIds: z.array(ZId).max(50, authoringMessages.tooMany).default([]),
  tagsIds: z.array(ZId).max(50, authoringMessages.tooMany).default([]),
});
export type THomeworkTypeSave = z.output<typeof ZHomeworkTypeSave>;

export const homeworkTypeHistoryActions = ['CREATED', 'UPDATED', 'DONE_TOGGLED', 'DELETED'] as const;

export const ZHomeworkTypeHistoryEntry = z.object({
  id: z.uuid(),
  action: z.enum(homeworkTypeHistoryActions),
  actor: z.object({ id: z.uuid(), username: z.string(), displayName: z.string() }).nullable(),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
  createdAt: z.iso.datetime(),
});

export const ZHomeworkTypeHistory = z.object({
  results: z.array(ZHomeworkTypeHistoryEntry),
  /** Names of the task types and concepts the changes refer to by id (parentId, conceptIds); deleted ones are absent. */
  names: z.record(z.string(), z.string()),
});
