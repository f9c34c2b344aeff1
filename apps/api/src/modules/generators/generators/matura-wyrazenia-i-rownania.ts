import type { TGenerator } from '../generator.types';
import {
  answerKey,
  drawFrom,
  drawInt,
  drawNonZero,
  equationDraft,
  linearFactor,
  m,
  num,
  numberKey,
  paragraphs,
  paren,
  poly,
  pp,
  rootFactors,
  signed,
  signedTerm,
} from '../generator-draw';

/** `(-∞; a⟩`-style ends: Polish interval notation for the answer key and the last step. */
const closedOpen = (closed: boolean) => (closed ? ['⟨', '⟩'] : ['(', ')']);

/** Basic matura: wartość bezwzględna, wyrażenia algebraiczne, równania i nierówności, układy równań. */
export const maturaExpressionAndEquationGenerators: TGenerator[] = [
  {
    id: 'mp-rownanie-z-wartoscia-bezwzgledna',
    title: 'Równanie z wartością bezwzględną',
    exam: 'MATURA_P',
    section: 'Wartość bezwzględna',
    requirements: [pp('LO-P.III'), pp('LO-P.I')],
    conceptSlugs: ['wartosc-bezwzgledna', 'rownanie-liniowe'],
    draw(random) {
      const a = drawNonZero(random, -12, 12);
      const b = drawInt(random, 1, 12);
      const problem = `|${linearFactor(a)}| = ${b}`;
      return equationDraft(problem, answerKey.set([num(a - b), num(a + b)]), [
        {
          explanation: `Liczba ma wartość bezwzględną ${b}, gdy jest równa ${b} lub −${b}.`,
          math: `${linearFactor(a)} = ${b} \\lor ${linearFactor(a)} = -${b}`,
        },
        { explanation: 'Rozwiązujemy oba równania.', math: `x = ${num(a + b)} \\lor x = ${num(a - b)}` },
      ]);
    },
  },
  {
    id: 'mp-nierownosc-z-wartoscia-bezwzgledna',
    title: 'Nierówność z wartością bezwzględną',
    exam: 'MATURA_P',
    section: 'Wartość bezwzględna',
    requirements: [pp('LO-P.III'), pp('LO-P.I'), pp('LO-P.I.6')],
    conceptSlugs: ['wartosc-bezwzgledna', 'nierownosc'],
    draw(random) {
      const a = drawNonZero(random, -9, 9);
      const b = drawInt(random, 1, 9);
      const inside = random() < 0.5;
      const closed = random() < 0.5;
      const relation = inside ? (closed ? '\\le' : '<') : closed ? '\\ge' : '>';
      const [open, close] = closedOpen(closed);
      const problem = `|${linearFactor(a)}| ${relation} ${b}`;
      const interval = inside
        ? `${open}${num(a - b)}; ${num(a + b)}${close}`
        : `(-∞; ${num(a - b)}${close} ∪ ${open}${num(a + b)}; +∞)`;
      return {
        statementHtml: paragraphs(
          `Rozwiąż nierówność ${m(problem)}. Zbiór rozwiązań zapisz w postaci przedziału lub sumy przedziałów.`,
        ),
        answer: answerKey.interval(interval),
        steps: [
          { explanation: 'Nierówność.', math: problem },
          {
            explanation: `|x − a| to odległość x od ${num(a)} na osi liczbowej; szukamy liczb odległych od ${num(a)} ${inside ? 'o co najwyżej' : 'o co najmniej'} ${b}${closed ? '' : ' (bez końców)'}.`,
            math: `x \\in ${interval.replace(/∞/g, '\\infty').replace(/∪/g, '\\cup').replace(/⟨/g, '\\langle ').replace(/⟩/g, '\\rangle')}`,
          },
        ],
        verification: { mode: 'inequality' },
      };
    },
  },
  {
    id: 'mp-wzory-skroconego-mnozenia',
    title: 'Wzory skróconego mnożenia',
    exam: 'MATURA_P',
    section: 'Wyrażenia algebraiczne',
    requirements: [pp('LO-P.II.1'), pp('LO-P.II.2')],
    conceptSlugs: ['wzory-skroconego-mnozenia', 'algebra'],
    draw(random) {
      const a = drawNonZero(random, -7, 7);
      const b = drawInt(random, 1, 7);
      const k = drawInt(random, 1, 3);
      const square = `(x ${signed(a)})^{2}`;
      const problem = `${square} - ${k === 1 ? '' : k}(x - ${b})(x + ${b})`;
      const expanded = `x^{2} ${signed(2 * a)}x + ${a * a} - ${k === 1 ? '' : k}(x^{2} - ${b * b})`;
      const result = poly([1 - k, 2 * a, a * a + k * b * b]);
      return {
        statementHtml: paragraphs(
          `Przekształć wyrażenie ${m(problem)} do postaci sumy algebraicznej uporządkowanej według potęg x.`,
        ),
        answer: answerKey.expression(result),
        steps: [
          { explanation: 'Wyrażenie.', math: problem },
          { explanation: 'Stosujemy wzory (a + b)² = a² + 2ab + b² i (a − b)(a + b) = a² − b².', math: expanded },
          { explanation: 'Opuszczamy nawias i redukujemy wyrazy podobne.', math: result },
        ],
        verification: { mode: 'expression' },
      };
    },
  },
  {
    id: 'mp-kwadrat-roznicy-z-pierwiastkiem',
    title: 'Kwadrat różnicy z pierwiastkiem',
    exam: 'MATURA_P',
    section: 'Wyrażenia algebraiczne',
    requirements: [pp('LO-P.II.1'), pp('LO-P.I'), pp('LO-P.I.1')],
    conceptSlugs: ['wzory-skroconego-mnozenia', 'arytmetyka'],
    draw(random) {
      const a = drawFrom(random, [2, 3, 5, 6, 7, 10, 11, 13]);
      const b = drawInt(random, 1, 9);
      const minus = random() < 0.5;
      const problem = `(\\sqrt{${a}} ${minus ? '-' : '+'} ${b})^{2}`;
      const rational = a + b * b;
      const answer = `${rational} ${minus ? '-' : '+'} ${2 * b}\\sqrt{${a}}`;
      return {
        statementHtml: paragraphs(`Oblicz ${m(problem)}. Wynik zapisz w postaci ${m('a + b\\sqrt{c}')}.`),
        answer: answerKey.number(answer),
        steps: [
          { explanation: 'Wyrażenie.', math: problem },
          {
            explanation: `Ze wzoru na kwadrat ${minus ? 'różnicy' : 'sumy'}.`,
            math: `(\\sqrt{${a}})^{2} ${minus ? '-' : '+'} 2 \\cdot ${b} \\cdot \\sqrt{${a}} + ${b}^{2}`,
          },
          { explanation: 'Porządkujemy.', math: answer },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'mp-rownanie-kwadratowe',
    title: 'Równanie kwadratowe',
    exam: 'MATURA_P',
    section: 'Równania i nierówności',
    requirements: [pp('LO-P.III.4')],
    conceptSlugs: ['rownanie-kwadratowe', 'wyroznik-trojmianu-kwadratowego', 'funkcja-kwadratowa'],
    draw(random) {
      const r1 = drawInt(random, -9, 9);
      const r2 = drawInt(random, -9, 9);
      const a = drawFrom(random, [1, 1, 1, 2, -1, 3]);
      if (r1 >= r2) return null;
      const b = -a * (r1 + r2);
      const c = a * r1 * r2;
      const delta = b * b - 4 * a * c;
      const sqrtDelta = Math.sqrt(delta);
      const problem = `${poly([a, b, c])} = 0`;
      const [low, high] = a > 0 ? [r1, r2] : [r2, r1];
      return equationDraft(problem, answerKey.set([num(r1), num(r2)]), [
        {
          explanation: 'Obliczamy wyróżnik.',
          math: `\\Delta = ${paren(b)}^{2} - 4 \\cdot ${paren(a)} \\cdot ${paren(c)} = ${delta}`,
        },
        { explanation: 'Pierwiastek z wyróżnika.', math: `\\sqrt{\\Delta} = ${sqrtDelta}` },
        {
          explanation: 'Pierwsze rozwiązanie.',
          math: `x_1 = \\frac{${num(-b)} - ${sqrtDelta}}{${2 * a}} = ${num(low)}`,
        },
        {
          explanation: 'Drugie rozwiązanie.',
          math: `x_2 = \\frac{${num(-b)} + ${sqrtDelta}}{${2 * a}} = ${num(high)}`,
        },
        { explanation: 'Równanie ma dwa rozwiązania.', math: `x = ${num(r1)} \\lor x = ${num(r2)}` },
      ]);
    },
  },
  {
    id: 'mp-nierownosc-kwadratowa',
    title: 'Nierówność kwadratowa',
    exam: 'MATURA_P',
    section: 'Równania i nierówności',
    requirements: [pp('LO-P.III.4')],
    conceptSlugs: ['nierownosc', 'funkcja-kwadratowa', 'miejsce-zerowe'],
    draw(random) {
      const r1 = drawInt(random, -8, 8);
      const r2 = drawInt(random, -8, 8);
      if (r1 >= r2) return null;
      const a = drawFrom(random, [1, 1, -1, 2]);
      const relation = drawFrom(random, ['<', '>', '\\le', '\\ge'] as const);
      const closed = relation === '\\le' || relation === '\\ge';
      // The sign asked for follows from the relation alone; the parabola's opening (sign of a)
      // decides whether that sign holds between the roots or outside them.
      const negativeWanted = relation === '<' || relation === '\\le';
      const betweenRoots = negativeWanted === a > 0;
      const [open, close] = closedOpen(closed);
      const interval = betweenRoots
        ? `${open}${num(r1)}; ${num(r2)}${close}`
        : `(-∞; ${num(r1)}${close} ∪ ${open}${num(r2)}; +∞)`;
      const problem = `${poly([a, -a * (r1 + r2), a * r1 * r2])} ${relation} 0`;
      const factored = `${a === 1 ? '' : a === -1 ? '-' : a}${rootFactors([r1, r2])} ${relation} 0`;
      return {
        statementHtml: paragraphs(`Rozwiąż nierówność ${m(problem)}.`),
        answer: answerKey.interval(interval),
        steps: [
          { explanation: 'Nierówność.', math: problem },
          {
            explanation: `Miejsca zerowe trójmianu to ${num(r1)} i ${num(r2)}; zapisujemy go w postaci iloczynowej.`,
            math: factored,
          },
          {
            explanation: `Ramiona paraboli są skierowane ${a > 0 ? 'w górę' : 'w dół'}; odczytujemy, gdzie trójmian jest ${negativeWanted ? 'ujemny' : 'dodatni'}${closed ? ' lub równy zeru' : ''}.`,
            math: `x \\in ${interval.replace(/∞/g, '\\infty').replace(/∪/g, '\\cup').replace(/⟨/g, '\\langle ').replace(/⟩/g, '\\rangle')}`,
          },
        ],
        verification: { mode: 'inequality' },
      };
    },
  },
  {
    id: 'mp-nierownosc-liniowa',
    title: 'Nierówność liniowa',
    exam: 'MATURA_P',
    section: 'Równania i nierówności',
    requirements: [pp('LO-P.III.3')],
    conceptSlugs: ['nierownosc', 'funkcja-liniowa'],
    draw(random) {
      const a = drawNonZero(random, -6, 6);
      const c = drawNonZero(random, -6, 6);
      if (a === c) return null;
      const root = drawInt(random, -9, 9);
      const b = drawInt(random, -12, 12);
      const d = (a - c) * root + b;
      const relation = drawFrom(random, ['<', '>', '\\le', '\\ge'] as const);
      const closed = relation === '\\le' || relation === '\\ge';
      const k = a - c;
      // k x (relation) k·root; dividing by a negative k turns the sign.
      const greater = (relation === '>' || relation === '\\ge') === k > 0;
      const [open, close] = closedOpen(closed);
      const interval = greater ? `${open}${num(root)}; +∞)` : `(-∞; ${num(root)}${close}`;
      const flipped = { '<': '>', '>': '<', '\\le': '\\ge', '\\ge': '\\le' }[relation];
      const final = k > 0 ? relation : flipped;
      return {
        statementHtml: paragraphs(`Rozwiąż nierówność ${m(`${poly([a, b])} ${relation} ${poly([c, d])}`)}.`),
        answer: answerKey.interval(interval),
        steps: [
          { explanation: 'Nierówność.', math: `${poly([a, b])} ${relation} ${poly([c, d])}` },
          {
            explanation: 'Przenosimy wyrazy z x na lewą stronę, liczby na prawą.',
            math: `${poly([k, 0])} ${relation} ${num(d - b)}`,
          },
          {
            explanation: `Dzielimy obie strony przez ${num(k)}${k < 0 ? ' i zmieniamy zwrot nierówności' : ''}.`,
            math: `x ${final} ${num(root)}`,
          },
          {
            explanation: 'Zbiór rozwiązań.',
            math: `x \\in ${interval.replace(/∞/g, '\\infty').replace(/⟨/g, '\\langle ').replace(/⟩/g, '\\rangle')}`,
          },
        ],
        verification: { mode: 'inequality' },
      };
    },
  },
  {
    id: 'mp-uklad-rownan-liniowych',
    title: 'Układ dwóch równań liniowych',
    exam: 'MATURA_P',
    section: 'Układy równań',
    requirements: [pp('LO-P.IV')],
    conceptSlugs: ['uklad-rownan', 'rownanie-liniowe'],
    draw(random) {
      const x = drawInt(random, -6, 6);
      const y = drawInt(random, -6, 6);
      const a = drawNonZero(random, -4, 4);
      const b = drawNonZero(random, -4, 4);
      const d = drawNonZero(random, -4, 4);
      if (a * -1 - b * d === 0) return null;
      // Second equation: d·x − y = f, so y = d·x − f (substitution).
      const c = a * x + b * y;
      const f = d * x - y;
      const afterSubstitution = `${poly([a, 0])} ${signedTerm(b, `(${poly([d, -f])})`)} = ${num(c)}`;
      const k = a + b * d;
      if (k === 0) return null;
      const goal = drawFrom(random, ['x + y', 'x - y', 'x \\cdot y'] as const);
      const value = goal === 'x + y' ? x + y : goal === 'x - y' ? x - y : x * y;
      return {
        statementHtml: paragraphs(
          `Para liczb ${m('(x, y)')} jest rozwiązaniem układu równań ${m(`\\begin{cases} ${poly([a, 0])} ${signedTerm(b, 'y')} = ${num(c)} \\\\ ${poly([d, 0])} - y = ${num(f)} \\end{cases}`)}. Oblicz ${m(goal)}.`,
        ),
        answer: numberKey(value),
        steps: [
          {
            explanation: 'Układ równań.',
            math: `\\begin{cases} ${poly([a, 0])} ${signedTerm(b, 'y')} = ${num(c)} \\\\ ${poly([d, 0])} - y = ${num(f)} \\end{cases}`,
          },
          {
            explanation: 'Z drugiego równania wyznaczamy y.',
            math: `\\begin{cases} ${poly([a, 0])} ${signedTerm(b, 'y')} = ${num(c)} \\\\ y = ${poly([d, -f])} \\end{cases}`,
          },
          { explanation: 'Podstawiamy do pierwszego równania.', math: afterSubstitution },
          { explanation: 'Porządkujemy.', math: `${poly([k, 0])} = ${num(c + b * f)}` },
          {
            explanation: 'Obliczamy x, a potem y.',
            math: `\\begin{cases} x = ${num(x)} \\\\ y = ${num(y)} \\end{cases}`,
          },
        ],
        verification: { mode: 'system', goal },
      };
    },
  },
];
