import type { TGenerator } from '../generator.types';
import {
  answerKey,
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
} from '../generator-draw';
import { PYTHAGOREAN_TRIPLES } from './e8-geometria';

const pp = (code: string) => ({ system: 'PP2017' as const, code });

/** Basic matura: trygonometria, planimetria, geometria analityczna, stereometria, kombinatoryka, statystyka. */
export const maturaGeometryGenerators: TGenerator[] = [
  {
    id: 'mp-jedynka-trygonometryczna',
    title: 'Cosinus kąta ostrego z jedynki trygonometrycznej',
    exam: 'MATURA_P',
    section: 'Trygonometria',
    requirements: [pp('LO-P.VII')],
    conceptSlugs: ['jedynka-trygonometryczna', 'trygonometria'],
    draw(random) {
      const primitive = PYTHAGOREAN_TRIPLES.filter(
        ([p, q, r]) => greatestCommonDivisor(greatestCommonDivisor(p, q), r) === 1,
      );
      const [a, b, c] = drawFrom(random, [
        ...primitive,
        [11, 60, 61],
        [28, 45, 53],
        [33, 56, 65],
        [16, 63, 65],
        [20, 99, 101],
        [48, 55, 73],
        [13, 84, 85],
        [36, 77, 85],
        [39, 80, 89],
        [65, 72, 97],
      ] as const);
      const [given, wanted] = random() < 0.5 ? [a, b] : [b, a];
      const sine = random() < 0.5;
      const [known, unknown] = sine ? ['\\sin', '\\cos'] : ['\\cos', '\\sin'];
      const statement = `Kąt ${m('\\alpha')} jest ostry i ${m(`${known}\\alpha = \\frac{${given}}{${c}}`)}.`;
      if (random() < 0.5) {
        const knownValue = `\\frac{${given}}{${c}}`;
        const other = `\\sqrt{1 - \\left(${knownValue}\\right)^{2}}`;
        const [sineValue, cosineValue] = sine ? [knownValue, other] : [other, knownValue];
        const [sineNumber, cosineNumber] = sine ? [given, wanted] : [wanted, given];
        return {
          statementHtml: paragraphs(`${statement} Oblicz ${m('\\operatorname{tg}\\alpha')}.`),
          answer: numberKey(sineNumber, cosineNumber),
          steps: [
            {
              explanation: `Tangens to sinus podzielony przez cosinus; brakującą wartość daje jedynka trygonometryczna (kąt ostry, więc jest dodatnia).`,
              math: `\\operatorname{tg}\\alpha = \\frac{${sineValue}}{${cosineValue}}`,
            },
            {
              explanation: `${unknown === '\\cos' ? 'Cosinus' : 'Sinus'} jest równy ${wanted}/${c}.`,
              math: `\\operatorname{tg}\\alpha = \\frac{\\frac{${sineNumber}}{${c}}}{\\frac{${cosineNumber}}{${c}}} = \\frac{${sineNumber}}{${cosineNumber}}`,
            },
          ],
          verification: { mode: 'value' },
        };
      }
      return {
        statementHtml: paragraphs(`${statement} Oblicz ${m(`${unknown}\\alpha`)}.`),
        answer: numberKey(wanted, c),
        steps: [
          {
            explanation: `Z jedynki trygonometrycznej; kąt jest ostry, więc ${unknown === '\\cos' ? 'cosinus' : 'sinus'} jest dodatni.`,
            math: `${unknown}\\alpha = \\sqrt{1 - \\left(\\frac{${given}}{${c}}\\right)^{2}}`,
          },
          {
            explanation: 'Obliczamy.',
            math: `${unknown}\\alpha = \\sqrt{\\frac{${c * c - given * given}}{${c * c}}} = \\frac{${wanted}}{${c}}`,
          },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'mp-wartosci-funkcji-trygonometrycznych',
    title: 'Wartości funkcji trygonometrycznych kątów 30°, 45°, 60°',
    exam: 'MATURA_P',
    section: 'Trygonometria',
    requirements: [pp('LO-P.VII')],
    conceptSlugs: ['trygonometria'],
    draw(random) {
      const table = [
        ['\\sin 30^\\circ', '\\frac{1}{2}', 1, 2],
        ['\\cos 60^\\circ', '\\frac{1}{2}', 1, 2],
        ['\\tan 45^\\circ', '1', 1, 1],
        ['\\sin 90^\\circ', '1', 1, 1],
        ['\\cos 0^\\circ', '1', 1, 1],
      ] as const;
      const [first, firstValue, p1, q1] = drawFrom(random, table);
      const k = drawInt(random, 2, 12);
      const other = drawFrom(random, [
        ['\\sin^{2} 60^\\circ', '\\frac{3}{4}', 3, 4],
        ['\\cos^{2} 30^\\circ', '\\frac{3}{4}', 3, 4],
        ['\\tan^{2} 60^\\circ', '3', 3, 1],
        ['\\sin^{2} 45^\\circ', '\\frac{1}{2}', 1, 2],
      ] as const);
      const [second, secondValue, p2, q2] = other;
      const problem = `${k} \\cdot ${first} + ${second}`;
      const numerator = k * p1 * q2 + p2 * q1;
      const denominator = q1 * q2;
      return {
        statementHtml: paragraphs(`Oblicz wartość wyrażenia ${m(problem)}.`),
        answer: numberKey(numerator, denominator),
        steps: [
          { explanation: 'Wyrażenie.', math: problem },
          { explanation: 'Podstawiamy wartości z tablic.', math: `${k} \\cdot ${firstValue} + ${secondValue}` },
          { explanation: 'Obliczamy.', math: frac(numerator, denominator) },
        ],
        verification: { mode: 'value', degrees: true },
      };
    },
  },
  {
    id: 'mp-pole-trojkata-z-sinusem',
    title: 'Pole trójkąta z dwóch boków i kąta między nimi',
    exam: 'MATURA_P',
    section: 'Planimetria',
    requirements: [pp('LO-P.VIII'), pp('LO-P.VII')],
    conceptSlugs: ['geometria-plaska', 'trygonometria', 'pole-i-obwod'],
    draw(random) {
      const a = drawInt(random, 2, 12);
      const b = drawInt(random, 2, 12);
      const angle = drawFrom(random, [30, 150]);
      return {
        statementHtml: paragraphs(
          `Dwa boki trójkąta mają długości ${a} i ${b}, a kąt między nimi ma miarę ${m(`${angle}^\\circ`)}. Oblicz pole tego trójkąta.`,
        ),
        answer: numberKey(a * b, 4),
        steps: [
          {
            explanation: 'Pole trójkąta: P = ½ · a · b · sin γ.',
            math: `P = \\frac{1}{2} \\cdot ${a} \\cdot ${b} \\cdot \\sin ${angle}^\\circ`,
          },
          {
            explanation: `sin ${angle}° = ½.`,
            math: `P = \\frac{1}{2} \\cdot ${a * b} \\cdot \\frac{1}{2} = ${frac(a * b, 4)}`,
          },
        ],
        verification: { mode: 'value', degrees: true },
      };
    },
  },
  {
    id: 'mp-kat-wpisany-i-srodkowy',
    title: 'Kąt wpisany i kąt środkowy',
    exam: 'MATURA_P',
    section: 'Planimetria',
    requirements: [pp('LO-P.VIII')],
    conceptSlugs: ['geometria-plaska'],
    draw(random) {
      const inscribed = drawInt(random, 10, 89);
      const askInscribed = random() < 0.5;
      const central = 2 * inscribed;
      if (askInscribed)
        return {
          statementHtml: paragraphs(
            `Kąt środkowy oparty na łuku okręgu ma miarę ${m(`${central}^\\circ`)}. Oblicz miarę kąta wpisanego opartego na tym samym łuku (w stopniach).`,
          ),
          answer: numberKey(inscribed),
          steps: [
            {
              explanation: 'Kąt wpisany jest równy połowie kąta środkowego opartego na tym samym łuku.',
              math: `\\frac{${central}^{\\circ}}{2}`,
            },
            { explanation: 'Obliczamy.', math: `${inscribed}^\\circ` },
          ],
          verification: { mode: 'value' },
        };
      return {
        statementHtml: paragraphs(
          `Kąt wpisany w okrąg ma miarę ${m(`${inscribed}^\\circ`)}. Oblicz miarę kąta środkowego opartego na tym samym łuku (w stopniach).`,
        ),
        answer: numberKey(central),
        steps: [
          {
            explanation: 'Kąt środkowy jest dwa razy większy od kąta wpisanego opartego na tym samym łuku.',
            math: `2 \\cdot ${inscribed}^\\circ`,
          },
          { explanation: 'Obliczamy.', math: `${central}^\\circ` },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'mp-odleglosc-punktow',
    title: 'Odległość dwóch punktów',
    exam: 'MATURA_P',
    section: 'Geometria analityczna',
    requirements: [pp('LO-P.IX')],
    conceptSlugs: ['geometria-plaska', 'twierdzenie-pitagorasa'],
    draw(random) {
      const xA = drawInt(random, -8, 8);
      const yA = drawInt(random, -8, 8);
      const dx = drawNonZero(random, -6, 6);
      const dy = drawNonZero(random, -6, 6);
      const squared = dx * dx + dy * dy;
      // Largest square factor, so that the answer is written as k√m.
      let outside = 1;
      for (let k = 2; k * k <= squared; k += 1) if (squared % (k * k) === 0) outside = k;
      const inside = squared / (outside * outside);
      const result = inside === 1 ? `${outside}` : `${outside === 1 ? '' : outside}\\sqrt{${inside}}`;
      return {
        statementHtml: paragraphs(
          `Oblicz odległość punktów ${m(`A = (${num(xA)}, ${num(yA)})`)} i ${m(`B = (${num(xA + dx)}, ${num(yA + dy)})`)}.`,
        ),
        answer: answerKey.number(result),
        steps: [
          {
            explanation: 'Odległość punktów: |AB| = √((x_B − x_A)² + (y_B − y_A)²).',
            math: `|AB| = \\sqrt{(${num(xA + dx)} - ${paren(xA)})^{2} + (${num(yA + dy)} - ${paren(yA)})^{2}}`,
          },
          {
            explanation: 'Obliczamy i wyłączamy czynnik przed pierwiastek.',
            math: `|AB| = \\sqrt{${squared}} = ${result}`,
          },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'mp-srodek-odcinka',
    title: 'Współrzędne środka odcinka',
    exam: 'MATURA_P',
    section: 'Geometria analityczna',
    requirements: [pp('LO-P.IX')],
    conceptSlugs: ['geometria-plaska'],
    draw(random) {
      const xA = drawInt(random, -9, 9);
      const yA = drawInt(random, -9, 9);
      const xB = drawInt(random, -9, 9);
      const yB = drawInt(random, -9, 9);
      if (xA === xB && yA === yB) return null;
      const first = random() < 0.5;
      const [u, v, name] = first ? [xA, xB, 'x_S'] : [yA, yB, 'y_S'];
      return {
        statementHtml: paragraphs(
          `Punkt ${m('S = (x_S, y_S)')} jest środkiem odcinka o końcach ${m(`A = (${num(xA)}, ${num(yA)})`)} i ${m(`B = (${num(xB)}, ${num(yB)})`)}. Oblicz ${m(name)}.`,
        ),
        answer: numberKey(u + v, 2),
        steps: [
          {
            explanation: 'Współrzędna środka odcinka to średnia współrzędnych końców.',
            math: `${name} = \\frac{${num(u)} + ${paren(v)}}{2}`,
          },
          { explanation: 'Obliczamy.', math: `${name} = \\frac{${num(u + v)}}{2} = ${frac(u + v, 2)}` },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'mp-wspolczynnik-kierunkowy-prostej',
    title: 'Współczynnik kierunkowy prostej przez dwa punkty',
    exam: 'MATURA_P',
    section: 'Geometria analityczna',
    requirements: [pp('LO-P.IX'), pp('LO-P.V')],
    conceptSlugs: ['funkcja-liniowa', 'geometria-plaska'],
    draw(random) {
      const xA = drawInt(random, -8, 8);
      const yA = drawInt(random, -8, 8);
      const dx = drawNonZero(random, -6, 6);
      const dy = drawInt(random, -9, 9);
      return {
        statementHtml: paragraphs(
          `Prosta przechodzi przez punkty ${m(`A = (${num(xA)}, ${num(yA)})`)} i ${m(`B = (${num(xA + dx)}, ${num(yA + dy)})`)}. Oblicz współczynnik kierunkowy tej prostej.`,
        ),
        answer: numberKey(dy, dx),
        steps: [
          {
            explanation: 'Współczynnik kierunkowy: a = (y_B − y_A)/(x_B − x_A).',
            math: `a = \\frac{${num(yA + dy)} - ${paren(yA)}}{${num(xA + dx)} - ${paren(xA)}}`,
          },
          { explanation: 'Obliczamy.', math: `a = \\frac{${num(dy)}}{${num(dx)}} = ${frac(dy, dx)}` },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'mp-przekatna-prostopadloscianu',
    title: 'Przekątna prostopadłościanu',
    exam: 'MATURA_P',
    section: 'Stereometria',
    requirements: [pp('LO-P.X')],
    conceptSlugs: ['stereometria', 'twierdzenie-pitagorasa'],
    draw(random) {
      const [a, b, c] = [drawInt(random, 1, 12), drawInt(random, 1, 12), drawInt(random, 1, 12)];
      const squared = a * a + b * b + c * c;
      let outside = 1;
      for (let k = 2; k * k <= squared; k += 1) if (squared % (k * k) === 0) outside = k;
      const inside = squared / (outside * outside);
      const result = inside === 1 ? `${outside}` : `${outside === 1 ? '' : outside}\\sqrt{${inside}}`;
      const cube = a === b && b === c;
      return {
        statementHtml: paragraphs(
          cube
            ? `Krawędź sześcianu ma długość ${a}. Oblicz długość przekątnej tego sześcianu.`
            : `Krawędzie prostopadłościanu mają długości ${a}, ${b} i ${c}. Oblicz długość przekątnej tego prostopadłościanu.`,
        ),
        answer: answerKey.number(result),
        steps: [
          {
            explanation: 'Przekątna prostopadłościanu o krawędziach a, b, c: d = √(a² + b² + c²).',
            math: `d = \\sqrt{${a}^{2} + ${b}^{2} + ${c}^{2}}`,
          },
          {
            explanation: 'Obliczamy i wyłączamy czynnik przed pierwiastek.',
            math: `d = \\sqrt{${squared}} = ${result}`,
          },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'mp-objetosc-walca',
    title: 'Objętość walca',
    exam: 'MATURA_P',
    section: 'Stereometria',
    requirements: [pp('LO-P.X')],
    conceptSlugs: ['stereometria'],
    draw(random) {
      const r = drawInt(random, 1, 12);
      const h = drawInt(random, 2, 20);
      const volume = r * r * h;
      return {
        statementHtml: paragraphs(`Walec ma promień podstawy ${r} i wysokość ${h}. Oblicz objętość tego walca.`),
        answer: answerKey.number(`${volume}\\pi`),
        steps: [
          { explanation: 'Objętość walca: V = πr²h.', math: `V = \\pi \\cdot ${r}^{2} \\cdot ${h}` },
          { explanation: 'Obliczamy.', math: `V = ${volume}\\pi` },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'mp-regula-mnozenia',
    title: 'Reguła mnożenia: liczby z cyfr danego zbioru',
    exam: 'MATURA_P',
    section: 'Kombinatoryka',
    requirements: [pp('LO-P.XI')],
    conceptSlugs: ['kombinatoryka'],
    draw(random) {
      const length = drawInt(random, 2, 5);
      const digits = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter(() => random() < 0.5);
      if (digits.length < 2) return null;
      const nonZero = digits.filter((digit) => digit !== 0).length;
      const factors = [nonZero, ...Array.from({ length: length - 1 }, () => digits.length)];
      const total = factors.reduce((product, factor) => product * factor, 1);
      const names = ['', '', 'dwucyfrowych', 'trzycyfrowych', 'czterocyfrowych', 'pięciocyfrowych'];
      return {
        statementHtml: paragraphs(
          `Ile jest liczb naturalnych ${names[length]}, których każda cyfra należy do zbioru ${m(`\\{${digits.join(', ')}\\}`)}? Cyfry mogą się powtarzać.`,
        ),
        answer: numberKey(total),
        steps: [
          {
            explanation: `Pierwsza cyfra: ${nonZero} ${digits.includes(0) ? 'możliwości (bez zera)' : 'możliwości'}, każda następna: ${digits.length}; z reguły mnożenia.`,
            math: factors.join(' \\cdot '),
          },
          { explanation: 'Mnożymy.', math: String(total) },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'mp-dwie-kostki',
    title: 'Prawdopodobieństwo: suma oczek na dwóch kostkach',
    exam: 'MATURA_P',
    section: 'Rachunek prawdopodobieństwa',
    requirements: [pp('LO-P.XII')],
    conceptSlugs: ['prawdopodobienstwo-klasyczne', 'rachunek-prawdopodobienstwa-i-statystyka'],
    draw(random) {
      const faces = drawFrom(random, [4, 6, 8, 10, 12]);
      const kind = drawFrom(random, ['równa', 'większa od', 'mniejsza od'] as const);
      const sum = drawInt(random, 3, 2 * faces - 1);
      const pairs: string[] = [];
      for (let first = 1; first <= faces; first += 1)
        for (let second = 1; second <= faces; second += 1) {
          const total = first + second;
          if (kind === 'równa' ? total === sum : kind === 'większa od' ? total > sum : total < sum)
            pairs.push(`(${first}, ${second})`);
        }
      const all = faces * faces;
      const die =
        faces === 6
          ? 'symetryczną sześcienną kostką do gry'
          : `symetryczną kostką o ${faces} ścianach ponumerowanych od 1 do ${faces}`;
      return {
        statementHtml: paragraphs(
          `Rzucamy dwa razy ${die}. Oblicz prawdopodobieństwo, że suma wyrzuconych oczek będzie ${kind} ${sum}.`,
        ),
        answer: numberKey(pairs.length, all),
        steps: [
          {
            explanation: `Wszystkich wyników jest ${faces} · ${faces} = ${all}; sprzyjających jest ${pairs.length}${pairs.length <= 8 ? `: ${pairs.join(', ')}` : ''}.`,
            math: `P(A) = \\frac{${pairs.length}}{${faces} \\cdot ${faces}}`,
          },
          {
            explanation: 'Skracamy ułamek.',
            math: `P(A) = \\frac{${pairs.length}}{${all}} = ${frac(pairs.length, all)}`,
          },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'mp-srednia-wazona',
    title: 'Średnia arytmetyczna danych z tabeli',
    exam: 'MATURA_P',
    section: 'Statystyka',
    requirements: [pp('LO-P.XII')],
    conceptSlugs: ['srednia-arytmetyczna', 'rachunek-prawdopodobienstwa-i-statystyka'],
    draw(random) {
      const values = [2, 3, 4, 5];
      const counts = values.map(() => drawInt(random, 1, 9));
      const total = counts.reduce((sum, count) => sum + count, 0);
      const weighted = values.reduce((sum, value, index) => sum + value * counts[index]!, 0);
      const mean = weighted / total;
      if (!Number.isInteger(mean * 100)) return null;
      const rows = values.map((value, index) =>
        counts[index] === 1 ? `ocenę ${value} otrzymał 1 uczeń` : `ocenę ${value} otrzymało ${counts[index]} uczniów`,
      );
      return {
        statementHtml: paragraphs(`Z klasówki ${rows.join(', ')}. Oblicz średnią arytmetyczną ocen w tej klasie.`),
        answer: answerKey.number(num(mean)),
        steps: [
          {
            explanation: 'Średnia: suma wszystkich ocen przez liczbę uczniów.',
            math: `\\frac{${values.map((value, index) => `${value} \\cdot ${counts[index]}`).join(' + ')}}{${counts.join(' + ')}}`,
          },
          { explanation: 'Obliczamy.', math: `\\frac{${weighted}}{${total}} = ${num(mean)}` },
        ],
        verification: { mode: 'value' },
      };
    },
  },
];
