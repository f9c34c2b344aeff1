import { describe, expect, it } from 'vitest';
import { m, paragraphs } from '../modules/generators/generator-draw';
import type { TLintUnit } from './content-lint.types';
import { formatFinding, lintUnit } from './lint-unit';

/** A clean generator variant; each test plants one defect in a copy of it. */
const clean = (): TLintUnit => ({
  source: 'generator',
  id: 'planted #1',
  html: [
    {
      where: 'treść',
      html: paragraphs(
        `Na parkingu stoją 72 samochody, a w bibliotece jest 12 książek. Rozwiąż nierówność ${m('x^{2} - 9 \\le 0')}.`,
      ),
    },
    { where: 'krok 1', html: `Pierwiastki trójmianu: ${m('x = -3')} i ${m('x = 3')}, a ${m('0{,}5 \\cdot 4 = 2')}.` },
  ],
  maths: [
    { where: 'krok 1', latex: '(x - 3)(x + 3) \\le 0' },
    { where: 'odpowiedź', latex: 'x \\in \\langle -3; 3\\rangle \\cup (5; +\\infty)' },
  ],
  artefacts: {
    statementHtml: paragraphs(`Rozwiąż ${m('x^{2} - 9 \\le 0')}.`),
    steps: [{ explanation: 'Krok.', math: 'x^{2} \\le 9' }],
  },
  points: [1, 2],
  optionLabels: ['A', 'B', 'C', 'D'],
  niceNumbers: { range: { max: 100 }, statementHtml: paragraphs(`Drabina ma ${m('25')} dm.`), answer: '2\\sqrt{3}' },
});

const rulesFound = (unit: TLintUnit) => lintUnit(unit).map((finding) => finding.rule);

