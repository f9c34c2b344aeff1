import { markAlternatives, type TIntervalText } from './answer-sets';
import { variableName } from './answer-variables';

/**
 * A solution set written as inequalities in one variable (`x ≤ 7`, `x \le 7`, `7 \ge x`, `-2 < x < 5`,
 * `x < 1 lub x > 2`, `x \ne 3`) as the intervals it describes, so that it compares with a key written as intervals.
 */

type TRelation = '<' | '≤' | '>' | '≥' | '≠';

/** Every spelling of a relation as one character; `\lt` and `\gt` are already `<` and `>` (normalizeSpelling). */
const RELATION_SPELLINGS: readonly (readonly [RegExp, TRelation])[] = [
  [/\\(?:leqslant|leq|le)(?![a-zA-Z])|⩽|<=/g, '≤'],
  [/\\(?:geqslant|geq|ge)(?![a-zA-Z])|⩾|>=/g, '≥'],
  [/\\(?:neq|ne)(?![a-zA-Z])|!=/g, '≠'],
];

const VARIABLE = new RegExp(`^${variableName}$`);
const FLIPPED: Readonly<Record<TRelation, TRelation>> = { '<': '>', '≤': '≥', '>': '<', '≥': '≤', '≠': '≠' };

const below = (end: string, closed: boolean): TIntervalText => ({
  kind: 'interval',
  lowerClosed: false,
  lower: '-\\infty',
  upper: end,
  upperClosed: closed,
});
const above = (end: string, closed: boolean): TIntervalText => ({
  kind: 'interval',
  lowerClosed: closed,
  lower: end,
  upper: '\\infty',
  upperClosed: false,
});

/** `x ? end` as intervals. */
function oneSided(relation: TRelation, end: string): TIntervalText[] {
  if (relation === '≠') return [below(end, false), above(end, false)];
  if (relation === '<' || relation === '≤') return [below(end, relation === '≤')];
  return [above(end, relation === '≥')];
}

/** `a ? x ? b` with both relations pointing the same way, as one interval; null otherwise. */
function twoSided(first: TRelation, left: string, second: TRelation, right: string): TIntervalText | null {
  const rising = (relation: TRelation) => relation === '<' || relation === '≤';
  const falling = (relation: TRelation) => relation === '>' || relation === '≥';
  if (rising(first) && rising(second))
    return { kind: 'interval', lowerClosed: first === '≤', lower: left, upper: right, upperClosed: second === '≤' };
  if (falling(first) && falling(second))
    return { kind: 'interval', lowerClosed: second === '≥', lower: right, upper: left, upperClosed: first === '≥' };
  return null;
}

/** One inequality as its variable and intervals, or null when it is not `x ? a`, `a ? x` or `a ? x ? b`. */
function readInequality(text: string): { variable: string; intervals: TIntervalText[] } | null {
  const parts = text.split(/([<>≤≥≠])/).map((part) => part.trim());
  if (parts.some((part) => part === '')) return null;
  if (parts.length === 3) {
    const [left, relation, right] = parts as [string, TRelation, string];
    if (VARIABLE.test(left) && !VARIABLE.test(right)) return { variable: left, intervals: oneSided(relation, right) };
    if (VARIABLE.test(right) && !VARIABLE.test(left))
      return { variable: right, intervals: oneSided(FLIPPED[relation], left) };
    return null;
  }
  if (parts.length === 5) {
    const [left, first, variable, second, right] = parts as [string, TRelation, string, TRelation, string];
    const interval = VARIABLE.test(variable) ? twoSided(first, left, second, right) : null;
    return interval ? { variable, intervals: [interval] } : null;
  }
  return null;
}

/**
 * A solution set written as inequalities (alternatives joined by `lub`, `∨`, `;`) as interval texts, or null when
 * the text is not inequalities in one and the same variable. The ends are read by the caller.
 */
export function splitInequalities(text: string): TIntervalText[] | null {
  let spelled = text;
  for (const [pattern, relation] of RELATION_SPELLINGS) spelled = spelled.replace(pattern, relation);
  if (!/[<>≤≥≠]/.test(spelled)) return null;
  const read = markAlternatives(spelled)
    .split(';')
    .map((piece) => readInequality(piece.trim()));
  if (!read.every((piece) => piece !== null)) return null;
  const variables = new Set(read.map((piece) => piece.variable));
  return variables.size === 1 ? read.flatMap((piece) => piece.intervals) : null;
}
