import type { TGenerator, TVariantDraft } from '../generator.types';
import { drawFrom, drawInt, equationDraft, m, numberKey, paragraphs, plural, pp } from '../generator-draw';
import { times } from './generator-latex';

/** The letter pairs of the expressions (no `e` or `i`: the CAS reads them as constants). */
const LETTER_PAIRS = [
  ['a', 'b'],
  ['x', 'y'],
  ['m', 'n'],
] as const;

/** What a shopper buys: the singular and the Polish plural forms after a numeral (2 zeszyty, 5 zeszytów). */
const ITEMS = [
  ['zeszyt', 'zeszyty', 'zeszytów'],
  ['długopis', 'długopisy', 'długopisów'],
  ['ołówek', 'ołówki', 'ołówków'],
  ['bułka', 'bułki', 'bułek'],
  ['jogurt', 'jogurty', 'jogurtów'],
  ['pączek', 'pączki', 'pączków'],
] as const;

const GIRLS = ['Kasia', 'Ola', 'Zosia', 'Hania', 'Maja'] as const;

/** E8, klasy IV–VI: elementy algebry (SP4-6.VI) — wyrażenia z literami i proste równania. */
export const e8ElementaryAlgebraGenerators: TGenerator[] = [
  {
    id: 'e8-wartosc-wyrazenia-z-literami',
    title: 'Wartość wyrażenia z dwiema literami',
    exam: 'E8',
    section: 'Elementy algebry',
    requirements: [pp('SP4-6.VI')],
    conceptSlugs: ['algebra'],
    draw(random) {
      const [u, w] = drawFrom(random, LETTER_PAIRS);
      const a = drawInt(random, 1, 12);
      const b = drawInt(random, 1, 12);
      const p = drawInt(random, 2, 9);
      const q = drawInt(random, 2, 9);
      const form = drawInt(random, 0, 5);
      // Each form: the expression, it with the numbers put in, after multiplying (or the bracket), the value.
      let expression: string;
      let substituted: string;
      let middle: string;
      let result: number;
      let order: string;
      if (form === 0) {
        expression = `${times(p, u)} + ${times(q, w)}`;
        substituted = `${p} \\cdot ${a} + ${q} \\cdot ${b}`;
        middle = `${p * a} + ${q * b}`;
        result = p * a + q * b;
        order = 'Najpierw mnożymy, potem dodajemy.';
      } else if (form === 1) {
        expression = `${times(p, u)} - ${times(q, w)}`;
        substituted = `${p} \\cdot ${a} - ${q} \\cdot ${b}`;
        middle = `${p * a} - ${q * b}`;
        result = p * a - q * b;
        order = 'Najpierw mnożymy, potem odejmujemy.';
      } else if (form === 2) {
        expression = `${p}${u}${w} - ${q}`;
        substituted = `${p} \\cdot ${a} \\cdot ${b} - ${q}`;
        middle = `${p * a * b} - ${q}`;
        result = p * a * b - q;
        order = 'Najpierw mnożymy, potem odejmujemy.';
      } else if (form === 3) {
        expression = `${p}(${u} + ${w})`;
        substituted = `${p} \\cdot (${a} + ${b})`;
        middle = `${p} \\cdot ${a + b}`;
        result = p * (a + b);
        order = 'Najpierw działanie w nawiasie, potem mnożenie.';
      } else if (form === 4) {
        expression = `${u}^{2} + ${times(q, w)}`;
        substituted = `${a}^{2} + ${q} \\cdot ${b}`;
        middle = `${a * a} + ${q * b}`;
        result = a * a + q * b;
        order = 'Najpierw potęgowanie i mnożenie, potem dodawanie.';
      } else {
        if (a % p !== 0) return null;
        expression = `${u} : ${p} + ${times(q, w)}`;
        substituted = `${a} : ${p} + ${q} \\cdot ${b}`;
        middle = `${a / p} + ${q * b}`;
        result = a / p + q * b;
        order = 'Najpierw dzielimy i mnożymy, potem dodajemy.';
      }
      if (result < 0) return null;
      return {
        statementHtml: paragraphs(
          `Oblicz wartość wyrażenia ${m(expression)} dla ${m(`${u} = ${a}`)} i ${m(`${w} = ${b}`)}.`,
        ),
        answer: numberKey(result),
        steps: [
          { explanation: `Podstawiamy ${a} w miejsce ${u} i ${b} w miejsce ${w}.`, math: substituted },
          { explanation: order, math: middle },
          { explanation: 'Wartość wyrażenia:', math: String(result) },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-rownanie-dzialanie-odwrotne',
    title: 'Równanie z niewiadomą występującą jeden raz',
    exam: 'E8',
    section: 'Elementy algebry',
    requirements: [pp('SP4-6.VI')],
    conceptSlugs: ['rownanie-liniowe', 'algebra'],
    draw(random) {
      const x = drawInt(random, 2, 25);
      const a = drawInt(random, 2, 9);
      const b = drawInt(random, 1, 40);
      const form = drawInt(random, 0, 5);
      if (form === 0) {
        const c = a * x + b;
        return equationDraft(`${a}x + ${b} = ${c}`, numberKey(x), [
          { explanation: `Odejmujemy ${b} od obu stron równania.`, math: `${a}x = ${c} - ${b}` },
          { explanation: 'Obliczamy różnicę.', math: `${a}x = ${c - b}` },
          { explanation: `Dzielimy obie strony przez ${a}.`, math: `x = ${c - b} : ${a}` },
          { explanation: 'Rozwiązanie:', math: `x = ${x}` },
        ]);
      }
      if (form === 1) {
        const c = a * x - b;
        if (c < 1) return null;
        return equationDraft(`${a}x - ${b} = ${c}`, numberKey(x), [
          { explanation: `Dodajemy ${b} do obu stron równania.`, math: `${a}x = ${c} + ${b}` },
          { explanation: 'Obliczamy sumę.', math: `${a}x = ${c + b}` },
          { explanation: `Dzielimy obie strony przez ${a}.`, math: `x = ${c + b} : ${a}` },
          { explanation: 'Rozwiązanie:', math: `x = ${x}` },
        ]);
      }
      if (form === 2) {
        const c = x;
        const unknown = a * c;
        return equationDraft(`x : ${a} = ${c}`, numberKey(unknown), [
          {
            explanation: `Dzielna to iloraz razy dzielnik: mnożymy obie strony przez ${a}.`,
            math: `x = ${c} \\cdot ${a}`,
          },
          { explanation: 'Rozwiązanie:', math: `x = ${unknown}` },
        ]);
      }
      if (form === 3) {
        const quotient = x;
        const unknown = a * quotient;
        const c = quotient + b;
        return equationDraft(`x : ${a} + ${b} = ${c}`, numberKey(unknown), [
          { explanation: `Odejmujemy ${b} od obu stron równania.`, math: `x : ${a} = ${c} - ${b}` },
          { explanation: 'Obliczamy różnicę.', math: `x : ${a} = ${quotient}` },
          { explanation: `Mnożymy obie strony przez ${a}.`, math: `x = ${quotient} \\cdot ${a}` },
          { explanation: 'Rozwiązanie:', math: `x = ${unknown}` },
        ]);
      }
      if (form === 4) {
        const c = a * (x + b);
        return equationDraft(`${a} \\cdot (x + ${b}) = ${c}`, numberKey(x), [
          { explanation: `Dzielimy obie strony przez ${a}.`, math: `x + ${b} = ${c} : ${a}` },
          { explanation: 'Obliczamy iloraz.', math: `x + ${b} = ${x + b}` },
          { explanation: `Odejmujemy ${b} od obu stron.`, math: `x = ${x + b} - ${b}` },
          { explanation: 'Rozwiązanie:', math: `x = ${x}` },
        ]);
      }
      // The unknown is the divisor: divisor = dividend : quotient.
      const dividend = a * x;
      return equationDraft(`${dividend} : x = ${a}`, numberKey(x), [
        { explanation: 'Dzielnik to dzielna podzielona przez iloraz.', math: `x = ${dividend} : ${a}` },
        { explanation: 'Rozwiązanie:', math: `x = ${x}` },
      ]);
    },
  },
  {
    id: 'e8-wyrazenie-z-opisu-slownego',
    title: 'Wyrażenie algebraiczne z opisu słownego',
    exam: 'E8',
    section: 'Elementy algebry',
    requirements: [pp('SP4-6.VI'), pp('SP4-6.XIV')],
    conceptSlugs: ['algebra', 'zadanie-tekstowe'],
    draw(random) {
      const context = drawInt(random, 0, 3);
      const p = drawInt(random, 2, 6);
      const q = drawInt(random, 2, 9);
      if (context === 0) {
        const [first, second] = [drawFrom(random, ITEMS), drawFrom(random, ITEMS)];
        if (first === second) return null;
        const name = drawFrom(random, GIRLS);
        const a = drawInt(random, 2, 9);
        const b = drawInt(random, 1, 9);
        const r = drawInt(random, 2, 6);
        const result = p * a + r * b;
        return wordDraft(
          `${capitalized(first[0])} kosztuje ${m('a')} zł, a ${second[0]} — ${m('b')} zł. ${name} kupiła ${p} ${plural(p, first[0], first[1], first[2])} i ${r} ${plural(r, second[0], second[1], second[2])}. Zapisz wyrażenie algebraiczne opisujące, ile złotych zapłaciła, i oblicz jego wartość dla ${m(`a = ${a}`)} i ${m(`b = ${b}`)}.`,
          result,
          `${p}a + ${r}b`,
          `${p} \\cdot ${a} + ${r} \\cdot ${b}`,
          `${p * a} + ${r * b}`,
          `${name} zapłaciła ${p} razy po a zł i ${r} razy po b zł.`,
        );
      }
      if (context === 1) {
        const name = drawFrom(random, ['Tomek', 'Kuba', 'Antek', 'Staś', 'Bartek'] as const);
        const money = drawFrom(random, [20, 30, 50, 100] as const);
        const price = drawInt(random, 2, 9);
        const left = money - p * price;
        if (left < 0) return null;
        return wordDraft(
          `${name} miał ${m('a')} zł. Kupił ${p} ${plural(p, 'batonik', 'batoniki', 'batoników')} po ${m('b')} zł za sztukę. Zapisz wyrażenie algebraiczne opisujące, ile złotych mu zostało, i oblicz jego wartość dla ${m(`a = ${money}`)} i ${m(`b = ${price}`)}.`,
          left,
          `a - ${p}b`,
          `${money} - ${p} \\cdot ${price}`,
          `${money} - ${p * price}`,
          `Za batoniki zapłacił ${p} razy po b zł; tę kwotę odejmujemy od a.`,
        );
      }
      if (context === 2) {
        const age = drawInt(random, 6, 14);
        const father = (p + 1) * age;
        const mother = father - q;
        if (father < 28 || father > 60) return null;
        return wordDraft(
          `Ania ma ${m('x')} lat. Jej tata jest ${p + 1} razy starszy od niej, a mama jest o ${q} ${plural(q, 'rok', 'lata', 'lat')} młodsza od taty. Zapisz wyrażenie algebraiczne opisujące wiek mamy i oblicz, ile lat ma mama, gdy ${m(`x = ${age}`)}.`,
          mother,
          `${p + 1}x - ${q}`,
          `${p + 1} \\cdot ${age} - ${q}`,
          `${father} - ${q}`,
          `Tata ma ${p + 1}x lat, a mama o ${q} mniej.`,
        );
      }
      const n = drawInt(random, 2, 20);
      if (random() < 0.5)
        return wordDraft(
          `Pomyślano liczbę ${m('n')}, pomnożono ją przez ${p}, a do wyniku dodano ${q}. Zapisz wyrażenie algebraiczne opisujące otrzymany wynik i oblicz jego wartość dla ${m(`n = ${n}`)}.`,
          p * n + q,
          `${p}n + ${q}`,
          `${p} \\cdot ${n} + ${q}`,
          `${p * n} + ${q}`,
          `Liczba pomnożona przez ${p} to ${p}n, po dodaniu ${q}: ${p}n + ${q}.`,
        );
      return wordDraft(
        `Do pomyślanej liczby ${m('n')} dodano ${q}, a otrzymaną sumę pomnożono przez ${p}. Zapisz wyrażenie algebraiczne opisujące otrzymany wynik i oblicz jego wartość dla ${m(`n = ${n}`)}.`,
        p * (n + q),
        `${p}(n + ${q})`,
        `${p} \\cdot (${n} + ${q})`,
        `${p} \\cdot ${n + q}`,
        `Suma to n + ${q}; pomnożona przez ${p} daje ${p}(n + ${q}).`,
      );
    },
  },
];

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A word description's draft: the expression (as the first step's label), it with the numbers put in, the value. */
function wordDraft(
  statement: string,
  result: number,
  expression: string,
  substituted: string,
  middle: string,
  why: string,
): TVariantDraft {
  return {
    statementHtml: paragraphs(statement),
    answer: numberKey(result),
    steps: [
      { explanation: `${why} Podstawiamy dane liczby.`, math: `${expression} = ${substituted}` },
      { explanation: 'Wykonujemy działania w odpowiedniej kolejności.', math: middle },
      { explanation: 'Wartość wyrażenia:', math: String(result) },
    ],
    verification: { mode: 'value' },
  };
}
