import { type TAnswerKey, type TAnswerKind, ZAnswerKey } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import { isAnswerCorrect, isReadableAnswerKey } from '../../modules/answer-checking/answer-equality';
import type { TDemoTask } from './demo-content.types';
import { demoTasks } from './index';

/*
 * Content trust (issue 18 point 5): every demo task's answer is recomputed here, by exact arithmetic on
 * fractions or by numerics, from the task's data alone; the stored answer (the answer key of an open task,
 * the option marked correct of a closed one) must agree with it, and the solution's last step must state it.
 */

// ---------------------------------------------------------------------------------------------------------
// Exact rational arithmetic

type TQ = { n: bigint; d: bigint };

const gcd = (a: bigint, b: bigint): bigint => {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y) [x, y] = [y, x % y];
  return x;
};

const q = (n: bigint | number, d: bigint | number = 1n): TQ => {
  let [num, den] = [BigInt(n), BigInt(d)];
  if (den === 0n) throw new Error('division by zero');
  if (den < 0n) [num, den] = [-num, -den];
  const g = gcd(num, den) || 1n;
  return { n: num / g, d: den / g };
};
/** A terminating decimal written the Polish way ('1,4'). */
const dec = (text: string): TQ => {
  const [whole, frac = ''] = text.split(',');
  return q(BigInt(whole + frac), 10n ** BigInt(frac.length));
};
const add = (a: TQ, b: TQ) => q(a.n * b.d + b.n * a.d, a.d * b.d);
const sub = (a: TQ, b: TQ) => q(a.n * b.d - b.n * a.d, a.d * b.d);
const mul = (a: TQ, b: TQ) => q(a.n * b.n, a.d * b.d);
const div = (a: TQ, b: TQ) => q(a.n * b.d, a.d * b.n);
const pow = (a: TQ, k: number) => q(a.n ** BigInt(k), a.d ** BigInt(k));
const cmp = (a: TQ, b: TQ) => Number(sub(a, b).n > 0n) - Number(sub(a, b).n < 0n);
const eq = (a: TQ, b: TQ) => cmp(a, b) === 0;
const abs = (a: TQ) => q(a.n < 0n ? -a.n : a.n, a.d);
const sum = (values: TQ[]) => values.reduce(add, q(0));
const toNumber = (a: TQ) => Number(a.n) / Number(a.d);
const floor = (a: TQ) => (a.n >= 0n ? a.n / a.d : -((-a.n + a.d - 1n) / a.d));
const ceil = (a: TQ) => -floor(q(-a.n, a.d));

const isqrt = (v: bigint) => {
  if (v < 0n) return null;
  let x = BigInt(Math.floor(Math.sqrt(Number(v))));
  while (x * x > v) x -= 1n;
  while ((x + 1n) * (x + 1n) <= v) x += 1n;
  return x * x === v ? x : null;
};
/** The square root of a rational square, or null. */
const sqrtQ = (a: TQ): TQ | null => {
  const [n, d] = [isqrt(a.n), isqrt(a.d)];
  return n === null || d === null ? null : q(n, d);
};

/** The rational roots of ax^2 + bx + c with a rational discriminant root, ascending. */
function quadraticRoots(a: TQ, b: TQ, c: TQ): TQ[] {
  const delta = sub(mul(b, b), mul(q(4), mul(a, c)));
  if (delta.n < 0n) return [];
  const root = sqrtQ(delta);
  if (root === null) throw new Error('irrational roots');
  const roots = [div(sub(q(-b.n, b.d), root), mul(q(2), a)), div(add(q(-b.n, b.d), root), mul(q(2), a))];
  const unique = eq(roots[0]!, roots[1]!) ? [roots[0]!] : roots;
  return unique.sort(cmp);
}

/** Value of a polynomial with coefficients from the constant term up. */
const evalPoly = (coefficients: TQ[], x: TQ) =>
  coefficients.reduceRight((acc, coefficient) => add(mul(acc, x), coefficient), q(0));

/** Determinant by Gaussian elimination on fractions. */
function det(matrix: TQ[][]): TQ {
  const m = matrix.map((row) => [...row]);
  let result = q(1);
  for (let col = 0; col < m.length; col++) {
    const pivot = m.findIndex((row, index) => index >= col && row[col]!.n !== 0n);
    if (pivot < 0) return q(0);
    if (pivot !== col) {
      [m[col], m[pivot]] = [m[pivot]!, m[col]!];
      result = q(-result.n, result.d);
    }
    result = mul(result, m[col]![col]!);
    for (let row = col + 1; row < m.length; row++) {
      const factor = div(m[row]![col]!, m[col]![col]!);
      m[row] = m[row]!.map((value, k) => sub(value, mul(factor, m[col]![k]!)));
    }
  }
  return result;
}

/** Rank by Gaussian elimination on fractions. */
function rank(matrix: TQ[][]): number {
  const m = matrix.map((row) => [...row]);
  let r = 0;
  for (let col = 0; col < m[0]!.length && r < m.length; col++) {
    const pivot = m.findIndex((row, index) => index >= r && row[col]!.n !== 0n);
    if (pivot < 0) continue;
    [m[r], m[pivot]] = [m[pivot]!, m[r]!];
    for (let row = 0; row < m.length; row++) {
      if (row === r) continue;
      const factor = div(m[row]![col]!, m[r]![col]!);
      m[row] = m[row]!.map((value, k) => sub(value, mul(factor, m[r]![k]!)));
    }
    r += 1;
  }
  return r;
}

/** Solves a square linear system by Cramer's rule. */
function cramer(matrix: TQ[][], rhs: TQ[]): TQ[] {
  const main = det(matrix);
  if (main.n === 0n) throw new Error('singular system');
  return matrix.map((_, col) => div(det(matrix.map((row, i) => row.map((v, k) => (k === col ? rhs[i]! : v)))), main));
}

const ints = (...values: number[]) => values.map((value) => q(value));

// ---------------------------------------------------------------------------------------------------------
// Writing results for the checker

