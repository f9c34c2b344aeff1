import { z } from 'zod';
import { ZGamePolicies } from '../policies/policy.schemas';
import { gameLimits, gameMessages } from './game-messages';

/** Game types of docs/product-spec.md section 3. */
export const gameTypes = ['NumberLine', 'NumberComparison'] as const;
export const ZGameType = z.enum(gameTypes);
export type TGameType = z.infer<typeof ZGameType>;

export const comparisonSymbols = ['<', '=', '>'] as const;
export const ZComparisonSymbol = z.enum(comparisonSymbols);
export type TComparisonSymbol = z.infer<typeof ZComparisonSymbol>;

const isGameNumber = (value: number) =>
  Math.abs(value) <= gameLimits.maxAbsNumber && Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6;

export const ZGameNumber = z
  .number({ error: gameMessages.number })
  .refine((value) => Number.isFinite(value) && isGameNumber(value), gameMessages.numberRange);

/** One pair of a comparison level as ADMIN defines it: the child puts <, = or > between left and right. */
export const ZNumberComparisonItem = z.object({ left: ZGameNumber, right: ZGameNumber, expected: ZComparisonSymbol });
export type TNumberComparisonItem = z.infer<typeof ZNumberComparisonItem>;

export const ZNumberComparisonLevel = z.object({
  items: z
    .array(ZNumberComparisonItem, { error: gameMessages.items })
    .min(1, gameMessages.items)
    .max(gameLimits.maxComparisonItems, gameMessages.items),
});
export type TNumberComparisonLevel = z.infer<typeof ZNumberComparisonLevel>;

/**
 * One number-line level: `tickCount` ticks drawn from `start` with `step` between them; the ticks listed in
 * `slots` (0-based, in the order the child fills them) are empty and their numbers are the chips to place.
 */
export const ZNumberLineLevel = z
  .object({
    start: ZGameNumber,
    step: ZGameNumber.refine((step) => step > 0, gameMessages.step),
    tickCount: z
      .number({ error: gameMessages.tickCount })
      .int(gameMessages.tickCount)
      .min(gameLimits.minTicks, gameMessages.tickCount)
      .max(gameLimits.maxTicks, gameMessages.tickCount),
    slots: z.array(z.number({ error: gameMessages.slots }).int(gameMessages.slots), { error: gameMessages.slots }),
  })
  .superRefine((level, ctx) => {
    const valid =
      level.slots.length >= 1 &&
      level.slots.length <= level.tickCount &&
      new Set(level.slots).size === level.slots.length &&
      level.slots.every((slot) => slot >= 0 && slot < level.tickCount);
    if (!valid) ctx.addIssue({ code: 'custom', message: gameMessages.slots, path: ['slots'] });
    const last = level.start + level.step * (level.tickCount - 1);
    if (Math.abs(last) > gameLimits.maxAbsNumber)
      ctx.addIssue({ code: 'custom', message: gameMessages.numberRange, path: ['step'] });
  });
export type TNumberLineLevel = z.infer<typeof ZNumberLineLevel>;

const ZGameName = z
  .string({ error: gameMessages.name })
  .trim()
  .min(gameLimits.nameMinLength, gameMessages.name)
  .max(gameLimits.nameMaxLength, gameMessages.name);
/** 1-based number of the first level that needs Premium; null: every level is free. */
const ZPremiumFromLevel = z
  .number({ error: gameMessages.premiumFromLevel })
  .int(gameMessages.premiumFromLevel)
  .min(1, gameMessages.premiumFromLevel)
  .nullable()
  .default(null);

const levelsOf = <T extends z.ZodType>(level: T) =>
  z
    .array(level, { error: gameMessages.levels })
    .min(1, gameMessages.levels)
    .max(gameLimits.maxLevels, gameMessages.levels);

/** POST /api/game and PUT /api/game/{id} (ADMIN): the whole game with its answers. */
export const ZGameSave = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('NumberComparison'),
      name: ZGameName,
      premiumFromLevel: ZPremiumFromLevel,
      levels: levelsOf(ZNumberComparisonLevel),
    }),
    z.object({
      type: z.literal('NumberLine'),
      name: ZGameName,
      premiumFromLevel: ZPremiumFromLevel,
      levels: levelsOf(ZNumberLineLevel),
    }),
  ])
  .superRefine((game, ctx) => {
    if (game.premiumFromLevel !== null && game.premiumFromLevel > game.levels.length)
      ctx.addIssue({ code: 'custom', message: gameMessages.premiumFromLevel, path: ['premiumFromLevel'] });
  });
