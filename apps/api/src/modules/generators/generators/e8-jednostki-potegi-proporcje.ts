import type { TGenerator } from '../generator.types';
import { drawFrom, drawInt, m, NOUNS, numberKey, numGrouped, paragraphs, pluralForm, pp } from '../generator-draw';

/** Egzamin ósmoklasisty: mass units (SP4-6.XII.7), powers of equal exponents (SP7-8.I.3), proportional division (SP7-8.VII.3). */
export const e8UnitPowerAndProportionGenerators: TGenerator[] = [
  {
    id: 'e8-jednostki-masy',
    title: 'Jednostki masy: gram, dekagram, kilogram, tona',
    exam: 'E8',
    section: 'Obliczenia w geometrii i praktyczne',
    requirements: [pp('SP4-6.XII.7'), pp('SP4-6.XII')],
    conceptSlugs: ['arytmetyka', 'zadanie-tekstowe'],
    draw(random) {
      const kind = drawFrom(random, ['kg-dag', 't-kg', 'dag-g'] as const);
      if (kind === 't-kg') {
        const tons = drawInt(random, 1, 9);
        const kilograms = drawInt(random, 5, 995);
        const result = tons * 1000 + kilograms;
        return {
          statementHtml: paragraphs(`Ciężarówka wiezie ładunek o masie ${tons} t ${kilograms} kg. Ile to kilogramów?`),
          answer: numberKey(result),
          steps: [
            { explanation: `${m('1 \\text{ t} = 1000 \\text{ kg}')}.`, math: `${tons} \\cdot 1000 + ${kilograms}` },
            { explanation: 'Dodajemy.', math: `${tons * 1000} + ${kilograms} = ${result}` },
          ],
          verification: { mode: 'value' },
        };
      }
      if (kind === 'dag-g') {
        // A piece of cheese weighed at the counter: a butter pack is 20 dag, never 77 dag 1 g.
        const decagrams = drawInt(random, 12, 48);
        const grams = drawInt(random, 1, 9);
        const result = decagrams * 10 + grams;
        return {
          statementHtml: paragraphs(`Kawałek sera waży ${decagrams} dag ${grams} g. Ile to gramów?`),
          answer: numberKey(result),
          steps: [
            { explanation: `${m('1 \\text{ dag} = 10 \\text{ g}')}.`, math: `${decagrams} \\cdot 10 + ${grams}` },
            { explanation: 'Dodajemy.', math: `${decagrams * 10} + ${grams} = ${result}` },
          ],
          verification: { mode: 'value' },
        };
      }
      const kilograms = drawInt(random, 2, 9);
      const decagrams = drawInt(random, 5, 95);
      const result = kilograms * 100 + decagrams;
      return {
        statementHtml: paragraphs(`Arbuz waży ${kilograms} kg ${decagrams} dag. Ile to gramów?`),
        answer: numberKey(result * 10),
        steps: [
          {
            explanation: `${m('1 \\text{ kg} = 100 \\text{ dag}')} i ${m('1 \\text{ dag} = 10 \\text{ g}')}: najpierw dekagramy.`,
            math: `(${kilograms} \\cdot 100 + ${decagrams}) \\cdot 10`,
          },
          { explanation: `To ${result} dag, a każdy dekagram to 10 g.`, math: `${result} \\cdot 10 = ${result * 10}` },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-potegi-o-rownych-wykladnikach',
    title: 'Iloczyn potęg o jednakowych wykładnikach',
    exam: 'E8',
    section: 'Potęgi i pierwiastki',
    requirements: [pp('SP7-8.I.3'), pp('SP7-8.I')],
    conceptSlugs: ['arytmetyka'],
    niceNumbers: { max: 10 ** 13 },
    draw(random) {
      if (random() < 0.4) {
        // (a · b)^n : b^n = a^n
        const [whole, part] = drawFrom(random, [
          [12, 4],
          [15, 5],
          [20, 4],
          [18, 6],
          [21, 7],
          [24, 8],
          [14, 2],
          [35, 7],
          [30, 6],
          [22, 11],
        ] as const);
        const n = drawInt(random, 2, 6);
        const ratio = whole / part;
        const problem = `${whole}^{${n}} : ${part}^{${n}}`;
        return {
          statementHtml: paragraphs(`Oblicz ${m(problem)}.`),
          answer: numberKey(ratio ** n),
          steps: [
            { explanation: 'Iloraz potęg o jednakowych wykładnikach.', math: problem },
            {
              explanation: `Potęgi o jednakowych wykładnikach dzielimy, dzieląc podstawy: ${m('a^{n} : b^{n} = (a : b)^{n}')}.`,
              math: `(${whole} : ${part})^{${n}} = ${ratio}^{${n}} = ${ratio ** n}`,
            },
          ],
          verification: { mode: 'value' },
        };
      }
      // k · a^n · b^n = k · (a · b)^n with a · b a round number.
      const [a, b] = drawFrom(random, [
        [2, 5],
        [5, 2],
        [4, 25],
        [25, 4],
        [5, 20],
        [20, 5],
        [2, 50],
        [8, 125],
      ] as const);
      const n = drawInt(random, 2, 6);
      const k = drawInt(random, 1, 9);
      const product = a * b;
      if (product ** n > 1e12) return null;
      const times = k === 1 ? '' : `${k} \\cdot `;
      const problem = `${times}${a}^{${n}} \\cdot ${b}^{${n}}`;
      return {
        statementHtml: paragraphs(`Oblicz ${m(problem)}.`),
        answer: numberKey(k * product ** n),
        steps: [
          { explanation: 'Iloczyn potęg o jednakowych wykładnikach.', math: problem },
          {
            explanation: `Potęgi o jednakowych wykładnikach mnożymy, mnożąc podstawy: ${m('a^{n} \\cdot b^{n} = (a \\cdot b)^{n}')}.`,
            math: `${times}(${a} \\cdot ${b})^{${n}} = ${times}${product}^{${n}} = ${k * product ** n}`,
          },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-podzial-proporcjonalny',
    title: 'Podział proporcjonalny',
    exam: 'E8',
    section: 'Proporcjonalność',
    requirements: [pp('SP7-8.VII.3'), pp('SP7-8.VII')],
    conceptSlugs: ['arytmetyka', 'zadanie-tekstowe'],
    draw(random) {
      const parts = [drawInt(random, 1, 5), drawInt(random, 1, 5), drawInt(random, 1, 5)];
      const threeWay = random() < 0.5;
      const shares = threeWay ? parts : parts.slice(0, 2);
      if (new Set(shares).size < shares.length) return null;
      const unit = drawInt(random, 3, 40) * 10;
      const sum = shares.reduce((total, share) => total + share, 0);
      const total = unit * sum;
      const names = ['Ania', 'Bartek', 'Celina'].slice(0, shares.length);
      const asked = drawInt(random, 0, shares.length - 1);
      return {
        statementHtml: paragraphs(
          `${names.join(threeWay ? ', ' : ' i ').replace(/, ([^,]*)$/, ' i $1')} podzielili ${numGrouped(total)} zł w stosunku ${shares.join(' : ')}. Ile złotych dostał${names[asked] === 'Bartek' ? '' : 'a'} ${names[asked]}?`,
        ),
        answer: numberKey(unit * shares[asked]!),
        steps: [
          {
            explanation: `Dzielimy kwotę na ${m(`${shares.join(' + ')} = ${sum}`)} ${pluralForm(sum, NOUNS.rownaCzesc)}; ${names[asked]} dostaje ${shares[asked]} z nich.`,
            math: `${total} : ${sum} \\cdot ${shares[asked]}`,
          },
          {
            explanation: `Jedna część to ${m(`${total} : ${sum} = ${unit}`)} zł.`,
            math: `${unit} \\cdot ${shares[asked]} = ${unit * shares[asked]!}`,
          },
        ],
        verification: { mode: 'value' },
      };
    },
  },
];