const texQ = (a: TQ) => {
  if (a.d === 1n) return `${a.n}`;
  return `${a.n < 0n ? '-' : ''}\\frac{${a.n < 0n ? -a.n : a.n}}{${a.d}}`;
};
/** A terminating decimal with the decimal comma. */
const decimalTex = (a: TQ) => {
  let digits = 0;
  let scaled = a;
  while (scaled.d !== 1n) {
    scaled = mul(scaled, q(10));
    digits += 1;
    if (digits > 12) throw new Error('not a terminating decimal');
  }
  const sign = scaled.n < 0n ? '-' : '';
  const text = (scaled.n < 0n ? -scaled.n : scaled.n).toString().padStart(digits + 1, '0');
  return digits ? `${sign}${text.slice(0, -digits)},${text.slice(-digits)}` : `${sign}${text}`;
};
const setTex = (items: string[]) => `\\{${items.join('; ')}\\}`;
/** `c\pi` for a rational multiple of pi. */
const piTex = (a: TQ) => (a.d === 1n ? `${a.n}\\pi` : `\\frac{${a.n}\\pi}{${a.d}}`);
const linearTex = (slope: TQ, intercept: TQ) => {
  const x = slope.d === 1n && (slope.n === 1n || slope.n === -1n) ? `${slope.n < 0n ? '-' : ''}x` : `${texQ(slope)}x`;
  if (intercept.n === 0n) return x;
  return `${x} ${intercept.n < 0n ? '-' : '+'} ${texQ(abs(intercept))}`;
};

// ---------------------------------------------------------------------------------------------------------
// Numerics

const close = (a: number, b: number, tolerance = 1e-9) => Math.abs(a - b) <= tolerance * Math.max(1, Math.abs(b));
const assertClose = (a: number, b: number, what: string, tolerance = 1e-9) => {
  if (!close(a, b, tolerance)) throw new Error(`${what}: ${a} is not ${b}`);
};
const assert = (condition: boolean, what: string) => {
  if (!condition) throw new Error(what);
};
/** Simpson's rule on [a, b]. */
const integrate = (f: (x: number) => number, a: number, b: number, steps = 2000) => {
  const h = (b - a) / steps;
  let total = f(a) + f(b);
  for (let i = 1; i < steps; i++) total += f(a + i * h) * (i % 2 ? 4 : 2);
  return (total * h) / 3;
};
const derivative = (f: (x: number) => number, x: number, h = 1e-5) => (f(x + h) - f(x - h)) / (2 * h);
const degrees = (angle: number) => (angle * Math.PI) / 180;

// ---------------------------------------------------------------------------------------------------------
// The computations, one per task

type TProof = {
  /** How the result is compared (for a closed task: how its options are compared). */
  kind: TAnswerKind;
  /** Computes the task's result from its data and writes it for the checker. */
  compute: () => string;
  /** Reads a closed task's option (default: its maths without a leading `x =`). */
  option?: (answer: string) => string;
};

