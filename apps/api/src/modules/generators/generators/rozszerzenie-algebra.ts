import type { TGenerator } from '../generator.types';
import {
  answerKey,
  drawFrom,
  drawInt,
  drawNonZero,
  frac,
  greatestCommonDivisor,
  linearFactor,
  m,
  num,
  numberKey,
  paragraphs,
  paren,
  plural,
  poly,
  pp,
  signed,
} from '../generator-draw';
import { factorsText, intervalLatex, polyValue, primeFactors, substituted, sumOf } from './generator-latex';

/** A cubic with the parameter `m` as the coefficient at position `at` (1: x², 2: x): `2x^{3} + mx^{2} - 5x + 3`. */
function polyWithParameter(coefficients: readonly number[], at: number): string {
  const degree = coefficients.length - 1;
  return coefficients
    .map((coefficient, index) => {
      const power = degree - index;
      const letters = power === 0 ? '' : power === 1 ? 'x' : `x^{${power}}`;
      if (index === at) return `+ m${letters}`;
      const term = poly([coefficient, ...Array<number>(power).fill(0)]);
      return coefficient === 0 ? '' : index === 0 ? term : `${coefficient < 0 ? '-' : '+'} ${term.replace(/^-/, '')}`;
    })
    .filter((term) => term !== '')
    .join(' ');
}

/**
 * Polynomials and quadratic equations with parameters (extended matura: LO-R), monotonicity of a quadratic function
 * (basic matura), NWD (E8) and Cramer's rule (studies).
 */
