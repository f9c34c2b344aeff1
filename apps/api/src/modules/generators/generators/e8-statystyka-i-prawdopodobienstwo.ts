import type { TGenerator } from '../generator.types';
import { answerKey, chain, drawFrom, drawInt, frac, num, numberKey, paragraphs, pp } from '../generator-draw';
import { countNoun, pluralForm, VERBS } from './polish-numerals';

/** Balls of a colour after a numeral: `2 kule czerwone`, `5 kul czerwonych`; the later colours without the noun. */
const BALLS = {
  czerwona: ['kula czerwona', 'kule czerwone', 'kul czerwonych'],
  niebieska: ['niebieska', 'niebieskie', 'niebieskich'],
  zielona: ['zielona', 'zielone', 'zielonych'],
} as const;

/** E8: statystyka, prawdopodobieństwo. */
export const e8StatisticsAndProbabilityGenerators: TGenerator[] = [
  {
    id: 'e8-srednia-arytmetyczna',
    title: 'Średnia arytmetyczna',
    exam: 'E8',
    section: 'Statystyka',
    requirements: [pp('SP7-8.XIII'), pp('SP4-6.XIII')],
    conceptSlugs: ['srednia-arytmetyczna', 'rachunek-prawdopodobienstwa-i-statystyka'],
    draw(random) {
      const count = drawInt(random, 4, 6);
      const grades = Array.from({ length: count }, () => drawInt(random, 1, 6));
      const sum = grades.reduce((total, grade) => total + grade, 0);
      const mean = sum / count;
      if (!Number.isInteger(mean * 100)) return null;
      return {
        statementHtml: paragraphs(
          `Kasia otrzymała z matematyki oceny: ${grades.join(', ')}. Oblicz średnią arytmetyczną jej ocen.`,
        ),
        answer: answerKey.number(num(mean)),
        steps: [
          {
            explanation: 'Średnia to suma ocen podzielona przez ich liczbę.',
            math: `\\frac{${grades.join(' + ')}}{${count}}`,
          },
          { explanation: 'Obliczamy.', math: `\\frac{${sum}}{${count}} = ${num(mean)}` },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-prawdopodobienstwo-losowanie-kul',
    title: 'Prawdopodobieństwo wylosowania kuli danego koloru',
    exam: 'E8',
    section: 'Prawdopodobieństwo',
    requirements: [pp('SP7-8.XII')],
    conceptSlugs: ['prawdopodobienstwo-klasyczne', 'rachunek-prawdopodobienstwa-i-statystyka', 'ulamek-zwykly'],
    draw(random) {
      const red = drawInt(random, 5, 14);
      const blue = drawInt(random, 5, 14);
      const green = drawInt(random, 5, 14);
      const total = red + blue + green;
      const [colour, count] = drawFrom(random, [
        ['czerwona', red],
        ['niebieska', blue],
        ['zielona', green],
      ] as const);
      return {
        statementHtml: paragraphs(
          `W pudełku ${pluralForm(red, VERBS.jest)} ${countNoun(red, BALLS.czerwona)}, ${countNoun(blue, BALLS.niebieska)} i ${countNoun(green, BALLS.zielona)}. Losujemy jedną kulę. Oblicz prawdopodobieństwo, że będzie to kula ${colour}.`,
        ),
        answer: numberKey(count, total),
        steps: [
          {
            explanation: 'Prawdopodobieństwo to liczba kul tego koloru podzielona przez liczbę wszystkich kul.',
            math: `P(A) = \\frac{${count}}{${red} + ${blue} + ${green}}`,
          },
          {
            explanation:
              frac(count, total) === `\\frac{${count}}{${total}}`
                ? 'Obliczamy; ułamka nie da się skrócić.'
                : 'Obliczamy i skracamy.',
            math: chain('P(A)', `\\frac{${count}}{${total}}`, frac(count, total)),
          },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-prawdopodobienstwo-kostka',
    title: 'Rzut kostką do gry',
    exam: 'E8',
    section: 'Prawdopodobieństwo',
    requirements: [pp('SP7-8.XII')],
    conceptSlugs: ['prawdopodobienstwo-klasyczne', 'rachunek-prawdopodobienstwa-i-statystyka'],
    draw(random) {
      const faces = drawFrom(random, [6, 8, 10, 12, 20]);
      const kind = drawFrom(random, ['podzielna', 'większa', 'mniejsza'] as const);
      const k = kind === 'podzielna' ? drawInt(random, 2, 5) : drawInt(random, 1, faces - 1);
      const outcomes = Array.from({ length: faces }, (_unused, index) => index + 1).filter((n) =>
        kind === 'podzielna' ? n % k === 0 : kind === 'większa' ? n > k : n < k + 1,
      );
      const limit = kind === 'mniejsza' ? k + 1 : k;
      const comparison = kind === 'większa' ? 'większą' : 'mniejszą';
      const event =
        kind === 'podzielna' ? `liczbę oczek podzielną przez ${k}` : `liczbę oczek ${comparison} od ${limit}`;
      return {
        statementHtml: paragraphs(
          faces === 6
            ? `Rzucamy jeden raz sześcienną kostką do gry. Oblicz prawdopodobieństwo, że wyrzucimy ${event}.`
            : `Rzucamy jeden raz kostką o ${faces} ścianach ponumerowanych od 1 do ${faces}. Oblicz prawdopodobieństwo, że wyrzucimy ${event}.`,
        ),
        answer: numberKey(outcomes.length, faces),
        steps: [
          {
            explanation: `Sprzyjające wyniki: ${outcomes.join(', ')}; wszystkich wyników jest ${faces}.`,
            math: `P(A) = \\frac{${outcomes.length}}{${faces}}`,
          },
          { explanation: 'Skracamy ułamek.', math: `P(A) = ${frac(outcomes.length, faces)}` },
        ],
        verification: { mode: 'value' },
      };
    },
  },
];