const proofs: Record<string, TProof> = {
  // ----- primary school
  'dodawanie-i-odejmowanie-ulamkow-o-roznych-mianownikach': {
    kind: 'FRACTION',
    compute: () => texQ(sub(add(q(2, 3), q(3, 4)), q(1, 6))),
  },
  'cena-roweru-po-obnizce-procentowej': {
    kind: 'NUMBER',
    compute: () => texQ(sub(q(1250), mul(q(1250), q(16, 100)))),
  },
  'rownanie-liniowe-z-nawiasami': {
    kind: 'NUMBER',
    compute: () => {
      const left = (x: TQ) => sub(mul(q(3), sub(x, q(2))), mul(q(2), add(x, q(1))));
      const slope = sub(left(q(1)), left(q(0)));
      const x = div(sub(q(5), left(q(0))), slope);
      assert(eq(left(x), q(5)), 'the root satisfies the equation');
      return `x = ${texQ(x)}`;
    },
  },
  'pole-ogrodu-w-ksztalcie-trapezu-i-worki-nawozu': {
    kind: 'NUMBER',
    compute: () => {
      const area = div(mul(add(q(18), q(12)), q(10)), q(2));
      assert(eq(area, q(150)), 'the garden has 150 m^2');
      return `${ceil(div(area, q(40)))}`;
    },
  },
  'liczba-blizsza-zera-na-osi-liczbowej': {
    kind: 'NUMBER',
    compute: () => {
      const options = [q(-8, 10), q(7, 9), q(-7, 10), q(4, 5)];
      const closer = options.filter((value) => cmp(abs(value), q(3, 4)) < 0);
      assert(closer.length === 1, 'exactly one option is closer to zero');
      return texQ(closer[0]!);
    },
  },
  'liczba-podzielna-przez-12': {
    kind: 'NUMBER',
    compute: () => {
      const divisible = [2346, 4128, 3124, 5210].filter((value) => value % 12 === 0);
      assert(divisible.length === 1, 'exactly one option is divisible by 12');
      return `${divisible[0]}`;
    },
  },
  'najwieksza-liczba-jednakowych-paczek-z-cukierkami': {
    kind: 'TUPLE',
    compute: () => {
      const packs = Number(gcd(84n, 60n));
      const more = Array.from({ length: 60 }, (_, i) => i + 1).filter((k) => 84 % k === 0 && 60 % k === 0);
      assert(Math.max(...more) === packs && 84 / packs === 7 && 60 / packs === 5, '12 packs of 7 and 5');
      return `${packs}; ${84 / packs}; ${60 / packs}`;
    },
  },
  'bilety-ulgowe-i-normalne-do-kina': {
    kind: 'TUPLE',
    compute: () => {
      const solutions = Array.from({ length: 29 }, (_, x) => x).filter((x) => 18 * x + 25 * (28 - x) === 539);
      assert(solutions.length === 1 && 28 - solutions[0]! === 5, '23 reduced and 5 full tickets');
      return `${solutions[0]}; ${28 - solutions[0]!}`;
    },
  },
  'srednia-ocen-z-matematyki': {
    kind: 'NUMBER',
    compute: () => texQ(div(sum(ints(5, 4, 4, 3, 6, 2, 4)), q(7))),
  },
  'pole-boiska-w-arach': {
    kind: 'NUMBER',
    compute: () => texQ(div(mul(q(40), q(25)), q(100))),
    // In ares: a hectare is 100 ares.
    option: (answer) => {
      const value = mathOf(answer);
      return answer.includes('hektar') ? texQ(mul(q(BigInt(value)), q(100))) : value;
    },
  },
  'wartosc-wyrazenia-z-potegami-i-pierwiastkiem': {
    kind: 'NUMBER',
    compute: () => `${2 ** 3 * 5 - Math.sqrt(81) + (-3) ** 2}`,
  },
  'srednia-predkosc-na-wycieczce-rowerowej': {
    kind: 'NUMBER',
    compute: () => texQ(div(q(36), add(q(2), q(15, 60)))),
  },
  'drabina-oparta-o-sciane-pitagoras': {
    kind: 'NUMBER',
    compute: () => {
      const height = sqrtQ(sub(pow(q(5), 2), pow(dec('1,4'), 2)));
      assert(height !== null, 'the height is rational');
      return texQ(height!);
    },
  },
  'kolejnosc-dzialan-na-ulamkach-dziesietnych': {
    kind: 'NUMBER',
    compute: () => texQ(add(mul(dec('0,5'), sub(dec('2,4'), dec('1,6'))), div(dec('1,2'), dec('0,4')))),
  },
  'procent-chlopcow-w-klasie': {
    kind: 'NUMBER',
    compute: () => `${decimalTex(mul(div(sub(q(25), q(9)), q(25)), q(100)))}\\%`,
  },
  'woda-w-akwarium-prostopadloscian': {
    kind: 'NUMBER',
    compute: () => texQ(div(mul(mul(q(60), q(30)), mul(q(3, 4), q(40))), q(1000))),
  },
  'kat-miedzy-ramionami-trojkata-rownoramiennego': {
    kind: 'NUMBER',
    compute: () => `${180 - 2 * 52}`,
  },
  'liczby-pierwsze-miedzy-20-a-40': {
    kind: 'NUMBER',
    compute: () => {
      const isPrime = (n: number) => n > 1 && Array.from({ length: n - 2 }, (_, i) => i + 2).every((k) => n % k);
      return `${Array.from({ length: 19 }, (_, i) => i + 21).filter(isPrime).length}`;
    },
  },
  'proporcja-przepis-na-nalesniki': {
    kind: 'TUPLE',
    compute: () => {
      const scale = q(30, 12);
      assert(eq(mul(q(300), scale), q(750)) && eq(mul(q(200), scale), q(500)), '750 ml of milk and 500 g of flour');
      return `${texQ(mul(q(2), scale))}; ${texQ(mul(q(300), scale))}; ${texQ(mul(q(200), scale))}`;
    },
  },
  'liczba-obrotow-kola-rowerowego': {
    kind: 'NUMBER',
    compute: () => `${floor(div(q(100_000), mul(dec('3,14'), q(70))))}`,
  },
  'upraszczanie-wyrazenia-algebraicznego-i-wartosc': {
    kind: 'NUMBER',
    compute: () => {
      const value = (a: TQ, b: TQ) => sub(mul(q(2), sub(mul(q(3), a), b)), sub(a, mul(q(4), b)));
      // The simplified form 5a + 2b agrees at several points.
      for (const [a, b] of [
        [2, 7],
        [-3, 5],
        [1, 1],
      ] as const)
        assert(eq(value(q(a), q(b)), q(5 * a + 2 * b)), 'simplifies to 5a + 2b');
      return texQ(value(q(-1), q(3)));
    },
  },

  // ----- high school
  'rownanie-kwadratowe-z-delta-dodatnia': {
    kind: 'SET',
    compute: () => setTex(quadraticRoots(q(2), q(-7), q(3)).reverse().map(decimalTex)),
  },
  'nierownosc-kwadratowa-zbior-rozwiazan': {
    kind: 'INTERVAL',
    compute: () => {
      const [x1, x2] = quadraticRoots(q(1), q(-2), q(-15));
      const f = (x: TQ) => evalPoly(ints(-15, -2, 1), x);
      // Upward parabola: non-positive exactly between the roots, the roots included.
      assert(f(x1!).n === 0n && f(q(0)).n < 0 && f(sub(x1!, q(1, 100))).n > 0n, 'the sign of the trinomial');
      return `⟨${texQ(x1!)}; ${texQ(x2!)}⟩`;
    },
  },
  'zbior-wartosci-funkcji-kwadratowej-z-wierzcholka': {
    kind: 'INTERVAL',
    compute: () => {
      const coefficients = ints(-5, 8, -2);
      const p = div(q(-8), mul(q(2), q(-2)));
      const top = evalPoly(coefficients, p);
      for (let i = -40; i <= 40; i++) assert(cmp(evalPoly(coefficients, q(i, 4)), top) <= 0, 'the vertex is highest');
      return `(-\\infty; ${texQ(top)}⟩`;
    },
  },
  'suma-dwudziestu-wyrazow-ciagu-arytmetycznego': {
    kind: 'NUMBER',
    compute: () => {
      const r = div(q(22 - 7), q(8 - 3));
      const first = sub(q(7), mul(q(2), r));
      return texQ(sum(Array.from({ length: 20 }, (_, i) => add(first, mul(q(i), r)))));
    },
  },
  'szosty-wyraz-ciagu-geometrycznego': {
    kind: 'NUMBER',
    compute: () => {
      const ratios = Array.from({ length: 201 }, (_, i) => i - 100).filter((k) => 6 * k ** 3 === 162);
      assert(ratios.length === 1, 'one real ratio');
      return `${162 * ratios[0]!}`;
    },
  },
  'wartosc-wyrazenia-logarytmicznego': {
    kind: 'FRACTION',
    compute: () => {
      // log_3 27 = 3 exactly; log_2 sqrt(8) = (1/2) log_2 8 = 3/2.
      assert(3 ** 3 === 54 / 2 && 2 ** 3 === 8, 'the powers');
      const value = add(q(3), mul(q(1, 2), q(3)));
      assertClose(
        Math.log(54) / Math.log(3) - Math.log(2) / Math.log(3) + Math.log2(Math.sqrt(8)),
        toNumber(value),
        'logs',
      );
      return texQ(value);
    },
  },
  'sinus-i-tangens-kata-ostrego-z-cosinusa': {
    kind: 'FRACTION',
    compute: () => {
      const cos = q(5, 13);
      const sin = sqrtQ(sub(q(1), pow(cos, 2)));
      assert(sin !== null, 'a rational sine');
      assertClose(Math.tan(Math.acos(5 / 13)), toNumber(div(sin!, cos)), 'tangent');
      return texQ(div(sin!, cos));
    },
  },
  'lokata-bankowa-z-kapitalizacja-roczna': {
    kind: 'NUMBER',
    compute: () => {
      const capital = mul(q(5000), pow(dec('1,04'), 2));
      assert(eq(capital, q(5408)), '5408 zł after two years');
      return `${decimalTex(mul(div(sub(capital, q(5000)), q(5000)), q(100)))}\\%`;
    },
  },
  'prawdopodobienstwo-sumy-oczek-rownej-8': {
    kind: 'FRACTION',
    compute: () => {
      const dice = [1, 2, 3, 4, 5, 6];
      const outcomes = dice.flatMap((a) => dice.map((b) => a + b));
      return texQ(q(outcomes.filter((total) => total === 8).length, outcomes.length));
    },
  },
  'pole-trojkata-z-katem-rozwartym-150-stopni': {
    kind: 'NUMBER',
    compute: () => {
      assertClose(Math.sin(degrees(150)), 0.5, 'sin 150°');
      return texQ(mul(mul(q(1, 2), q(6 * 10)), q(1, 2)));
    },
  },
  'trzeci-bok-trojkata-z-twierdzenia-cosinusow': {
    kind: 'NUMBER',
    compute: () => {
      assertClose(Math.cos(degrees(60)), 0.5, 'cos 60°');
      const side = sqrtQ(sub(q(25 + 64), mul(q(2 * 5 * 8), q(1, 2))));
      assert(side !== null, 'a rational side');
      return texQ(add(q(5 + 8), side!));
    },
  },
  'objetosc-ostroslupa-prawidlowego-czworokatnego': {
    kind: 'EXPRESSION',
    compute: () => {
      // H^2 = 5^2 - (half the diagonal)^2, the half diagonal squared being 6^2 / 2; V^2 = (36 / 3)^2 H^2.
      const heightSquared = sub(q(25), div(q(36), q(2)));
      const volumeSquared = mul(pow(div(q(36), q(3)), 2), heightSquared);
      return `\\sqrt{${texQ(volumeSquared)}}`;
    },
  },
  'objetosc-stozka-z-tworzacej-i-promienia': {
    kind: 'EXPRESSION',
    compute: () => {
      const height = sqrtQ(q(25 - 9));
      assert(height !== null, 'a rational height');
      return piTex(mul(q(1, 3), mul(q(9), height!)));
    },
  },
  'miejsce-zerowe-funkcji-liniowej-2x-minus-6': {
    kind: 'NUMBER',
    compute: () => {
      const root = div(q(6), q(2));
      assert(eq(sub(mul(q(2), root), q(6)), q(0)), 'f vanishes at the root');
      return texQ(root);
    },
  },
  'punkt-przeciecia-wykresu-funkcji-liniowej-z-osia-oy': {
    kind: 'TEXT',
    // The point where x = 0.
    compute: () => `(0, ${texQ(add(mul(q(-3), q(0)), q(4)))})`,
  },
  'funkcja-liniowa-z-parametrem-malejaca': {
    kind: 'TEXT',
    compute: () => {
      // The slope m - 2 is negative exactly below its root.
      const root = q(2);
      for (let m = -50; m <= 50; m++) assert(m - 2 < 0 === m < 2, `m = ${m}`);
      assert(eq(sub(root, q(2)), q(0)), 'the slope vanishes at the bound');
      return `m < ${texQ(root)}`;
    },
  },
  'rownanie-prostej-przez-dwa-punkty': {
    kind: 'EXPRESSION',
    compute: () => {
      const slope = div(q(-3 - 5), q(3 - -1));
      const intercept = sub(q(5), mul(slope, q(-1)));
      assert(eq(add(mul(slope, q(3)), intercept), q(-3)), 'B lies on the line');
      return linearTex(slope, intercept);
    },
  },
  'rownanie-z-wartoscia-bezwzgledna': {
    kind: 'SET',
    compute: () => setTex([q(3 + 7, 2), q(3 - 7, 2)].map(texQ)),
  },
  'dowod-podzielnosc-przez-8-kwadratu-liczby-nieparzystej': {
    kind: 'TEXT',
    compute: () => {
      for (let n = -2000n; n <= 2000n; n++) assert(((2n * n + 1n) ** 2n - 1n) % 8n === 0n, `n = ${n}`);
      // (2n + 1)^2 - 1 = 4n(n + 1) as polynomials: equal at more points than the degree.
      for (let n = 0n; n < 4n; n++) assert((2n * n + 1n) ** 2n - 1n === 4n * n * (n + 1n), 'the identity');
      return 'podzielna przez 8';
    },
  },
  'dowod-suma-liczby-i-jej-odwrotnosci': {
    kind: 'TEXT',
    compute: () => {
      for (let a = 1; a <= 30; a++)
        for (let b = 1; b <= 30; b++) {
          const [x, y] = [q(a, 7), q(b, 3)];
          const difference = sub(add(div(x, y), div(y, x)), q(2));
          assert(eq(difference, div(pow(sub(x, y), 2), mul(x, y))) && difference.n >= 0n, `a = ${a}, b = ${b}`);
        }
      return 'prawdziwa';
    },
  },
  'rownanie-kwadratowe-z-parametrem-dwa-pierwiastki-dodatnie': {
    kind: 'INTERVAL',
    compute: () => {
      // Delta(m) = (2m)^2 - 4(m + 6); its larger root bounds the answer.
      const bound = quadraticRoots(q(4), q(-4), q(-24)).at(-1)!;
      const twoPositiveRoots = (m: number) => {
        const delta = 4 * m * m - 4 * (m + 6);
        if (delta <= 0) return false;
        return (2 * m - Math.sqrt(delta)) / 2 > 0;
      };
      for (let i = -400; i <= 400; i++) {
        const m = i / 20;
        assert(twoPositiveRoots(m) === m > toNumber(bound), `m = ${m}`);
      }
      return `(${texQ(bound)}, \\infty)`;
    },
  },
  'suma-kwadratow-pierwiastkow-ze-wzorow-vietea': {
    kind: 'NUMBER',
    compute: () => {
      const [x1, x2] = [3 - Math.sqrt(5), 3 + Math.sqrt(5)];
      assertClose(x1 * x1 - 6 * x1 + 4, 0, 'x1 is a root', 1e-12);
      return `${Math.round(x1 ** 2 + x2 ** 2)}`;
    },
  },
  'optymalizacja-wybieg-przy-scianie-stodoly': {
    kind: 'NUMBER',
    compute: () => {
      const area = (x: TQ) => mul(x, sub(q(80), mul(q(2), x)));
      const candidates = Array.from({ length: 3999 }, (_, i) => q(i + 1, 100));
      const best = candidates.reduce((a, b) => (cmp(area(b), area(a)) > 0 ? b : a));
      assert(eq(best, q(20)), 'the side is 20 m');
      return texQ(area(best));
    },
  },
  'optymalizacja-pudelko-bez-pokrywki-z-kartonu': {
    kind: 'NUMBER',
    compute: () => {
      const volume = (x: TQ) => mul(x, pow(sub(q(24), mul(q(2), x)), 2));
      const candidates = Array.from({ length: 1199 }, (_, i) => q(i + 1, 100));
      const best = candidates.reduce((a, b) => (cmp(volume(b), volume(a)) > 0 ? b : a));
      assert(eq(best, q(4)), 'the cut-out side is 4 cm');
      return texQ(volume(best));
    },
  },
  'monotonicznosc-i-ekstrema-wielomianu-trzeciego-stopnia': {
    kind: 'INTERVAL',
    compute: () => {
      const f = (x: TQ) => evalPoly(ints(1, 9, -6, 1), x);
      const [a, b] = quadraticRoots(q(3), q(-12), q(9));
      // f decreases on [a, b] and increases just outside it.
      const grid = Array.from({ length: 81 }, (_, i) => add(a!, mul(sub(b!, a!), q(i, 80))));
      for (let i = 1; i < grid.length; i++) assert(cmp(f(grid[i]!), f(grid[i - 1]!)) < 0, 'decreasing');
      assert(cmp(f(sub(a!, q(1, 10))), f(a!)) < 0 && cmp(f(add(b!, q(1, 10))), f(b!)) > 0, 'increasing outside');
      assert(eq(f(a!), q(5)) && eq(f(b!), q(1)), 'the extrema 5 and 1');
      return `[${texQ(a!)}, ${texQ(b!)}]`;
    },
  },
  'rownanie-stycznej-do-paraboli': {
    kind: 'EXPRESSION',
    compute: () => {
      const coefficients = ints(1, -3, 1);
      const slope = add(mul(q(2), q(2)), coefficients[1]!);
      const intercept = sub(evalPoly(coefficients, q(2)), mul(slope, q(2)));
      return linearTex(slope, intercept);
    },
  },
  'granica-ciagu-ilorazu-wielomianow-drugiego-stopnia': {
    kind: 'FRACTION',
    compute: () => {
      const limit = q(3, -6);
      const n = 1e6;
      assertClose((3 * n * n - 2 * n + 1) / (5 - 6 * n * n), toNumber(limit), 'the sequence', 1e-5);
      return texQ(limit);
    },
  },
  'rownanie-trygonometryczne-kwadratowe-wzgledem-sinusa': {
    kind: 'SET',
    compute: () => {
      const g = (x: number) => 2 * Math.sin(x) ** 2 - Math.sin(x) - 1;
      // sin x is 1 or -1/2, so every solution is a multiple of pi/6.
      const roots = quadraticRoots(q(2), q(-1), q(-1));
      assert(eq(roots[0]!, q(-1, 2)) && eq(roots[1]!, q(1)), 'sin x = -1/2 or 1');
      const multiples = Array.from({ length: 13 }, (_, k) => k).filter((k) => close(g((k * Math.PI) / 6), 0, 1e-12));
      for (let i = 0; i <= 100_000; i++) {
        const x = (2 * Math.PI * i) / 100_000;
        if (Math.abs(g(x)) < 1e-6)
          assert(
            multiples.some((k) => Math.abs(x - (k * Math.PI) / 6) < 1e-2),
            `no other solution near ${x}`,
          );
      }
      return setTex(multiples.map((k) => piTex(q(k, 6))));
    },
  },
  'wspolczynnik-wielomianu-z-twierdzenia-bezouta': {
    kind: 'NUMBER',
    compute: () => {
      const remainder = (a: TQ) => evalPoly([q(3), q(-4), a, q(1)], q(2));
      const a = div(sub(q(7), remainder(q(0))), sub(remainder(q(1)), remainder(q(0))));
      assert(eq(remainder(a), q(7)), 'W(2) = 7');
      return texQ(a);
    },
  },
  'rownanie-wielomianowe-grupowanie-wyrazow': {
    kind: 'SET',
    compute: () => {
      const coefficients = ints(18, -9, -2, 1);
      const divisors = [1, 2, 3, 6, 9, 18].flatMap((d) => [d, -d]);
      const roots = divisors.filter((x) => evalPoly(coefficients, q(x)).n === 0n).sort((a, b) => b - a);
      assert(roots.length === 3, 'three roots of a cubic');
      return setTex(roots.map(String));
    },
  },
  'losowanie-dwoch-kul-roznych-kolorow-bez-zwracania': {
    kind: 'FRACTION',
    compute: () => {
      const balls = [...Array(5).fill('white'), ...Array(3).fill('black')] as string[];
      const pairs = balls.flatMap((a, i) => balls.slice(i + 1).map((b) => [a, b] as const));
      return texQ(q(pairs.filter(([a, b]) => a !== b).length, pairs.length));
    },
  },
  'kat-wpisany-oparty-na-luku-kata-srodkowego': {
    kind: 'NUMBER',
    compute: () => {
      // A, B on the unit circle with angle AOB = 128°, C on the longer arc: measure the angle ACB.
      const point = (angle: number) => [Math.cos(degrees(angle)), Math.sin(degrees(angle))] as const;
      const [a, b, c] = [point(0), point(128), point(250)];
      const u = [a[0] - c[0], a[1] - c[1]];
      const v = [b[0] - c[0], b[1] - c[1]];
      const angle =
        (Math.acos((u[0]! * v[0]! + u[1]! * v[1]!) / (Math.hypot(u[0]!, u[1]!) * Math.hypot(v[0]!, v[1]!))) * 180) /
        Math.PI;
      return `${Math.round(angle * 1e6) / 1e6}`;
    },
  },
  'wysokosc-drzewa-z-cienia-twierdzenie-talesa': {
    kind: 'NUMBER',
    compute: () => texQ(div(mul(q(2), q(12)), dec('1,5'))),
  },
  'uklad-rownan-metoda-przeciwnych-wspolczynnikow': {
    kind: 'TEXT',
    compute: () => {
      const [x, y] = cramer(
        [
          [q(3), q(2)],
          [q(5), q(-2)],
        ],
        ints(7, 17),
      );
      return `x = ${texQ(x!)}, y = ${texQ(y!)}`;
    },
    option: (answer) => mathOf(answer).replace(/\\ /g, ' '),
  },
  'rownanie-logarytmiczne-z-dziedzina': {
    kind: 'NUMBER',
    compute: () => {
      const roots = quadraticRoots(q(1), q(1), q(-6)).filter((x) => cmp(x, q(1)) > 0);
      assert(roots.length === 1, 'one root in the domain');
      const x = toNumber(roots[0]!);
      assertClose(Math.log2(x + 2) + Math.log2(x - 1), 2, 'the equation');
      return `x = ${texQ(roots[0]!)}`;
    },
  },
  'suma-nieskonczonego-ciagu-geometrycznego': {
    kind: 'NUMBER',
    compute: () => {
      const ratio = q(4, 12);
      assert(eq(mul(q(4), ratio), q(4, 3)), 'the third term');
      const total = div(q(12), sub(q(1), ratio));
      const partial = Array.from({ length: 60 }, (_, k) => 12 * (1 / 3) ** k).reduce((a, b) => a + b);
      assertClose(partial, toNumber(total), 'partial sums');
      return texQ(total);
    },
  },
  'mediana-i-srednia-wynikow-sprawdzianu': {
    kind: 'NUMBER',
    compute: () => {
      const scores = [12, 18, 15, 20, 9, 15, 17, 20, 14, 20];
      const sorted = [...scores].sort((a, b) => a - b);
      const mean = div(sum(ints(...scores)), q(scores.length));
      const median = div(q(sorted[4]! + sorted[5]!), q(2));
      assert(eq(mean, median), 'the mean equals the median');
      return texQ(median);
    },
  },
  'bok-trojkata-i-promien-okregu-opisanego-twierdzenie-sinusow': {
    kind: 'EXPRESSION',
    compute: () => {
      // 2R = |BC| / sin 45°, so R^2 = 64 / (4 sin^2 45°) with sin^2 45° = 1/2.
      assertClose(Math.sin(degrees(45)) ** 2, 0.5, 'sin^2 45°');
      const radiusSquared = div(q(64), mul(q(4), q(1, 2)));
      assertClose(Math.sqrt(toNumber(radiusSquared)), 8 / (2 * Math.sin(degrees(45))), 'R');
      return `\\sqrt{${texQ(radiusSquared)}}`;
    },
  },
  'zbiorka-charytatywna-suma-ciagu-geometrycznego': {
    kind: 'NUMBER',
    compute: () => `${Array.from({ length: 8 }, (_, day) => 15 * 2 ** day).reduce((a, b) => a + b)}`,
  },

  // ----- university
  'granica-funkcji-sinus-3x-przez-2x': {
    kind: 'FRACTION',
    compute: () => {
      const limit = q(3, 2);
      for (const x of [1e-4, -1e-4, 1e-6]) assertClose(Math.sin(3 * x) / (2 * x), toNumber(limit), `x = ${x}`, 1e-7);
      return texQ(limit);
    },
  },
  'granica-ciagu-prowadzaca-do-liczby-e': {
    kind: 'EXPRESSION',
    compute: () => {
      // ln a_n = 3n ln(1 + 2/n) tends to an integer exponent.
      const exponent = (n: number) => 3 * n * Math.log1p(2 / n);
      const k = Math.round(exponent(1e9));
      assertClose(exponent(1e9), k, 'the exponent', 1e-6);
      assertClose((1 + 2 / 1e5) ** 3e5, Math.exp(k), 'the sequence', 1e-3);
      return `e^{${k}}`;
    },
  },
  'granica-z-regula-de-lhospitala-dwukrotnie': {
    kind: 'FRACTION',
    compute: () => {
      const limit = q(1, 2);
      for (const x of [1e-3, -1e-3]) assertClose((Math.expm1(x) - x) / x ** 2, toNumber(limit), `x = ${x}`, 1e-3);
      return decimalTex(limit);
    },
  },
  'pochodna-i-ekstremum-funkcji-x-kwadrat-e-do-minus-x': {
    kind: 'EXPRESSION',
    compute: () => {
      const f = (x: number) => x * x * Math.exp(-x);
      // The product rule, written out, and checked against a numerical derivative.
      const fPrime = (x: number) => 2 * x * Math.exp(-x) - x * x * Math.exp(-x);
      for (const x of [-1.5, 0.3, 1, 2.7, 5]) assertClose(derivative(f, x), fPrime(x), `x = ${x}`, 1e-7);
      return '2xe^{-x} - x^{2}e^{-x}';
    },
  },
  'calka-nieoznaczona-x-ln-x-przez-czesci': {
    kind: 'EXPRESSION',
    compute: () => {
      const antiderivative = (x: number) => 0.5 * x * x * Math.log(x) - 0.25 * x * x;
      for (const t of [0.5, 2, 3.5, 7])
        assertClose(
          integrate((x) => x * Math.log(x), 1, t),
          antiderivative(t) - antiderivative(1),
          `t = ${t}`,
          1e-9,
        );
      return '\\frac{1}{2}x^{2}\\ln x - \\frac{1}{4}x^{2} + C';
    },
  },
  'pole-obszaru-miedzy-parabola-a-prosta': {
    kind: 'FRACTION',
    compute: () => {
      const [a, b] = quadraticRoots(q(1), q(-2), q(0));
      // The integral of 2x - x^2 from an antiderivative with exact coefficients: x^2 - x^3/3.
      const antiderivative = (x: TQ) => evalPoly([q(0), q(0), q(1), q(-1, 3)], x);
      const area = abs(sub(antiderivative(b!), antiderivative(a!)));
      assertClose(
        integrate((x) => Math.abs(2 * x - x * x), toNumber(a!), toNumber(b!)),
        toNumber(area),
        'numerically',
      );
      return texQ(area);
    },
  },
  'calka-przez-podstawienie-2x-cos-x-kwadrat': {
    kind: 'EXPRESSION',
    compute: () => {
      for (const t of [0.4, 1.3, 2.2])
        assertClose(
          integrate((x) => 2 * x * Math.cos(x * x), 0, t, 20_000),
          Math.sin(t * t),
          `t = ${t}`,
          1e-8,
        );
      return '\\sin(x^{2}) + C';
    },
  },
  'zbieznosc-szeregu-n-przez-3-do-n': {
    kind: 'TEXT',
    compute: () => {
      const ratio = (n: number) => (n + 1) / 3 ** (n + 1) / (n / 3 ** n);
      assert(ratio(60) < 1 && Math.abs(ratio(60) - 1 / 3) < 0.01, "d'Alembert's ratio tends to 1/3");
      const partial = Array.from({ length: 80 }, (_, i) => (i + 1) / 3 ** (i + 1)).reduce((a, b) => a + b);
      assertClose(partial, 3 / 4, 'the partial sums converge (to 3/4)');
      return 'zbieżny';
    },
  },
  'suma-szeregu-teleskopowego': {
    kind: 'NUMBER',
    compute: () => {
      for (const n of [1, 5, 40])
        assert(eq(sum(Array.from({ length: n }, (_, i) => q(1, (i + 1) * (i + 2)))), sub(q(1), q(1, n + 1))), `S_${n}`);
      let total = 0;
      for (let i = 1; i <= 1_000_000; i++) total += 1 / (i * (i + 1));
      assertClose(total, 1, 'the partial sums', 1e-5);
      return '1';
    },
  },
  'wyznacznik-macierzy-3x3-rozwiniecie-laplacea': {
    kind: 'NUMBER',
    compute: () => texQ(det([ints(2, 1, 0), ints(1, 3, -1), ints(0, 2, 4)])),
  },
  'macierz-odwrotna-do-macierzy-2x2': {
    kind: 'MATRIX',
    compute: () => {
      const a = [ints(3, 5), ints(1, 2)];
      const d = det(a);
      const inverse = [
        [div(a[1]![1]!, d), div(q(-a[0]![1]!.n), d)],
        [div(q(-a[1]![0]!.n), d), div(a[0]![0]!, d)],
      ];
      for (let i = 0; i < 2; i++)
        for (let j = 0; j < 2; j++)
          assert(eq(sum([0, 1].map((k) => mul(a[i]![k]!, inverse[k]![j]!))), q(i === j ? 1 : 0)), 'A A^{-1} = I');
      return `\\begin{pmatrix} ${inverse.map((row) => row.map(texQ).join(' & ')).join(' \\\\ ')} \\end{pmatrix}`;
    },
  },
  'uklad-trzech-rownan-wzory-cramera': {
    kind: 'TUPLE',
    compute: () => {
      const [x, y, z] = cramer([ints(1, 2, -1), ints(2, -1, 1), ints(1, 1, 2)], ints(2, 3, 9));
      return `x = ${texQ(x!)}, y = ${texQ(y!)}, z = ${texQ(z!)}`;
    },
  },
  'rzad-macierzy-z-proporcjonalnymi-wierszami': {
    kind: 'NUMBER',
    compute: () => `${rank([ints(1, 2, 3), ints(2, 4, 6), ints(1, 0, 1)])}`,
  },
  'wartosci-i-wektory-wlasne-macierzy-2x2': {
    kind: 'SET',
    compute: () => {
      const a = [ints(4, 1), ints(2, 3)];
      // det(A - λI) = λ^2 - tr(A) λ + det(A).
      const trace = add(a[0]![0]!, a[1]![1]!);
      const eigenvalues = quadraticRoots(q(1), q(-trace.n, trace.d), det(a));
      for (const lambda of eigenvalues)
        assert(det(a.map((row, i) => row.map((v, j) => (i === j ? sub(v, lambda) : v)))).n === 0n, 'singular');
      return setTex(eigenvalues.reverse().map(texQ));
    },
  },
};