export type TGameSave = z.output<typeof ZGameSave>;
export type TGameSaveInput = z.input<typeof ZGameSave>;
export type TGameDefinition = TGameSave;

/** A comparison level as the player receives it: the pairs without the expected symbols. */
export const ZNumberComparisonPlayLevel = z.object({
  items: z.array(z.object({ left: z.number(), right: z.number() })),
});
/** A number-line level as the player receives it: the line, its empty ticks and the chips (shuffled). */
export const ZNumberLinePlayLevel = z.object({
  start: z.number(),
  step: z.number(),
  tickCount: z.number().int(),
  slots: z.array(z.number().int()),
  choices: z.array(z.number()).describe('The numbers of the empty ticks, in an order that does not give them away'),
});

export const ZGamePlayLevel = z.object({
  index: z.number().int().describe('0-based'),
  locked: z
    .boolean()
    .describe(
      "Premium is needed and the viewer has none: the level's content is withheld (comparison/numberLine null)",
    ),
  comparison: ZNumberComparisonPlayLevel.nullable(),
  numberLine: ZNumberLinePlayLevel.nullable(),
});
export type TGamePlayLevel = z.infer<typeof ZGamePlayLevel>;

/** GET /api/game/{id}: a game as its player sees it; `definition` (with the answers) only for those who may edit. */
export const ZGame = z.object({
  id: z.uuid(),
  type: ZGameType,
  name: z.string(),
  premiumFromLevel: z.number().int().nullable(),
  levelCount: z.number().int(),
  levels: z.array(ZGamePlayLevel),
  progress: z
    .object({ completedLevels: z.array(z.number().int()) })
    .nullable()
    .describe('0-based levels the signed-in viewer has completed; null when signed out'),
  definition: ZGameSave.nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  policies: ZGamePolicies,
});
export type TGame = z.infer<typeof ZGame>;

export const ZGameSummary = z.object({
  id: z.uuid(),
  type: ZGameType,
  name: z.string(),
  levelCount: z.number().int(),
  premiumFromLevel: z.number().int().nullable(),
  completedLevels: z.number().int().nullable().describe("The signed-in viewer's completed levels; null signed out"),
  createdAt: z.iso.datetime(),
});
export type TGameSummary = z.infer<typeof ZGameSummary>;

export const ZGameListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(30),
  search: z.string().trim().max(64).optional(),
  type: ZGameType.optional(),
});
export type TGameListQuery = z.infer<typeof ZGameListQuery>;

export const ZGameList = z.object({
  results: z.array(ZGameSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
  policies: z.object({ create: z.boolean() }),
});
export type TGameList = z.infer<typeof ZGameList>;

export const ZGameIdParams = z.object({ id: z.uuid({ error: gameMessages.notFound }) });

/**
 * POST /api/game/{id}/check: the child's answers to one level. NumberComparison: one symbol per pair (null: left
 * empty). NumberLine: one number per slot, in the order of `slots` (null: left empty).
 */
export const ZGameCheckInput = z.object({
  level: z
    .number({ error: gameMessages.levelNotFound })
    .int(gameMessages.levelNotFound)
    .min(0, gameMessages.levelNotFound),
  answers: z
    .array(z.union([ZComparisonSymbol, z.number()]).nullable(), { error: gameMessages.invalidAnswer })
    .max(gameLimits.maxTicks, gameMessages.invalidAnswer),
});
export type TGameCheckInput = z.infer<typeof ZGameCheckInput>;
export type TGameAnswer = TGameCheckInput['answers'][number];

export const ZGameCheckResult = z.object({
  correct: z.boolean().describe('Every item of the level is right'),
  items: z.array(z.boolean()).describe('Right or wrong per item (pair or slot), in the order of the answers'),
  completedLevels: z
    .array(z.number().int())
    .nullable()
    .describe("The viewer's completed levels after this check (saved when signed in); null signed out"),
});
export type TGameCheckResult = z.infer<typeof ZGameCheckResult>;
