import type { TGenerator } from '../generator.types';
import {
  answerKey,
  drawFrom,
  drawInt,
  drawNonZero,
  linearFactor,
  m,
  num,
  numberKey,
  numGrouped,
  paragraphs,
  paren,
  plural,
  poly,
  pp,
} from '../generator-draw';

/** `\sqrt[3]{-64}`: a root of the given degree (the square root without its index). */
const root = (degree: number, radicand: number) =>
  degree === 2 ? `\\sqrt{${num(radicand)}}` : `\\sqrt[${degree}]{${num(radicand)}}`;

/** Coefficients of (x − r)·(x² + px + q), highest power first. */
const timesLinear = (r: number, [one, p, q]: readonly [number, number, number]) =>
  [one, p - r * one, q - r * p, -r * q] as const;

/**
 * Basic matura, LO-P.I.3, LO-P.I.8, LO-P.II.5–8 and LO-P.III.2: roots of any degree, compound interest, integer
 * roots and division of polynomials, products and sums of rational expressions, contradictory and identity equations.
 */
export const maturaPolynomialAndRationalGenerators: TGenerator[] = [
  {
    id: 'mp-pierwiastki-dowolnego-stopnia',
    title: 'Pierwiastki dowolnego stopnia, także z liczb ujemnych',
    exam: 'MATURA_P',
    section: 'Liczby rzeczywiste',
    requirements: [pp('LO-P.I.3'), pp('LO-P.I')],
    conceptSlugs: ['arytmetyka'],
    draw(random) {
      // An odd root of a negative number, an even root and a fifth root: each of an exact power.
      const a = drawInt(random, 2, 5);
      const b = drawInt(random, 1, 4);
      const c = drawInt(random, 1, 3);
      const oddDegree = drawFrom(random, [3, 5] as const);
      const oddBase = oddDegree === 3 ? a : drawInt(random, 1, 3);
      const coefficient = drawInt(random, 2, 4);
      const problem = `${root(oddDegree, -(oddBase ** oddDegree))} + ${root(4, b ** 4)} - ${coefficient}${root(3, -(c ** 3))}`;
      const result = -oddBase + b + coefficient * c;
      return {
        statementHtml: paragraphs(`Oblicz wartość wyrażenia ${m(problem)}.`),
        answer: numberKey(result),
        steps: [
          { explanation: 'Wyrażenie.', math: problem },
          {
            explanation: `Pierwiastek stopnia nieparzystego z liczby ujemnej jest liczbą ujemną: ${m(`${root(oddDegree, -(oddBase ** oddDegree))} = ${num(-oddBase)}`)}, bo ${m(`${paren(-oddBase)}^{${oddDegree}} = ${num(-(oddBase ** oddDegree))}`)}. Pierwiastek stopnia parzystego istnieje tylko z liczby nieujemnej i jest nieujemny.`,
            math: `${num(-oddBase)} + ${num(b)} - ${coefficient} \\cdot ${paren(-c)} = ${num(result)}`,
          },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'mp-procent-skladany',
    title: 'Procent składany: lokata z roczną kapitalizacją',
    exam: 'MATURA_P',
    section: 'Liczby rzeczywiste',
    requirements: [pp('LO-P.I.8'), pp('LO-P.I')],
    conceptSlugs: ['procenty', 'procent'],
    niceNumbers: { max: 100_000 },
    draw(random) {
      const capital = drawFrom(random, [1000, 2000, 5000, 10_000, 20_000, 50_000] as const);
      const rate = drawFrom(random, [2, 3, 4, 5, 6, 8, 10] as const);
      const years = drawInt(random, 2, 3);
      const factor = 1 + rate / 100;
      const result = Math.round(capital * factor ** years * 100) / 100;
      // Only amounts to the grosz: no rounding in the answer.
      if (Math.abs(capital * factor ** years - result) > 1e-6) return null;
      const problem = `${num(capital)} \\cdot ${num(factor)}^{${years}}`;
      return {
        statementHtml: paragraphs(
          `Klient wpłacił ${numGrouped(capital)} zł na lokatę oprocentowaną ${rate}% w skali roku, z kapitalizacją odsetek po każdym roku. Ile złotych będzie na lokacie po ${years} ${plural(years, 'roku', 'latach', 'latach')}? Pomiń podatek od odsetek.`,
        ),
        answer: answerKey.number(num(result)),
        steps: [
          {
            explanation: `Po każdym roku kwota rośnie o ${rate}%, czyli jest mnożona przez ${m(num(factor))}; po ${years} latach: ${m(`K = K_{0}(1 + \\frac{p}{100})^{n}`)}.`,
            math: problem,
          },
          {
            explanation: 'Obliczamy potęgę, potem iloczyn.',
            math: `${num(capital)} \\cdot ${num(factor ** years)} = ${num(result)}`,
          },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'mp-pierwiastki-calkowite-wielomianu',
    title: 'Pierwiastki całkowite wielomianu',
    exam: 'MATURA_P',
    section: 'Wyrażenia algebraiczne',
    requirements: [pp('LO-P.II.5'), pp('LO-P.II')],
    conceptSlugs: ['miejsce-zerowe', 'twierdzenie-bezouta', 'algebra'],
    draw(random) {
      // W(x) = (x − r)(x² + px + q) with a negative discriminant: r is the only root, a divisor of the constant term.
      const r = drawNonZero(random, -6, 6);
      const p = drawInt(random, -4, 4);
      const q = drawInt(random, 1, 12);
      const discriminant = p * p - 4 * q;
      if (discriminant >= 0) return null;
      const quadratic = poly([1, p, q]);
      const coefficients = timesLinear(r, [1, p, q]);
      const problem = `${poly(coefficients)} = 0`;
      return {
        statementHtml: paragraphs(
          `Wyznacz wszystkie pierwiastki całkowite wielomianu ${m(`W(x) = ${poly(coefficients)}`)}.`,
        ),
        answer: answerKey.set([num(r)]),
        steps: [
          { explanation: 'Pierwiastki wielomianu to rozwiązania równania.', math: problem },
          {
            explanation: `Pierwiastek całkowity wielomianu o współczynnikach całkowitych jest dzielnikiem wyrazu wolnego ${m(num(coefficients[3]))}. Sprawdzamy dzielniki: ${m(`W(${num(r)}) = 0`)}, więc wielomian dzieli się przez ${m(`(${linearFactor(r)})`)}.`,
            math: `(${linearFactor(r)})(${quadratic}) = 0`,
          },
          {
            explanation: `Trójmian ${m(quadratic)} ma wyróżnik ${m(`\\Delta = ${num(discriminant)} < 0`)}, więc nie ma pierwiastków: jedynym pierwiastkiem wielomianu jest ${m(num(r))}.`,
            math: `x = ${num(r)}`,
          },
        ],
        verification: { mode: 'equation' },
      };
    },
  },
  {
    id: 'mp-dzielenie-wielomianu-przez-dwumian',
    title: 'Dzielenie wielomianu przez dwumian x − a',
    exam: 'MATURA_P',
    section: 'Wyrażenia algebraiczne',
    requirements: [pp('LO-P.II.6'), pp('LO-P.II')],
    conceptSlugs: ['twierdzenie-bezouta', 'algebra'],
    draw(random) {
      const a = drawNonZero(random, -4, 4);
      const p = drawInt(random, -6, 6);
      const q = drawNonZero(random, -9, 9);
      const dividend = poly(timesLinear(a, [1, p, q]));
      const quotient = poly([1, p, q]);
      const divisor = linearFactor(a);
      const problem = `\\frac{${dividend}}{${divisor}}`;
      return {
        statementHtml: paragraphs(
          `Podziel wielomian ${m(`W(x) = ${dividend}`)} przez dwumian ${m(divisor)}. Zapisz iloraz.`,
        ),
        answer: answerKey.expression(quotient),
        steps: [
          { explanation: 'Iloraz.', math: problem },
          {
            explanation: `Schematem Hornera dla ${m(`a = ${num(a)}`)} dostajemy współczynniki ilorazu ${m(`1, ${num(p)}, ${num(q)}`)} i resztę ${m('0')}: ${m(`W(x) = (${divisor})(${quotient})`)}.`,
            math: `\\frac{(${divisor})(${quotient})}{${divisor}}`,
          },
          { explanation: 'Skracamy przez dwumian.', math: quotient },
        ],
        verification: { mode: 'expression' },
      };
    },
  },
  {
    id: 'mp-dzialania-na-wyrazeniach-wymiernych',
    title: 'Dodawanie i mnożenie wyrażeń wymiernych',
    exam: 'MATURA_P',
    section: 'Wyrażenia algebraiczne',
    requirements: [pp('LO-P.II.7'), pp('LO-P.II.8'), pp('LO-P.II')],
    conceptSlugs: ['algebra'],
    draw(random) {
      const operation = drawFrom(random, ['sum', 'product'] as const);
      const p = drawNonZero(random, -6, 6);
      const q = drawNonZero(random, -6, 6);
      if (p === q || p === -q) return null;
      if (operation === 'product') {
        // (x² − p²)/(x + q) · (x + q)/(x − p) = x + p
        const problem = `\\frac{${poly([1, 0, -p * p])}}{${linearFactor(-q)}} \\cdot \\frac{${linearFactor(-q)}}{${linearFactor(p)}}`;
        return {
          statementHtml: paragraphs(
            `Wykonaj mnożenie i zapisz wynik w najprostszej postaci: ${m(problem)}, dla ${m(`x \\neq ${num(-q)}`)} i ${m(`x \\neq ${num(p)}`)}.`,
          ),
          answer: answerKey.expression(linearFactor(-p)),
          steps: [
            { explanation: 'Iloczyn.', math: problem },
            {
              explanation: 'Licznik pierwszego ułamka rozkładamy jako różnicę kwadratów.',
              math: `\\frac{(${linearFactor(p)})(${linearFactor(-p)})}{${linearFactor(-q)}} \\cdot \\frac{${linearFactor(-q)}}{${linearFactor(p)}}`,
            },
            { explanation: 'Skracamy wspólne czynniki licznika i mianownika.', math: linearFactor(-p) },
          ],
          verification: { mode: 'expression' },
        };
      }
      // a/(x + p) + b/(x + q) = ((a + b)x + aq + bp) / ((x + p)(x + q))
      const a = drawInt(random, 1, 5);
      const b = drawInt(random, 1, 5);
      const problem = `\\frac{${num(a)}}{${linearFactor(-p)}} + \\frac{${num(b)}}{${linearFactor(-q)}}`;
      const common = `(${linearFactor(-p)})(${linearFactor(-q)})`;
      const numerator = poly([a + b, a * q + b * p]);
      return {
        statementHtml: paragraphs(
          `Zapisz w postaci jednego ułamka: ${m(problem)}, dla ${m(`x \\neq ${num(-p)}`)} i ${m(`x \\neq ${num(-q)}`)}.`,
        ),
        answer: answerKey.expression(`\\frac{${numerator}}{${common}}`),
        steps: [
          { explanation: 'Suma.', math: problem },
          {
            explanation:
              'Sprowadzamy ułamki do wspólnego mianownika: mnożymy licznik i mianownik każdego przez mianownik drugiego.',
            math: `\\frac{${a === 1 ? '' : a}(${linearFactor(-q)}) + ${b === 1 ? '' : b}(${linearFactor(-p)})}{${common}}`,
          },
          {
            explanation: `Wymnażamy nawiasy w liczniku (${m(poly([a, a * q]))} i ${m(poly([b, b * p]))}) i redukujemy wyrazy podobne.`,
            math: `\\frac{${numerator}}{${common}}`,
          },
        ],
        verification: { mode: 'expression' },
      };
    },
  },
  {
    id: 'mp-rownanie-sprzeczne-lub-tozsamosciowe',
    title: 'Równanie liniowe sprzeczne lub tożsamościowe',
    exam: 'MATURA_P',
    section: 'Równania i nierówności',
    requirements: [pp('LO-P.III.2'), pp('LO-P.III.1'), pp('LO-P.III')],
    conceptSlugs: ['rownanie-liniowe', 'zadanie-z-parametrem'],
    draw(random) {
      const k = drawInt(random, 2, 6);
      const p = drawNonZero(random, -9, 9);
      const opened = `${k}x ${p * k < 0 ? '-' : '+'} ${num(Math.abs(k * p))}`;
      if (drawFrom(random, ['contradictory', 'identity'] as const) === 'contradictory') {
        // k(x + p) = mx + q has no solution when m = k and q ≠ kp.
        const q = drawInt(random, -20, 20);
        if (q === k * p) return null;
        // `mx`, not `mx + 0`.
        const right = q === 0 ? 'mx' : `mx ${q < 0 ? '-' : '+'} ${num(Math.abs(q))}`;
        const equation = `${k}(${linearFactor(-p)}) = ${right}`;
        return {
          statementHtml: paragraphs(
            `Wyznacz wartość parametru ${m('m')}, dla której równanie ${m(equation)} jest sprzeczne.`,
          ),
          answer: numberKey(k),
          steps: [
            {
              explanation: `Przekształcamy równanie równoważnie: ${m(`${opened} = ${right}`)}, czyli ${m(`(${k} - m)x = ${num(q - k * p)}`)}. Prawa strona nie jest zerem, więc równanie jest sprzeczne dokładnie wtedy, gdy współczynnik przy ${m('x')} jest równy zeru: po lewej stronie jest wtedy ${m('0')}.`,
              math: `${k} - m = 0`,
            },
            {
              explanation: `Dla tej wartości równanie ma postać ${m(`0 = ${num(q - k * p)}`)}: nie spełnia go żadna liczba.`,
              math: `m = ${k}`,
            },
          ],
          verification: { mode: 'equation', variable: 'm' },
        };
      }
      // k(x + p) = kx + n holds for every x when n = kp.
      const equation = `${k}(${linearFactor(-p)}) = ${k}x + n`;
      return {
        statementHtml: paragraphs(
          `Wyznacz wartość parametru ${m('n')}, dla której równanie ${m(equation)} jest tożsamościowe (spełnia je każda liczba rzeczywista).`,
        ),
        answer: numberKey(k * p),
        steps: [
          {
            explanation: `Przekształcamy równanie równoważnie: ${m(`${opened} = ${k}x + n`)}, czyli ${m(`0 \\cdot x = n ${k * p < 0 ? '+' : '-'} ${num(Math.abs(k * p))}`)}. Lewa strona jest zerem dla każdego ${m('x')}, więc równanie jest tożsamościowe dokładnie wtedy, gdy prawa strona też jest zerem.`,
            math: `n ${k * p < 0 ? '+' : '-'} ${num(Math.abs(k * p))} = 0`,
          },
          { explanation: 'Rozwiązujemy to równanie.', math: `n = ${num(k * p)}` },
        ],
        verification: { mode: 'equation', variable: 'n' },
      };
    },
  },
];