// ---------------------------------------------------------------------------------------------------------
// Reading the content

/** The maths of a text field: its `$…$` fragments joined, or the whole text when there is none. */
function mathOf(text: string): string {
  const fragments = [...text.matchAll(/\$\$?([^$]+)\$\$?/g)].map((match) => match[1]!.trim());
  return (fragments.length ? fragments.join(' ') : text).trim();
}

/** A closed task's option as the checker reads it: its maths without a leading `x =`, angles in degrees. */
const defaultOption = (answer: string) =>
  mathOf(answer)
    .replace(/^[a-zA-Z]\s*=\s*/, '')
    .replace(/\^\{?\\circ\}?/g, '');

/** Splits TeX at the top level (outside braces and environments) on any of the separators. */
function splitTopLevel(tex: string, separators: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < tex.length; i++) {
    const rest = tex.slice(i);
    if (rest.startsWith('\\begin{')) depth += 1;
    else if (rest.startsWith('\\end{')) depth -= 1;
    else if (tex[i] === '{' && tex[i - 1] !== '\\') depth += 1;
    else if (tex[i] === '}' && tex[i - 1] !== '\\') depth -= 1;
    if (depth !== 0) continue;
    const match = rest.match(separators);
    if (match?.index === 0 && match[0].length) {
      parts.push(tex.slice(start, i));
      start = i + match[0].length;
      i = start - 1;
    }
  }
  parts.push(tex.slice(start));
  return parts;
}