export const extendedAlgebraGenerators: TGenerator[] = [
  {
    id: 'mr-twierdzenie-bezouta-reszta',
    title: 'Reszta z dzielenia wielomianu przez dwumian x − a',
    exam: 'MATURA_R',
    section: 'Wielomiany',
    requirements: [pp('LO-R.II')],
    conceptSlugs: ['twierdzenie-bezouta', 'algebra'],
    draw(random) {
      const degree = drawFrom(random, [3, 3, 4]);
      const coefficients = [drawFrom(random, [1, 1, 2, -1, 3, -2])];
      for (let power = degree - 1; power >= 0; power -= 1) coefficients.push(drawInt(random, -9, 9));
      const a = drawNonZero(random, -3, 3);
      const remainder = polyValue(coefficients, a);
      const terms = coefficients.map((coefficient, index) => coefficient * a ** (degree - index));
      return {
        statementHtml: paragraphs(
          `Oblicz resztę z dzielenia wielomianu ${m(`W(x) = ${poly(coefficients)}`)} przez dwumian ${m(linearFactor(a))}.`,
        ),
        answer: numberKey(remainder),
        steps: [
          {
            explanation: `Z twierdzenia Bézouta reszta z dzielenia W(x) przez ${linearFactor(a)} jest równa W(${num(a)}).`,
            math: `W(${num(a)}) = ${substituted(coefficients, a)}`,
          },
          {
            explanation: 'Obliczamy potęgi i iloczyny.',
            math: `W(${num(a)}) = ${sumOf(terms)} = ${num(remainder)}`,
          },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'mr-twierdzenie-bezouta-parametr',
    title: 'Parametr, dla którego wielomian dzieli się przez dwumian',
    exam: 'MATURA_R',
    section: 'Wielomiany',
    requirements: [pp('LO-R.II')],
    conceptSlugs: ['twierdzenie-bezouta', 'zadanie-z-parametrem'],
    draw(random) {
      const coefficients = [drawFrom(random, [1, 2, -1, 3]), drawInt(random, -6, 6), drawInt(random, -9, 9), 0];
      const at = drawFrom(random, [1, 2]);
      const a = drawNonZero(random, -3, 3);
      const parameter = drawNonZero(random, -9, 9);
      const divisible = random() < 0.5;
      const remainder = divisible ? 0 : drawNonZero(random, -20, 20);
      const power = 3 - at;
      const known = coefficients.map((coefficient, index) => (index === at ? 0 : coefficient));
      // The free term makes W(a) equal to the remainder for m = parameter.
      known[3] = remainder - polyValue(known, a) - parameter * a ** power;
      coefficients[3] = known[3]!;
      if (Math.abs(known[3]!) > 60) return null;
      const knownValue = polyValue(known, a);
      const formula = polyWithParameter(coefficients, at);
      const rest = substituted(
        coefficients.map((coefficient, index) => (index === at ? 'm' : coefficient)),
        a,
      );
      return {
        statementHtml: paragraphs(
          divisible
            ? `Wyznacz wartość parametru ${m('m')}, dla której wielomian ${m(`W(x) = ${formula}`)} jest podzielny przez dwumian ${m(linearFactor(a))}.`
            : `Reszta z dzielenia wielomianu ${m(`W(x) = ${formula}`)} przez dwumian ${m(linearFactor(a))} jest równa ${m(num(remainder))}. Wyznacz wartość parametru ${m('m')}.`,
        ),
        answer: numberKey(parameter),
        steps: [
          {
            explanation: `Z twierdzenia Bézouta reszta z dzielenia W(x) przez ${linearFactor(a)} jest równa W(${num(a)}), więc W(${num(a)}) = ${num(remainder)}.`,
            math: `${rest} = ${num(remainder)}`,
          },
          {
            explanation: 'Obliczamy potęgi i porządkujemy.',
            math: `${poly([a ** power, knownValue], 'm')} = ${num(remainder)}`,
          },
          { explanation: `Dzielimy przez ${num(a ** power)}.`, math: `m = ${num(parameter)}` },
        ],
        verification: { mode: 'equation', variable: 'm' },
      };
    },
  },
  {
    id: 'mr-parametr-pierwiastek-podwojny',
    title: 'Parametr, dla którego równanie kwadratowe ma jedno rozwiązanie',
    exam: 'MATURA_R',
    section: 'Równania i nierówności',
    requirements: [pp('LO-R.III')],
    conceptSlugs: ['zadanie-z-parametrem', 'wyroznik-trojmianu-kwadratowego', 'rownanie-kwadratowe'],
    draw(random) {
      const form = drawInt(random, 0, 2);
      const a = drawInt(random, 1, 5);
      const r = drawInt(random, 1, 6);
      const ask = (equation: string) =>
        paragraphs(
          `Wyznacz wszystkie wartości parametru ${m('m')}, dla których równanie ${m(equation)} ma dokładnie jedno rozwiązanie.`,
        );
      const first = 'Równanie kwadratowe ma dokładnie jedno rozwiązanie, gdy jego wyróżnik jest równy zeru.';
      if (form === 0) {
        // a x² + m x + a r² = 0: Δ = m² − 4a²r².
        const c = a * r * r;
        return {
          statementHtml: ask(`${a === 1 ? '' : a}x^{2} + mx + ${c} = 0`),
          answer: answerKey.set([num(-2 * a * r), num(2 * a * r)]),
          steps: [
            { explanation: `${first} Δ = m² − 4ac.`, math: `m^{2} - 4 \\cdot ${a} \\cdot ${c} = 0` },
            { explanation: 'Przenosimy liczbę na prawą stronę.', math: `m^{2} = ${4 * a * c}` },
            { explanation: 'Dwie liczby mają ten kwadrat.', math: `m = -${2 * a * r} \\lor m = ${2 * a * r}` },
          ],
          verification: { mode: 'equation', variable: 'm' },
        };
      }
      if (form === 1) {
        // x² + (m + p)x + r² = 0: Δ = (m + p)² − 4r².
        const p = drawNonZero(random, -9, 9);
        return {
          statementHtml: ask(`x^{2} + (m ${signed(p)})x + ${r * r} = 0`),
          answer: answerKey.set([num(-p - 2 * r), num(-p + 2 * r)]),
          steps: [
            { explanation: `${first} Δ = b² − 4ac.`, math: `(m ${signed(p)})^{2} - 4 \\cdot ${r * r} = 0` },
            { explanation: 'Przenosimy liczbę na prawą stronę.', math: `(m ${signed(p)})^{2} = ${4 * r * r}` },
            {
              explanation: `Liczba m ${signed(p).replace('-', '−')} jest równa ${2 * r} lub −${2 * r}.`,
              math: `m ${signed(p)} = -${2 * r} \\lor m ${signed(p)} = ${2 * r}`,
            },
            { explanation: 'Obliczamy m.', math: `m = ${num(-p - 2 * r)} \\lor m = ${num(-p + 2 * r)}` },
          ],
          verification: { mode: 'equation', variable: 'm' },
        };
      }
      // a x² + b x + m = 0: Δ = b² − 4am.
      const b = drawNonZero(random, -12, 12);
      return {
        statementHtml: ask(`${poly([a, b, 0])} + m = 0`),
        answer: numberKey(b * b, 4 * a),
        steps: [
          { explanation: `${first} Δ = b² − 4ac.`, math: `${paren(b)}^{2} - 4 \\cdot ${a} \\cdot m = 0` },
          { explanation: 'Obliczamy kwadrat i iloczyn.', math: `${b * b} - ${4 * a}m = 0` },
          { explanation: `Dzielimy przez ${4 * a}.`, math: `m = ${frac(b * b, 4 * a)}` },
        ],
        verification: { mode: 'equation', variable: 'm' },
      };
    },
  },
  {
    id: 'mr-wzory-vietea',
    title: "Wzory Viète'a: wartość wyrażenia z pierwiastków równania",
    exam: 'MATURA_R',
    section: 'Równania i nierówności',
    requirements: [pp('LO-R.III')],
    conceptSlugs: ['wzory-vietea', 'rownanie-kwadratowe'],
    draw(random) {
      const a = drawFrom(random, [1, 1, 1, 2, 3, -1, -2]);
      const b = drawInt(random, -12, 12);
      const c = drawNonZero(random, -12, 12);
      const delta = b * b - 4 * a * c;
      if (delta <= 0) return null;
      const [s, p] = [`\\left(${frac(-b, a)}\\right)`, `\\left(${frac(c, a)}\\right)`];
      const targets = [
        ['x_1 + x_2', `\\frac{-${paren(b)}}{${a}}`, -b, a],
        ['x_1 \\cdot x_2', `\\frac{${c}}{${a}}`, c, a],
        ['x_1^{2} + x_2^{2}', `(x_1 + x_2)^{2} - 2x_1 x_2 = ${s}^{2} - 2 \\cdot ${p}`, b * b - 2 * a * c, a * a],
        [
          '\\frac{1}{x_1} + \\frac{1}{x_2}',
          `\\frac{x_1 + x_2}{x_1 x_2} = \\frac{${frac(-b, a)}}{${frac(c, a)}}`,
          -b,
          c,
        ],
        ['x_1^{2} x_2 + x_1 x_2^{2}', `x_1 x_2 (x_1 + x_2) = ${p} \\cdot ${s}`, -b * c, a * a],
        ['(x_1 - x_2)^{2}', `(x_1 + x_2)^{2} - 4x_1 x_2 = ${s}^{2} - 4 \\cdot ${p}`, delta, a * a],
      ] as const;
      const [target, formula, numerator, denominator] = drawFrom(random, targets);
      return {
        statementHtml: paragraphs(
          `Równanie ${m(`${poly([a, b, c])} = 0`)} ma dwa rozwiązania ${m('x_1')} i ${m('x_2')}. Nie wyznaczając ich, oblicz wartość wyrażenia ${m(target)}.`,
        ),
        answer: numberKey(numerator, denominator),
        steps: [
          {
            explanation: `Δ = ${delta} > 0. Ze wzorów Viète'a: x₁ + x₂ = −b/a = ${frac(-b, a).replace(/\\frac\{(\d+)\}\{(\d+)\}/, '$1/$2')}, x₁ · x₂ = c/a = ${frac(c, a).replace(/\\frac\{(\d+)\}\{(\d+)\}/, '$1/$2')}; zapisujemy wyrażenie za ich pomocą.`,
            math: `${target} = ${formula}`,
          },
          { explanation: 'Obliczamy.', math: `${target} = ${frac(numerator, denominator)}` },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-nwd',
    title: 'Największy wspólny dzielnik',
    exam: 'E8',
    section: 'Działania na liczbach naturalnych',
    requirements: [pp('SP4-6.II')],
    conceptSlugs: ['nwd', 'arytmetyka'],
    draw(random) {
      const divisor = drawInt(random, 2, 24);
      const p = drawInt(random, 1, 12);
      const q = drawInt(random, 2, 13);
      if (p >= q || greatestCommonDivisor(p, q) !== 1 || divisor * q > 200) return null;
      const [a, b] = [divisor * p, divisor * q];
      const kind = drawInt(random, 0, 2);
      const statement = [
        `Oblicz największy wspólny dzielnik liczb ${a} i ${b}.`,
        `Kwiaciarka ma ${a} ${plural(a, 'różę', 'róże', 'róż')} i ${b} ${plural(b, 'tulipan', 'tulipany', 'tulipanów')}. Chce ułożyć z nich jak najwięcej jednakowych bukietów tak, aby wykorzystać wszystkie kwiaty. Ile bukietów ułoży?`,
        `Dwie listwy o długościach ${a} cm i ${b} cm trzeba pociąć na kawałki jednakowej długości, bez odpadów. Jaką największą długość (w cm) może mieć jeden kawałek?`,
      ][kind]!;
      const why = [
        '',
        'Liczba bukietów musi dzielić obie liczby kwiatów i ma być największa, więc jest to NWD. ',
        'Długość kawałka musi dzielić obie długości i ma być największa, więc jest to NWD. ',
      ][kind]!;
      const factors = primeFactors(divisor);
      return {
        statementHtml: paragraphs(statement),
        answer: numberKey(divisor),
        steps: [
          {
            explanation: `${why}Rozkładamy liczby na czynniki pierwsze: ${a} = ${factorsText(a)}, ${b} = ${factorsText(b)}. NWD to iloczyn wspólnych czynników (w najniższych potęgach).`,
            math: `\\operatorname{NWD}(${a}, ${b}) = ${factors}`,
          },
          { explanation: 'Obliczamy iloczyn.', math: `\\operatorname{NWD}(${a}, ${b}) = ${divisor}` },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'st-wzory-cramera',
    title: 'Układ dwóch równań: wzory Cramera',
    exam: 'STUDIA',
    section: 'Algebra liniowa',
    requirements: [],
    conceptSlugs: ['wzory-cramera', 'wyznacznik-macierzy', 'uklad-rownan', 'algebra-liniowa'],
    draw(random) {
      const [x, y] = [drawInt(random, -6, 6), drawInt(random, -6, 6)];
      const [a1, b1, a2, b2] = [1, 2, 3, 4].map(() => drawNonZero(random, -6, 6)) as [number, number, number, number];
      const main = a1 * b2 - b1 * a2;
      if (main === 0) return null;
      const [c1, c2] = [a1 * x + b1 * y, a2 * x + b2 * y];
      const [wx, wy] = [c1 * b2 - b1 * c2, a1 * c2 - c1 * a2];
      const line = (p: number, q: number, r: number) =>
        `${poly([p, 0])} ${q < 0 ? '-' : '+'} ${poly([Math.abs(q), 0], 'y')} = ${num(r)}`;
      const system = `\\begin{cases} ${line(a1, b1, c1)} \\\\ ${line(a2, b2, c2)} \\end{cases}`;
      const det = (p: number, q: number, r: number, s: number) =>
        `\\begin{vmatrix} ${num(p)} & ${num(q)} \\\\ ${num(r)} & ${num(s)} \\end{vmatrix} = ${num(p)} \\cdot ${paren(s)} - ${paren(q)} \\cdot ${paren(r)} = ${num(p * s - q * r)}`;
      const goal = drawFrom(random, ['x', 'y', 'x + y', 'x \\cdot y'] as const);
      const value = { x, y, 'x + y': x + y, 'x \\cdot y': x * y }[goal];
      return {
        statementHtml: paragraphs(
          `Rozwiąż układ równań ${m(system)} za pomocą wzorów Cramera. Podaj ${goal === 'x' || goal === 'y' ? 'wartość' : 'wartość wyrażenia'} ${m(goal)}.`,
        ),
        answer: numberKey(value),
        steps: [
          { explanation: 'Układ równań.', math: system },
          { explanation: 'Wyznacznik główny W (współczynniki przy x i y).', math: det(a1, b1, a2, b2) },
          { explanation: 'Wyznacznik Wₓ: kolumnę przy x zastępujemy wyrazami wolnymi.', math: det(c1, b1, c2, b2) },
          { explanation: 'Wyznacznik W_y: kolumnę przy y zastępujemy wyrazami wolnymi.', math: det(a1, c1, a2, c2) },
          {
            explanation: `W = ${main} ≠ 0, więc układ ma jedno rozwiązanie: x = Wₓ/W.`,
            math: `x = \\frac{${wx}}{${main}} = ${num(x)}`,
          },
          { explanation: 'y = W_y/W.', math: `y = \\frac{${wy}}{${main}} = ${num(y)}` },
          { explanation: 'Rozwiązanie układu.', math: `\\begin{cases} x = ${num(x)} \\\\ y = ${num(y)} \\end{cases}` },
        ],
        verification: { mode: 'system', goal },
      };
    },
  },
  {
    id: 'mp-monotonicznosc-funkcji-kwadratowej',
    title: 'Przedział monotoniczności funkcji kwadratowej',
    exam: 'MATURA_P',
    section: 'Funkcje',
    requirements: [pp('LO-P.V')],
    conceptSlugs: ['monotonicznosc', 'funkcja-kwadratowa'],
    draw(random) {
      const a = drawNonZero(random, -3, 3);
      const p = drawNonZero(random, -8, 8);
      const c = drawInt(random, -10, 10);
      const b = -2 * a * p;
      const increasing = random() < 0.5;
      const right = increasing === a > 0;
      const relation = right ? '\\ge' : '\\le';
      const interval = right ? `⟨${num(p)}; +∞)` : `(-∞; ${num(p)}⟩`;
      const word = increasing ? 'rosnąca' : 'malejąca';
      return {
        statementHtml: paragraphs(
          `Wyznacz najszerszy przedział, w którym funkcja ${m(`f(x) = ${poly([a, b, c])}`)} jest ${word}. Pierwszą współrzędną wierzchołka paraboli włącz do tego przedziału.`,
        ),
        answer: answerKey.interval(interval),
        steps: [
          {
            explanation: `Ramiona paraboli są skierowane ${a > 0 ? 'w górę' : 'w dół'}, więc funkcja jest ${word} ${right ? 'na prawo' : 'na lewo'} od wierzchołka, którego pierwsza współrzędna to p = −b/(2a).`,
            math: `x ${relation} \\frac{-${paren(b)}}{2 \\cdot ${paren(a)}}`,
          },
          { explanation: 'Obliczamy p.', math: `x ${relation} ${num(p)}` },
          { explanation: 'Zapisujemy zbiór jako przedział.', math: `x \\in ${intervalLatex(interval)}` },
        ],
        verification: { mode: 'inequality' },
      };
    },
  },
];