describe('content linter: each rule fails on a planted example (issue 57)', () => {
  it('passes a clean variant', () => {
    expect(lintUnit(clean())).toEqual([]);
  });

  it('reports a finding as `<source> <id> <rule>: <excerpt>`', () => {
    const unit = { ...clean(), points: [2.5] };
    expect(lintUnit(unit).map(formatFinding)).toEqual(['generator planted #1 pół punktu: 2.5 pkt']);
  });

  it.each([
    [
      'an escaped inline-math span',
      'Mnożymy &lt;span data-type="inline-math" data-latex="x"&gt;&lt;/span&gt; przez 2.',
    ],
    ['a TeX decimal comma in text', 'Masa to 0{,}77 kg.'],
    ['a TeX command in text', 'Skracamy \\frac{2}{4}.'],
    ['a dollar outside math', 'Liczba $5 jest pierwsza.'],
  ])('markup as text: %s', (_name, explanation) => {
    const unit = clean();
    unit.html.push({ where: 'krok 2', html: explanation });
    expect(rulesFound(unit)).toEqual(['znaczniki lub TeX jako tekst']);
  });

  it('markup inside math: a math helper nested in another', () => {
    const unit = clean();
    unit.maths.push({ where: 'krok 2', latex: `2 + ${m('x')}` });
    expect(rulesFound(unit)).toEqual(['znaczniki lub TeX jako tekst']);
  });

  it.each([
    ['a fraction that does not reduce, "reduced"', 'P(A) = \\frac{14}{29} = \\frac{14}{29}'],
    ['a root with no factor to take out', 'd = \\sqrt{193} = \\sqrt{193}'],
    ['a value of one term', 'f(0) = 17 = 17'],
  ])('a side written twice: %s', (_name, latex) => {
    const unit = clean();
    unit.maths.push({ where: 'krok 2', latex });
    expect(rulesFound(unit)).toEqual(['powtórzona strona równości']);
    // Equal values written differently are a step, not a repetition.
    unit.maths.pop();
    unit.maths.push({ where: 'krok 2', latex: 'P(A) = \\frac{9}{30} = \\frac{3}{10}' });
    expect(rulesFound(unit)).toEqual([]);
  });

  it.each([['x - 1y = -2'], ['4(x + 5) = mx + 0'], ['625^{\\frac{2}{4}}'], ['\\frac{6}{9} + \\frac{1}{2}']])(
    'artefacts of findArtefacts: %s',
    (latex) => {
      const unit = clean();
      unit.artefacts.statementHtml = paragraphs(`Oblicz ${m(latex)}.`);
      expect(new Set(rulesFound(unit))).toEqual(new Set(['artefakt']));
    },
  );

  it.each([
    ['a ladder over the declared 100', { max: 100 }, paragraphs('Drabina o długości 185 dm stoi przy ścianie.'), '24'],
    ['a huge root as the answer', undefined, paragraphs('Oblicz długość boku.'), '\\sqrt{258}'],
    ['three decimal places', undefined, paragraphs(`Oblicz ${m('0{,}125 \\cdot 8')}.`), '1'],
    ['a number over the default 10 000', undefined, paragraphs('Działka kosztuje 125\u00a0000 zł.'), '1'],
  ])('numbers outside the nice range: %s', (_name, range, statementHtml, answer) => {
    const unit = clean();
    unit.niceNumbers = { range, statementHtml, answer };
    expect(rulesFound(unit)).toEqual(['liczba spoza zakresu']);
  });

  it('a root that comes out whole or a declared larger range is nice', () => {
    const unit = clean();
    unit.niceNumbers = {
      range: { max: 100_000, rootMax: 500 },
      statementHtml: paragraphs('Oblicz 99 972.'),
      answer: '\\sqrt{471}',
    };
    expect(lintUnit(unit)).toEqual([]);
    unit.niceNumbers = { range: undefined, statementHtml: paragraphs(`Oblicz ${m('\\sqrt{625}')}.`), answer: '25' };
    expect(lintUnit(unit)).toEqual([]);
  });

  it.each([['(2; 5'], ['x \\in \\langle 1; 4'], ['f(x) = 2x)']])('an unbalanced bracket in maths: %s', (latex) => {
    const unit = clean();
    unit.maths.push({ where: 'krok 2', latex });
    expect(rulesFound(unit)).toEqual(['niedomknięty nawias']);
  });

  it.each([['x \\in (-\\infty, 3]'], ['\\langle 1, 4\\rangle']])('English interval notation: %s', (latex) => {
    const unit = clean();
    unit.maths.push({ where: 'odpowiedź', latex });
    expect(rulesFound(unit)).toEqual(['przedział w zapisie angielskim']);
  });

  it('half points in a rubric', () => {
    expect(rulesFound({ ...clean(), points: [4, 2.5, 1.5] })).toEqual(['pół punktu', 'pół punktu']);
  });

  it('closed options without letters', () => {
    expect(rulesFound({ ...clean(), optionLabels: [null, null, null, null] })).toEqual(['odpowiedzi bez liter']);
    expect(rulesFound({ ...clean(), optionLabels: ['A', 'C', 'B', 'D'] })).toEqual(['odpowiedzi bez liter']);
  });

  it.each([
    ['Na parkingu stoi 72 samochodów.'],
    ['W bibliotece jest 32 książek.'],
    ['Tort podzielono na 5 równe części.'],
    ['Na parkingu stoi 72 samochody.'],
    ['W szkole są 22 uczniów.'],
    ['W klasie jest 1 osób.'],
    ['Cena to 3 złotych.'],
  ])('a numeral with a noun or verb in the wrong form: %s', (sentence) => {
    const unit = clean();
    unit.html.push({ where: 'treść', html: paragraphs(sentence) });
    expect(rulesFound(unit)).toEqual(['odmiana po liczebniku']);
  });

  it('reads a count written as math and leaves the genitive after a preposition alone', () => {
    const unit = clean();
    unit.html.push({
      where: 'treść',
      html: paragraphs(`W klasie jest ${m('25')} uczniów, z ${m('3')} samochodów wysiadło ${m('2')} osoby.`),
    });
    expect(lintUnit(unit)).toEqual([]);
    unit.html.push({ where: 'treść', html: paragraphs(`Na półce stoją ${m('25')} książki.`) });
    expect(rulesFound(unit)).toEqual(['odmiana po liczebniku']);
  });
});
