import type { TGenerator } from '../generator.types';
import { drawFrom, drawInt, m, numberKey, paragraphs, pp } from '../generator-draw';

/** The prime factors of n, ascending, each as often as it divides n. */
const primeFactors = (n: number): number[] => {
  const factors: number[] = [];
  let rest = n;
  for (let divisor = 2; divisor * divisor <= rest; divisor++) {
    while (rest % divisor === 0) {
      factors.push(divisor);
      rest /= divisor;
    }
  }
  if (rest > 1) factors.push(rest);
  return factors;
};

/** `84 = 2 \cdot 42 = 2 \cdot 2 \cdot 21 = 2 \cdot 2 \cdot 3 \cdot 7`: the factorisation one prime at a time. */
const factorisationChain = (n: number, factors: readonly number[]) => {
  const links = [String(n)];
  for (let taken = 1; taken < factors.length; taken++) {
    const rest = factors.slice(taken).reduce((product, factor) => product * factor, 1);
    links.push([...factors.slice(0, taken), rest].join(' \\cdot '));
  }
  return links.join(' = ');
};

const months = ['wrzesień', 'październik', 'listopad', 'grudzień', 'styczeń', 'luty'] as const;

/** "When" for each month, in the locative with its preposition: `we wrześniu`, not `w miesiącu wrzesień`. */
const inMonth: Record<(typeof months)[number], string> = {
  wrzesień: 'we wrześniu',
  październik: 'w październiku',
  listopad: 'w listopadzie',
  grudzień: 'w grudniu',
  styczeń: 'w styczniu',
  luty: 'w lutym',
};

/** Egzamin ósmoklasisty: composite numbers and prime factors (SP4-6.II.8–9), data read from a table (SP7-8.XIII.1). */
export const e8DivisorAndDataGenerators: TGenerator[] = [
  {
    id: 'e8-dzielniki-i-czynniki-pierwsze',
    title: 'Liczby złożone i rozkład na czynniki pierwsze',
    exam: 'E8',
    section: 'Działania na liczbach naturalnych',
    requirements: [pp('SP4-6.II.9'), pp('SP4-6.II.8'), pp('SP4-6.II')],
    conceptSlugs: ['liczba-pierwsza', 'arytmetyka'],
    draw(random) {
      const n = drawInt(random, 12, 99);
      const factors = primeFactors(n);
      // A composite number with at least three prime factors (counted with repetition) or two different ones.
      if (factors.length < 2) return null;
      const ask = drawFrom(random, ['largest', 'smallest', 'count'] as const);
      const distinct = [...new Set(factors)];
      const answer = ask === 'largest' ? factors.at(-1)! : ask === 'smallest' ? factors[0]! : distinct.length;
      const question = {
        largest: `Rozłóż liczbę ${n} na czynniki pierwsze. Jaki jest jej największy dzielnik pierwszy?`,
        smallest: `Liczba ${n} jest złożona. Podaj jej najmniejszy dzielnik większy od 1.`,
        count: `Rozłóż liczbę ${n} na czynniki pierwsze. Ile różnych liczb pierwszych występuje w tym rozkładzie?`,
      }[ask];
      const others = factors.slice(0, -1);
      const derivation = {
        largest: {
          explanation: `Największy czynnik pierwszy to ${m(String(n))} podzielone przez iloczyn pozostałych czynników.`,
          math: `d = ${n} : ${others.length > 1 ? `(${others.join(' \\cdot ')})` : others[0]}`,
        },
        smallest: {
          explanation: `Najmniejszy dzielnik większy od 1 jest zawsze liczbą pierwszą: to najmniejszy czynnik rozkładu, ${m(`${n} : ${n / factors[0]!}`)}.`,
          math: `d = ${n} : ${n / factors[0]!}`,
        },
        count: {
          explanation: `Liczymy po jednym każdą różną liczbę pierwszą rozkładu: ${m(distinct.join(',\\ '))}.`,
          math: `d = ${distinct.map(() => '1').join(' + ')}`,
        },
      }[ask];
      return {
        statementHtml: paragraphs(question),
        answer: numberKey(answer),
        steps: [
          {
            explanation: `Dzielimy kolejno przez najmniejsze liczby pierwsze, które dzielą to, co zostało: ${m(factorisationChain(n, factors))}. ${derivation.explanation}`,
            math: derivation.math,
          },
          { explanation: 'Wynik.', math: `d = ${answer}` },
        ],
        verification: { mode: 'equation', variable: 'd' },
      };
    },
  },
  {
    id: 'e8-dane-z-tabeli',
    title: 'Odczytywanie danych z tabeli',
    exam: 'E8',
    section: 'Statystyka',
    requirements: [pp('SP7-8.XIII.1'), pp('SP7-8.XIII')],
    conceptSlugs: ['rachunek-prawdopodobienstwa-i-statystyka', 'srednia-arytmetyczna'],
    draw(random) {
      const count = drawInt(random, 4, 5);
      const start = drawInt(random, 0, months.length - count);
      const shown = months.slice(start, start + count);
      const books = shown.map(() => drawInt(random, 8, 45));
      const total = books.reduce((sum, value) => sum + value, 0);
      const ask = drawFrom(random, ['total', 'difference', 'mean'] as const);
      if (ask === 'mean' && total % count !== 0) return null;
      const i = drawInt(random, 0, count - 1);
      const j = drawInt(random, 0, count - 1);
      if (ask === 'difference' && books[i]! <= books[j]!) return null;
      const table = `<table><tbody><tr><th>miesiąc</th>${shown.map((month) => `<th>${month}</th>`).join('')}</tr><tr><th>liczba książek</th>${books.map((value) => `<td>${value}</td>`).join('')}</tr></tbody></table>`;
      const question = {
        total: 'Ile książek wypożyczyli uczniowie łącznie w tych miesiącach?',
        difference: `O ile więcej książek wypożyczyli uczniowie ${inMonth[shown[i]!]} niż ${inMonth[shown[j]!]}?`,
        mean: 'Ile książek wypożyczali uczniowie średnio w jednym miesiącu?',
      }[ask];
      const sum = books.join(' + ');
      const steps = {
        total: [
          { explanation: 'Dodajemy liczby z drugiego wiersza tabeli.', math: sum },
          { explanation: 'Suma.', math: `${sum} = ${total}` },
        ],
        difference: [
          {
            explanation: `W tabeli: ${shown[i]} ${m(String(books[i]))}, ${shown[j]} ${m(String(books[j]))}; odejmujemy.`,
            math: `${books[i]} - ${books[j]}`,
          },
          { explanation: 'Różnica.', math: `${books[i]} - ${books[j]} = ${books[i]! - books[j]!}` },
        ],
        mean: [
          {
            explanation: `Średnia: suma wszystkich liczb z tabeli podzielona przez liczbę miesięcy (${count}).`,
            math: `(${sum}) : ${count}`,
          },
          { explanation: 'Dzielimy sumę.', math: `${total} : ${count} = ${total / count}` },
        ],
      }[ask];
      return {
        statementHtml: `${paragraphs('W tabeli podano, ile książek wypożyczyli z biblioteki szkolnej uczniowie klasy 8b w kolejnych miesiącach.')}${table}${paragraphs(question)}`,
        answer: numberKey(ask === 'total' ? total : ask === 'mean' ? total / count : books[i]! - books[j]!),
        steps,
        verification: { mode: 'value' },
      };
    },
  },
];
