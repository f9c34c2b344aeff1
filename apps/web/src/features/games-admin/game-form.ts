import {
  compareNumbers,
  gameLimits,
  type TComparisonSymbol,
  type TGameDefinition,
  type TGameSave,
  type TGameSaveInput,
  type TGameType,
  ZGameSave,
} from '@zadania/shared';

/** A number field of the form: a number, or what is typed while it is not one yet ('' when empty). */
export type TNumberValue = number | string;
export type TComparisonItemValue = {
  key: string;
  left: TNumberValue;
  right: TNumberValue;
  expected: TComparisonSymbol;
};
/** One level with the fields of both types, so that switching the type back keeps what was typed. */
export type TLevelValue = {
  key: string;
  items: TComparisonItemValue[];
  start: TNumberValue;
  step: TNumberValue;
  tickCount: TNumberValue;
  /** 0-based ticks to fill, ascending. */
  slots: number[];
};
export type TGameFormValues = {
  type: TGameType;
  name: string;
  /** 1-based; '' when every level is free. */
  premiumFromLevel: TNumberValue;
  levels: TLevelValue[];
};

let keyCounter = 0;
/** A stable React key for a level or a pair. */
export const newKey = () => {
  keyCounter += 1;
  return `g${keyCounter}`;
};

export const emptyComparisonItem = (): TComparisonItemValue => ({ key: newKey(), left: '', right: '', expected: '<' });
export const emptyLevel = (): TLevelValue => ({
  key: newKey(),
  items: [emptyComparisonItem()],
  start: 0,
  step: 1,
  tickCount: 5,
  slots: [],
});

/** A new game: a number comparison with one empty level. */
export const emptyGameValues = (): TGameFormValues => ({
  type: 'NumberComparison',
  name: '',
  premiumFromLevel: '',
  levels: [emptyLevel()],
});

/** The form's values of a stored game (ADMIN reads its `definition`). */
export function valuesFromGame(game: TGameDefinition): TGameFormValues {
  const levels: TLevelValue[] =
    game.type === 'NumberComparison'
      ? game.levels.map((level) => ({
          ...emptyLevel(),
          items: level.items.map((item) => ({ key: newKey(), ...item })),
        }))
      : game.levels.map((level) => ({
          ...emptyLevel(),
          start: level.start,
          step: level.step,
          tickCount: level.tickCount,
          slots: [...level.slots].sort((a, b) => a - b),
        }));
  return { type: game.type, name: game.name, premiumFromLevel: game.premiumFromLevel ?? '', levels };
}

/** A typed number as the schema reads it: '' is missing (undefined), a decimal comma is a dot. */
export function toNumber(value: TNumberValue): number | undefined {
  if (typeof value === 'number') return value;
  const text = value.trim().replace(/\s/g, '').replace(',', '.');
  return text === '' ? undefined : Number(text);
}

/** The symbol true between two typed numbers, or null while either is not a number. */
export function symbolFor(left: TNumberValue, right: TNumberValue): TComparisonSymbol | null {
  const a = toNumber(left);
  const b = toNumber(right);
  return a === undefined || b === undefined || Number.isNaN(a) || Number.isNaN(b) ? null : compareNumbers(a, b);
}

/** The number of ticks the preview draws: the typed count, kept within the schema's limits. */
export function previewTickCount(level: TLevelValue): number {
  const count = toNumber(level.tickCount);
  if (count === undefined || !Number.isInteger(count)) return gameLimits.minTicks;
  return Math.min(gameLimits.maxTicks, Math.max(gameLimits.minTicks, count));
}

/** The request body (input of `ZGameSave`) for the chosen type. */
export function toSaveInput(values: TGameFormValues): TGameSaveInput {
  const premium = toNumber(values.premiumFromLevel);
  const common = { name: values.name, premiumFromLevel: premium ?? null };
  if (values.type === 'NumberComparison')
    return {
      ...common,
      type: 'NumberComparison',
      levels: values.levels.map((level) => ({
        items: level.items.map((item) => ({
          left: toNumber(item.left) as number,
          right: toNumber(item.right) as number,
          expected: item.expected,
        })),
      })),
    };
  return {
    ...common,
    type: 'NumberLine',
    levels: values.levels.map((level) => ({
      start: toNumber(level.start) as number,
      step: toNumber(level.step) as number,
      tickCount: toNumber(level.tickCount) as number,
      slots: level.slots,
    })),
  };
}

export type TGameValidation = { ok: true; data: TGameSave } | { ok: false; errors: Record<string, string> };

/** The form key of a message of `ZGameSave` or of the API's `errors[]`: its path joined with dots. */
export const formPathOf = (path: readonly PropertyKey[]) => path.map(String).join('.');

/** Client-side validation with the API's schema and Polish messages (gameMessages); the first message per field wins. */
export function validateGame(values: TGameFormValues): TGameValidation {
  const result = ZGameSave.safeParse(toSaveInput(values));
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[formPathOf(issue.path)] ??= issue.message;
  return { ok: false, errors };
}
