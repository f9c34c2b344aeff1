import type { TGenerator } from '../generator.types';
import { answerKey, chain, drawFrom, drawInt, frac, m, num, numberKey, paragraphs, pp } from '../generator-draw';

/** Basic matura: kombinatoryka, rachunek prawdopodobieństwa, statystyka. */
export const maturaCombinatoricsAndStatisticsGenerators: TGenerator[] = [
  {
    id: 'mp-regula-mnozenia',
    title: 'Reguła mnożenia: liczby z cyfr danego zbioru',
    exam: 'MATURA_P',
    section: 'Kombinatoryka',
    requirements: [pp('LO-P.XI')],
    conceptSlugs: ['kombinatoryka'],
    niceNumbers: { max: 100_000 },
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
            math: chain('P(A)', `\\frac{${pairs.length}}{${all}}`, frac(pairs.length, all)),
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
