import type { Expression } from '@cortex-js/compute-engine';
import type { MathJsonExpression } from '@cortex-js/compute-engine/math-json';
import { areApproximatelyEqual, type TReadNumber } from '../../answer-checking/answer-math';
import type { TRelation } from './read-steps';

/** Points where a wrong step would be caught; denominators 7 and 13 keep them off any nice answer. */
export const SAMPLE_POINTS = [
  -59 / 7,
  -100 / 13,
  -23 / 7,
  -11 / 7,
  -3 / 7,
  2 / 7,
  9 / 7,
  19 / 7,
  36 / 7,
  67 / 7,
  150 / 13,
];
/** Floating-point slack of a relation evaluated at a sample point. */
const RELATION_EPSILON = 1e-9;

const UNARY: Readonly<Record<string, (value: number) => number>> = {
  Negate: (value) => -value,
  Sqrt: Math.sqrt,
  Abs: Math.abs,
  Square: (value) => value * value,
  Sin: Math.sin,
  Cos: Math.cos,
  Tan: Math.tan,
  Cot: (value) => 1 / Math.tan(value),
  Ln: Math.log,
  Lb: Math.log2,
  Lg: Math.log10,
  Exp: Math.exp,
  Delimiter: (value) => value,
};

/**
 * The value of the engine's canonical MathJSON at a point, in floating point (NaN where undefined): sampling a
 * step at many points this way costs microseconds, where substituting in the engine costs a millisecond each.
 */
function evaluateJson(json: MathJsonExpression, scope: Readonly<Record<string, number>>): number {
  if (typeof json === 'number') return json;
  if (typeof json === 'string') {
    if (json in scope) return scope[json]!;
    if (json === 'Pi') return Math.PI;
    if (json === 'ExponentialE') return Math.E;
    return Number.NaN;
  }
  if (!Array.isArray(json)) return 'num' in json ? Number(json.num) : Number.NaN;
  const [operator, ...args] = json as [string, ...MathJsonExpression[]];
  const values = args.map((argument) => evaluateJson(argument, scope));
  const [a = Number.NaN, b = Number.NaN] = values;
  switch (operator) {
    case 'Add':
      return values.reduce((sum, value) => sum + value, 0);
    case 'Multiply':
      return values.reduce((product, value) => product * value, 1);
    case 'Subtract':
      return a - b;
    case 'Divide':
    case 'Rational':
      return b === 0 ? Number.NaN : a / b;
    case 'Power':
      return a ** b;
    case 'Root':
      return a < 0 && b % 2 === 1 ? -((-a) ** (1 / b)) : a ** (1 / b);
    case 'Log':
      return args.length > 1 ? Math.log(a) / Math.log(b) : Math.log10(a);
    default: {
      const unary = UNARY[operator];
      return unary && values.length === 1 ? unary(a) : Number.NaN;
    }
  }
}

export function valueAt(expression: Expression, scope: Readonly<Record<string, number>>): number {
  const value = evaluateJson(expression.json, scope);
  return Number.isFinite(value) ? value : Number.NaN;
}

/** Whether `left relation right` holds at a point (false where a side is undefined). */
export function holdsAt(
  left: Expression,
  relation: TRelation,
  right: Expression,
  scope: Record<string, number>,
): boolean {
  const difference = valueAt(left, scope) - valueAt(right, scope);
  if (Number.isNaN(difference)) return false;
  const scale = RELATION_EPSILON * Math.max(1, Math.abs(valueAt(left, scope)), Math.abs(valueAt(right, scope)));
  switch (relation) {
    case '=':
      return Math.abs(difference) <= scale;
    case '<':
      return difference < -scale;
    case '>':
      return difference > scale;
    case '\\le':
      return difference <= scale;
    case '\\ge':
      return difference >= -scale;
  }
}

/** Whether an equation holds exactly at a rational point: the CAS substitutes and evaluates both sides. */
export function holdsExactly(left: Expression, right: Expression, point: Record<string, TReadNumber>): boolean {
  const engine = left.engine;
  const substitution: Record<string, Expression> = {};
  for (const [name, value] of Object.entries(point)) {
    substitution[name] = value.exact
      ? engine.box(['Rational', Number(value.exact.numerator), Number(value.exact.denominator)])
      : engine.number(value.approx);
  }
  const sides = [left, right].map((side) => side.subs(substitution).evaluate().N());
  const [l, r] = sides.map((side) => side.re);
  if (l === undefined || r === undefined || !Number.isFinite(l) || !Number.isFinite(r)) return false;
  if (sides.some((side) => Number.isFinite(side.im) && side.im !== 0)) return false;
  return areApproximatelyEqual(l, r);
}

/** Whether two expressions agree at the sample points, in floating point: the quick test for the middle steps. */
export function agreeAtSamples(a: Expression, b: Expression): boolean {
  const variables = [...new Set([...a.unknowns, ...b.unknowns])];
  let defined = 0;
  for (const [index, point] of SAMPLE_POINTS.entries()) {
    const scope: Record<string, number> = {};
    variables.forEach((name, position) => {
      scope[name] = position === 0 ? point : SAMPLE_POINTS[(index + 3 * position) % SAMPLE_POINTS.length]!;
    });
    const [x, y] = [valueAt(a, scope), valueAt(b, scope)];
    if (Number.isNaN(x) && Number.isNaN(y)) continue;
    if (Number.isNaN(x) || Number.isNaN(y) || !areApproximatelyEqual(x, y)) return false;
    defined += 1;
  }
  return defined >= SAMPLE_POINTS.length / 2;
}
