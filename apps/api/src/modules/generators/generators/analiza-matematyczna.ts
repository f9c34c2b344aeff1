import type { TGenerator } from '../generator.types';
import {
  answerKey,
  chain,
  drawFrom,
  drawInt,
  drawNonZero,
  frac,
  greatestCommonDivisor,
  m,
  num,
  numberKey,
  paragraphs,
  paren,
  poly,
  pp,
  rootFactors,
  signed,
} from '../generator-draw';
import { intervalLatex, polyText, polyValue, substituted, sumOf, times } from './generator-latex';

/** Monotonicity from the derivative, optimisation (matura); l'Hospital, d'Alembert, Newton–Leibniz (studies). */
export const analysisGenerators: TGenerator[] = [
  {
    id: 'mr-monotonicznosc-z-pochodnej',
    title: 'Przedział monotoniczności wielomianu trzeciego stopnia z pochodnej',
    exam: 'MATURA_R',
    section: 'Rachunek różniczkowy',
    requirements: [pp('LO-R.XIII')],
    conceptSlugs: ['monotonicznosc', 'pochodna-funkcji'],
    draw(random) {
      const a = drawFrom(random, [1, -1, 2, -2]);
      const r1 = drawInt(random, -6, 5);
      const r2 = drawInt(random, r1 + 1, 7);
      if ((3 * a * (r1 + r2)) % 2 !== 0) return null;
      const coefficients = [a, (-3 * a * (r1 + r2)) / 2, 3 * a * r1 * r2, drawInt(random, -9, 9)];
      const derivative = [3 * a, -3 * a * (r1 + r2), 3 * a * r1 * r2];
      const [word, relation, sign] = a > 0 ? ['malejąca', '\\le', '≤'] : ['rosnąca', '\\ge', '≥'];
      const interval = `⟨${num(r1)}; ${num(r2)}⟩`;
      return {
        statementHtml: paragraphs(
          `Wyznacz najszerszy przedział domknięty, w którym funkcja ${m(`f(x) = ${poly(coefficients)}`)} jest ${word}.`,
        ),
        answer: answerKey.interval(interval),
        steps: [
          {
            explanation: `Pochodna: f′(x) = ${polyText(derivative)}. Funkcja jest ${word} tam, gdzie f′(x) ${sign} 0 (pochodna zeruje się tylko w pojedynczych punktach).`,
            math: `${poly(derivative)} ${relation} 0`,
          },
          {
            explanation: `Miejsca zerowe pochodnej to ${num(r1)} i ${num(r2)}; zapisujemy ją w postaci iloczynowej.`,
            math: `${3 * a}${rootFactors([r1, r2])} ${relation} 0`,
          },
          {
            explanation: `Ramiona paraboli y = f′(x) są skierowane ${a > 0 ? 'w górę, więc pochodna jest niedodatnia' : 'w dół, więc pochodna jest nieujemna'} między miejscami zerowymi.`,
            math: `x \\in ${intervalLatex(interval)}`,
          },
        ],
        verification: { mode: 'inequality' },
      };
    },
  },
  {
    id: 'mp-optymalizacja',
    title: 'Zadanie optymalizacyjne: największa lub najmniejsza wartość',
    exam: 'MATURA_P',
    section: 'Funkcje',
    requirements: [pp('LO-P.V')],
    conceptSlugs: ['optymalizacja', 'funkcja-kwadratowa'],
    draw(random) {
      const kind = drawInt(random, 0, 3);
      const k = drawInt(random, 2, 30);
      const vertex =
        'Pole jest funkcją kwadratową o ramionach skierowanych w dół, więc największą wartość przyjmuje w wierzchołku';
      const simple = [
        [
          `Spośród wszystkich prostokątów o obwodzie ${4 * k} wybierz ten, który ma największe pole. Oblicz to pole.`,
          `Jeśli jeden bok ma długość x, to drugi ma ${2 * k} − x, a pole P(x) = x(${2 * k} − x). ${vertex} x = ${k}: prostokąt jest kwadratem.`,
          'P_{\\max}',
          `${k} \\cdot (${2 * k} - ${k})`,
          k * k,
        ],
        [
          `Siatką o długości ${4 * k} m ogrodzono z trzech stron prostokątną działkę przylegającą czwartym bokiem do muru. Jakie największe pole (w m²) może mieć ta działka?`,
          `Boki prostopadłe do muru mają długość x, bok równoległy ${4 * k} − 2x, a pole P(x) = x(${4 * k} − 2x). ${vertex} x = ${4 * k}/4 = ${k}.`,
          'P_{\\max}',
          `${k} \\cdot (${4 * k} - 2 \\cdot ${k})`,
          2 * k * k,
        ],
        [
          `Różnica dwóch liczb jest równa ${2 * k}. Jaki najmniejszy iloczyn mogą mieć te liczby?`,
          `Jeśli mniejsza liczba to x, większa to x + ${2 * k}, a iloczyn I(x) = x(x + ${2 * k}) jest funkcją kwadratową o ramionach skierowanych w górę; najmniejszą wartość przyjmuje w wierzchołku x = −${k}.`,
          'I_{\\min}',
          `(-${k}) \\cdot (-${k} + ${2 * k})`,
          -k * k,
        ],
      ] as const;
      if (kind < 3) {
        const [statement, explanation, label, formula, result] = simple[kind]!;
        return {
          statementHtml: paragraphs(statement),
          answer: numberKey(result),
          steps: [
            { explanation, math: `${label} = ${formula}` },
            { explanation: 'Obliczamy.', math: `${label} = ${num(result)}` },
          ],
          verification: { mode: 'value' },
        };
      }
      const a = drawFrom(random, [1, -1, 2, -2]);
      const [p, q] = [drawInt(random, -4, 4), drawInt(random, -9, 9)];
      const low = drawInt(random, -6, 4);
      const high = drawInt(random, low + 1, 6);
      const coefficients = [a, -2 * a * p, a * p * p + q];
      const largest = random() < 0.5;
      const inside = low <= p && p <= high;
      const candidates = inside ? [low, high, p] : [low, high];
      const values = candidates.map((x) => polyValue(coefficients, x));
      const best = largest ? Math.max(...values) : Math.min(...values);
      const at = candidates[values.indexOf(best)]!;
      const listed = candidates.map((x, index) => `f(${num(x)}) = ${num(values[index]!)}`).join(', ');
      return {
        statementHtml: paragraphs(
          `Oblicz ${largest ? 'największą' : 'najmniejszą'} wartość funkcji ${m(`f(x) = ${poly(coefficients)}`)} w przedziale ${m(`\\langle ${num(low)}; ${num(high)} \\rangle`)}.`,
        ),
        answer: numberKey(best),
        steps: [
          {
            explanation: `Pierwsza współrzędna wierzchołka paraboli p = ${num(p)} ${inside ? 'należy' : 'nie należy'} do przedziału, więc porównujemy wartości ${inside ? 'na końcach przedziału i w wierzchołku' : 'na końcach przedziału'}: ${listed}. ${largest ? 'Największa' : 'Najmniejsza'} z nich to f(${num(at)}).`,
            math: `f(${num(at)}) = ${substituted(coefficients, at)}`,
          },
          {
            explanation: 'Obliczamy.',
            math: chain(
              `f(${num(at)})`,
              sumOf(coefficients.map((coefficient, index) => coefficient * at ** (2 - index))),
              num(best),
            ),
          },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'st-regula-de-lhospitala',
    title: "Granica funkcji z reguły de l'Hospitala",
    exam: 'STUDIA',
    section: 'Rachunek różniczkowy',
    requirements: [],
    conceptSlugs: ['regula-de-lhospitala', 'pochodna-funkcji', 'analiza-matematyczna'],
    draw(random) {
      const kind = drawInt(random, 0, 2);
      const rule =
        "Podstawienie daje symbol 0/0, więc z reguły de l'Hospitala granica jest równa granicy ilorazu pochodnych";
      let point: number;
      let fraction: string;
      let derivatives: string;
      let explanation: string;
      let [top, bottom] = [0, 1];
      if (kind === 0) {
        const [a, b, c] = [drawInt(random, -4, 4), drawInt(random, -6, 6), drawInt(random, -6, 6)];
        if (b === a || c === a || b === c) return null;
        point = a;
        fraction = `\\frac{${poly([1, -(a + b), a * b])}}{${poly([1, -(a + c), a * c])}}`;
        const at = (shift: number) => `2 \\cdot ${paren(a)}${shift === 0 ? '' : ` ${signed(shift)}`}`;
        derivatives = `\\frac{${at(-(a + b))}}{${at(-(a + c))}}`;
        explanation = `${rule}: (${polyText([2, -(a + b)])}) / (${polyText([2, -(a + c)])}), która jest ciągła w x = ${num(a)}.`;
        [top, bottom] = [a - b, a - c];
      } else if (kind === 1) {
        const n = drawInt(random, 2, 4);
        const k = drawFrom(
          random,
          [1, 2, 3].filter((power) => power !== n),
        );
        const a = drawNonZero(random, -3, 3);
        point = a;
        const binomial = (power: number) => poly([1, ...Array<number>(power - 1).fill(0), -(a ** power)]);
        fraction = `\\frac{${binomial(n)}}{${binomial(k)}}`;
        const derivative = (power: number) =>
          power === 1 ? '1' : `${power} \\cdot ${paren(a)}${power === 2 ? '' : `^{${power - 1}}`}`;
        derivatives = `\\frac{${derivative(n)}}{${derivative(k)}}`;
        const monomial = (power: number) => polyText([power, ...Array<number>(power - 1).fill(0)]);
        explanation = `${rule}: ${monomial(n)} / ${monomial(k)}.`;
        [top, bottom] = [n * a ** (n - 1), k * a ** (k - 1)];
      } else {
        const [k, q] = [drawInt(random, 1, 9), drawInt(random, 1, 9)];
        const type = drawInt(random, 0, 3);
        point = 0;
        const kx = times(k);
        const numerators = [`e^{${kx}} - 1`, `\\sin ${kx}`, `\\ln(1 + ${kx})`, `1 - \\cos ${kx}`];
        fraction = `\\frac{${numerators[type]}}{${type === 3 ? times(q, 'x^{2}') : times(q)}}`;
        derivatives = [
          `\\frac{${k} \\cdot e^{0}}{${q}}`,
          `\\frac{${k} \\cdot \\cos 0}{${q}}`,
          `\\frac{\\frac{${k}}{1 + ${k} \\cdot 0}}{${q}}`,
          `\\frac{${k}^{2} \\cdot \\cos 0}{2 \\cdot ${q}}`,
        ][type]!;
        explanation =
          type === 3
            ? `Podstawienie x = 0 daje symbol 0/0; regułę de l'Hospitala stosujemy dwa razy: po pierwszym razie ${k}·sin ${kx} / (${2 * q}x) znów daje 0/0, po drugim ${k * k}·cos ${kx} / ${2 * q}.`
            : `${rule}: pochodna licznika to ${[`${k === 1 ? '' : k}e^(${kx})`, `${k}·cos ${kx}`, `${k} / (1 + ${kx})`][type]}, mianownika ${q}.`;
        [top, bottom] = type === 3 ? [k * k, 2 * q] : [k, q];
      }
      const limit = `\\lim_{x \\to ${num(point)}} ${fraction}`;
      return {
        statementHtml: paragraphs(`Oblicz granicę ${m(limit)}.`),
        answer: numberKey(top, bottom),
        steps: [
          { explanation, math: `${limit} = ${derivatives}` },
          { explanation: 'Obliczamy.', math: `${limit} = ${frac(top, bottom)}` },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'st-kryterium-dalemberta',
    title: "Kryterium d'Alemberta: granica ilorazu kolejnych wyrazów",
    exam: 'STUDIA',
    section: 'Szeregi liczbowe',
    requirements: [],
    conceptSlugs: ['kryterium-dalemberta', 'szereg-liczbowy', 'granica-ciagu', 'analiza-matematyczna'],
    draw(random) {
      const kind = drawInt(random, 0, 2);
      const p = drawInt(random, 1, 9);
      const q = drawInt(random, 1, 5);
      let term: string;
      let ratio: string;
      let limitParts: string;
      let [top, bottom] = [0, 1];
      if (kind === 0) {
        const k = drawInt(random, 1, 3);
        if (p === q || greatestCommonDivisor(p, q) !== 1) return null;
        const power = k === 1 ? 'n' : `n^{${k}}`;
        const up = random() < 0.5;
        const pn = p === 1 ? '' : `${p}^{n}`;
        const numerator = up ? [power, pn].filter(Boolean).join(' \\cdot ') : pn || '1';
        const denominator = [up ? '' : power, q === 1 ? '' : `${q}^{n}`].filter(Boolean).join(' \\cdot ');
        term = denominator ? `\\frac{${numerator}}{${denominator}}` : numerator;
        const base = up ? '\\frac{n + 1}{n}' : '\\frac{n}{n + 1}';
        ratio = `${k === 1 ? base : `\\left(${base}\\right)^{${k}}`} \\cdot ${frac(p, q)}`;
        limitParts = `1 \\cdot ${frac(p, q)}`;
        [top, bottom] = [p, q];
      } else if (kind === 1) {
        const b = drawInt(random, 0, 9);
        if (p === 1) return null;
        term = `\\frac{${b === 0 ? '' : `(n + ${b}) \\cdot `}${p}^{n}}{n!}`;
        ratio = b === 0 ? `\\frac{${p}}{n + 1}` : `\\frac{${p}(n + ${b + 1})}{(n + ${b})(n + 1)}`;
        limitParts = '0';
      } else {
        if (p === 4 * q || greatestCommonDivisor(p, q) !== 1) return null;
        term = `\\frac{(n!)^{2}${p === 1 ? '' : ` \\cdot ${p}^{n}`}}{(2n)!${q === 1 ? '' : ` \\cdot ${q}^{n}`}}`;
        ratio = `\\frac{(n + 1)^{2} \\cdot ${p}}{(2n + 1)(2n + 2) \\cdot ${q}}`;
        limitParts = `\\frac{1}{4} \\cdot \\frac{${p}}{${q}}`;
        [top, bottom] = [p, 4 * q];
      }
      const converges = top < bottom;
      return {
        statementHtml: paragraphs(
          `Zbadaj zbieżność szeregu ${m(`\\sum_{n=1}^{\\infty} ${term}`)} za pomocą kryterium d'Alemberta. Podaj granicę ${m('g = \\lim_{n \\to \\infty} \\frac{a_{n+1}}{a_n}')}, gdzie ${m('a_n')} to n-ty wyraz szeregu.`,
        ),
        answer: numberKey(top, bottom),
        steps: [
          {
            explanation: `Dzielimy wyraz ${m('a_{n+1}')} przez ${m('a_n')} i skracamy potęgi${kind === 0 ? '' : ' i silnie'}; ${kind === 1 ? 'licznik rośnie wolniej niż mianownik' : 'ułamki z n dążą do stałych'}.`,
            math: `\\lim_{n \\to \\infty} ${ratio} = ${limitParts}`,
          },
          {
            explanation: `g ${converges ? '< 1, więc szereg jest zbieżny' : '> 1, więc szereg jest rozbieżny'}.`,
            math: `g = ${frac(top, bottom)}`,
          },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'st-calka-oznaczona',
    title: 'Całka oznaczona z twierdzenia Newtona–Leibniza',
    exam: 'STUDIA',
    section: 'Rachunek całkowy',
    requirements: [],
    conceptSlugs: ['twierdzenie-newtona-leibniza', 'analiza-matematyczna'],
    draw(random) {
      const kind = drawFrom(random, [0, 0, 1, 2]);
      const rule = 'Z twierdzenia Newtona–Leibniza całka jest równa F(b) − F(a), gdzie F jest funkcją pierwotną.';
      if (kind === 0) {
        const antiderivative = [drawInt(random, -2, 2), drawInt(random, -4, 4), drawInt(random, -9, 9), 0];
        if (antiderivative[0] === 0 && antiderivative[1] === 0) return null;
        const integrand = [3 * antiderivative[0]!, 2 * antiderivative[1]!, antiderivative[2]!];
        const a = drawInt(random, -3, 3);
        const b = drawInt(random, a + 1, 4);
        const [upper, lower] = [polyValue(antiderivative, b), polyValue(antiderivative, a)];
        const integral = `\\int_{${num(a)}}^{${num(b)}} (${poly(integrand)})\\,dx`;
        return {
          statementHtml: paragraphs(`Oblicz całkę ${m(integral)}.`),
          answer: numberKey(upper - lower),
          steps: [
            {
              explanation: `${rule} Tu F(x) = ${polyText(antiderivative)}.`,
              math: `${integral} = \\left(${substituted(antiderivative, b)}\\right) - \\left(${substituted(antiderivative, a)}\\right)`,
            },
            {
              explanation: 'Obliczamy.',
              math: `F(${num(b)}) - F(${num(a)}) = ${num(upper)} - ${paren(lower)} = ${num(upper - lower)}`,
            },
          ],
          verification: { mode: 'value' },
        };
      }
      const k = drawInt(random, 1, 12);
      const a = drawInt(random, kind === 1 ? 1 : 0, kind === 1 ? 5 : 3);
      const b = drawInt(random, a + 1, kind === 1 ? 6 : 5);
      if (kind === 1) {
        const integral = `\\int_{${a}}^{${b}} \\frac{${k}}{x^{2}}\\,dx`;
        return {
          statementHtml: paragraphs(`Oblicz całkę ${m(integral)}.`),
          answer: numberKey(k * (b - a), a * b),
          steps: [
            {
              explanation: `${rule} Tu F(x) = −${k}/x.`,
              math: `${integral} = \\left(${frac(-k, b)}\\right) - \\left(${frac(-k, a)}\\right)`,
            },
            {
              explanation: 'Obliczamy.',
              math: `F(${b}) - F(${a}) = ${frac(-k, b)} + ${frac(k, a)} = ${frac(k * (b - a), a * b)}`,
            },
          ],
          verification: { mode: 'value' },
        };
      }
      const coefficient = frac(2 * k, 3);
      const integral = `\\int_{${a * a}}^{${b * b}} ${k === 1 ? '' : k}\\sqrt{x}\\,dx`;
      return {
        statementHtml: paragraphs(`Oblicz całkę ${m(integral)}.`),
        answer: numberKey(2 * k * (b ** 3 - a ** 3), 3),
        steps: [
          {
            explanation: `${rule} Tu F(x) = ${coefficient.replace(/\\frac\{(\d+)\}\{(\d+)\}/, '$1/$2')} · x^(3/2) = ${coefficient.replace(/\\frac\{(\d+)\}\{(\d+)\}/, '$1/$2')} · x√x.`,
            math: `${integral} = ${coefficient} \\cdot ${b * b}^{\\frac{3}{2}} - ${coefficient} \\cdot ${a * a}^{\\frac{3}{2}}`,
          },
          {
            explanation: `${b * b}^(3/2) = ${b ** 3}, ${a * a}^(3/2) = ${a ** 3}.`,
            math: `F(${b * b}) - F(${a * a}) = ${coefficient} \\cdot ${b ** 3} - ${coefficient} \\cdot ${a ** 3} = ${frac(2 * k * (b ** 3 - a ** 3), 3)}`,
          },
        ],
        verification: { mode: 'value' },
      };
    },
  },
];