const lineBreak = /^(\\\\(?![a-zA-Z{}])|\\qquad(?![a-zA-Z])|\\quad(?![a-zA-Z]))/;
const relation =
  /^(=|\\implies(?![a-zA-Z])|\\Rightarrow(?![a-zA-Z])|\\iff(?![a-zA-Z])|\\in(?![a-zA-Z])|\\to(?![a-zA-Z]))/;

/** Removes units and words (`\ \text{m}^2`, `\frac{\text{km}}{\text{h}}`), alignment and trailing punctuation. */
function cleanStatement(tex: string): string {
  return splitTopLevel(tex, /^&/)
    .join('')
    .replace(/\\frac\{\\text\{[^}]*\}\}\{\\text\{[^}]*\}\}/g, '')
    .replace(/\\(text|mathrm)\{[^}]*\}(\^\{?\d\}?)?/g, '')
    .replace(/\^\{?\\circ\}?/g, '')
    .replace(/(?<!\\)\\[ ,;!]/g, ' ')
    .replace(/[\s,.:;]+$/, '')
    .trim();
}

/**
 * What the last step of a solution states as results: in its display maths and in the maths of its text, the
 * right-hand side of the last relation (`=`, `\implies`, `\in`, `\to`…) of every line, or the whole line.
 */
