import { seededRandom } from '../seeded-random';
import type {
  TComparisonSymbol,
  TGameAnswer,
  TGameDefinition,
  TGamePlayLevel,
  TNumberComparisonLevel,
  TNumberLineLevel,
} from './game.schemas';

const roundGameNumber = (value: number) => Math.round(value * 1000) / 1000;

/** The number at tick `tick` (0-based) of a number-line level, rounded to the game's three decimals. */
export const numberLineTickValue = (level: Pick<TNumberLineLevel, 'start' | 'step'>, tick: number) =>
  roundGameNumber(level.start + level.step * tick);

/** The symbol that is true between two numbers. */
export const compareNumbers = (left: number, right: number): TComparisonSymbol =>
  left < right ? '<' : left > right ? '>' : '=';

/** The chips of a number-line level: its slots' numbers, shuffled, never in slot order when there are two or more. */
export function numberLineChoices(level: TNumberLineLevel, levelIndex: number): number[] {
  const values = level.slots.map((slot) => numberLineTickValue(level, slot));
  // Seeded, so a level's chips come in the same order on the server and in tests.
  const random = seededRandom(levelIndex * 7919 + level.tickCount * 31 + Math.round(level.step * 1000));
  const shuffled = [...values];
  for (let i = shuffled.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j] as number, shuffled[i] as number];
  }
  if (shuffled.length > 1 && shuffled.every((value, i) => value === values[i]))
    shuffled.push(shuffled.shift() as number);
  return shuffled;
}

/** One level as the player receives it; a locked level carries no content. */
export function toPlayLevel(game: TGameDefinition, levelIndex: number, locked: boolean): TGamePlayLevel {
  const base = { index: levelIndex, locked, comparison: null, numberLine: null };
  if (locked) return base;
  if (game.type === 'NumberComparison') {
    const level = game.levels[levelIndex] as TNumberComparisonLevel;
    return { ...base, comparison: { items: level.items.map(({ left, right }) => ({ left, right })) } };
  }
  const level = game.levels[levelIndex] as TNumberLineLevel;
  return {
    ...base,
    numberLine: {
      start: level.start,
      step: level.step,
      tickCount: level.tickCount,
      slots: level.slots,
      choices: numberLineChoices(level, levelIndex),
    },
  };
}

/**
 * docs/product-spec.md section 5, interactive answers: a comparison is right when its symbol equals the expected
 * one; a number line when each slot holds its own number. Answers one verdict per item, or null when the answers do
 * not fit the level (wrong count or kind).
 */
export function checkGameLevel(game: TGameDefinition, levelIndex: number, answers: TGameAnswer[]): boolean[] | null {
  if (game.type === 'NumberComparison') {
    const level = game.levels[levelIndex] as TNumberComparisonLevel | undefined;
    if (!level || answers.length !== level.items.length) return null;
    if (answers.some((answer) => answer !== null && typeof answer !== 'string')) return null;
    return level.items.map((item, i) => answers[i] === item.expected);
  }
  const level = game.levels[levelIndex] as TNumberLineLevel | undefined;
  if (!level || answers.length !== level.slots.length) return null;
  if (answers.some((answer) => answer !== null && typeof answer !== 'number')) return null;
  return level.slots.map((slot, i) => {
    const answer = answers[i];
    return typeof answer === 'number' && roundGameNumber(answer) === numberLineTickValue(level, slot);
  });
}