function statedResults(task: TDemoTask): string[] {
  const step = task.steps.at(-1)!;
  const pieces = [step.latex, ...[...step.description.matchAll(/\$([^$]+)\$/g)].map((match) => match[1]!)];
  const results = new Set<string>();
  for (const piece of pieces) {
    const body = piece.replace(/\\(begin|end)\{aligned\}/g, '');
    for (const line of splitTopLevel(body, lineBreak)) {
      const sides = splitTopLevel(line, relation);
      const result = cleanStatement(sides.at(-1)!);
      if (result) results.add(result);
    }
  }
  return [...results];
}

/** Text for comparing words: lower case, no maths delimiters or TeX spaces, single spaces. */
const normalizeText = (text: string) =>
  text
    .replace(/\$/g, '')
    .replace(/(?<!\\)\\[ ,;!]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** Whether the last step of the task states the answer of `key`. */
function lastStepStates(task: TDemoTask, key: TAnswerKey): boolean {
  const step = task.steps.at(-1)!;
  if (key.kind === 'TEXT' && normalizeText(`${step.description} ${step.latex}`).includes(normalizeText(key.value)))
    return true;
  const results = statedResults(task);
  if (results.some((result) => isAnswerCorrect(key, result))) return true;
  // A set or list of answers to one question ("Ile …, a ile …?", issue 57): the last step states each of them.
  if (key.kind !== 'SET' && key.kind !== 'TUPLE') return false;
  const elements = key.value
    .replace(/^\\\{\s*|\s*\\\}$/g, '')
    .split(key.kind === 'TUPLE' ? /[;,]/ : ';')
    .map((element) => element.split('=').at(-1)!);
  return elements.every((element) => results.some((result) => isAnswerCorrect(keyOf('NUMBER', element), result)));
}

const keyOf = (kind: TAnswerKind, value: string): TAnswerKey => ({ kind, value, tolerance: null });

// ---------------------------------------------------------------------------------------------------------

describe('demo answers (content trust)', () => {
  it('has a computation for every demo task and no other', () => {
    const slugs = demoTasks.map((task) => task.slug);
    expect(slugs.filter((slug) => !(slug in proofs))).toEqual([]);
    expect(Object.keys(proofs).filter((slug) => !slugs.includes(slug))).toEqual([]);
  });

  it('gives every open task a valid, readable answer key and no closed task one', () => {
    for (const task of demoTasks) {
      if (task.answers.length) {
        expect(task.answerKey, task.slug).toBeNull();
        continue;
      }
      expect(task.answerKey, task.slug).not.toBeNull();
      const key = ZAnswerKey.parse(task.answerKey);
      expect(key.kind, task.slug).toBe(proofs[task.slug]!.kind);
      expect(isReadableAnswerKey(key), `${task.slug}: ${key.value}`).toBe(true);
    }
  });

  describe.each(demoTasks.map((task) => [task.slug, task] as const))('%s', (slug, task) => {
    const proof = proofs[slug];

    it('agrees with the computed result', () => {
      expect(proof, 'no computation for this task').toBeDefined();
      const computed = proof!.compute();
      if (task.answers.length === 0) {
        const key = ZAnswerKey.parse(task.answerKey);
        expect(isAnswerCorrect(key, computed), `key ${key.value} vs computed ${computed}`).toBe(true);
        return;
      }
      const read = proof!.option ?? defaultOption;
      for (const option of task.answers) {
        const value = read(option.answer);
        expect(
          isAnswerCorrect(keyOf(proof!.kind, value), computed),
          `${option.correct ? 'correct' : 'wrong'} option ${value} vs computed ${computed}`,
        ).toBe(option.correct);
      }
    });

    it('states the answer in the last step of the solution', () => {
      const key =
        task.answers.length === 0
          ? ZAnswerKey.parse(task.answerKey)
          : keyOf(proof!.kind, (proof!.option ?? defaultOption)(task.answers.find((option) => option.correct)!.answer));
      expect(lastStepStates(task, key), `${key.value} in ${JSON.stringify(statedResults(task))}`).toBe(true);
    });
  });
});
