import type { TLintRule } from '../content-lint.types';
import { mathsOf } from '../rich-text-parts';

/** TeX spellings of brackets as one character; `\left.`/`\right.` are no bracket, `\{ \}` are a set's braces. */
const spellings: [RegExp, string][] = [
  [/\\(?:left|right)\.|\\[{}]/g, ''],
  [/\\(?:left|right|bigl?|bigr?|Bigl?|Bigr?)(?![a-zA-Z])\s*/g, ''],
  [/\\langle(?![a-zA-Z])|[\u2329\u3008]/g, '⟨'],
  [/\\rangle(?![a-zA-Z])|[\u232a\u3009]/g, '⟩'],
  [/\\lbrack(?![a-zA-Z])/g, '['],
  [/\\rbrack(?![a-zA-Z])/g, ']'],
];

/**
 * Whether every `(`, `[` and `⟨` of the LaTeX is closed by one of `)`, `]`, `⟩` and nothing closes what was not
 * opened. An interval may mix them (`(-\infty; 3⟩`), so they count as one kind.
 */
export function bracketsBalance(latex: string): boolean {
  let text = latex;
  for (const [pattern, replacement] of spellings) text = text.replace(pattern, replacement);
  let depth = 0;
  for (const char of text) {
    if ('([⟨'.includes(char)) depth += 1;
    else if (')]⟩'.includes(char)) depth -= 1;
    if (depth < 0) return false;
  }
  return depth === 0;
}

export const unbalancedBracketsRule: TLintRule = {
  name: 'niedomknięty nawias',
  check(unit) {
    const maths = [
      ...unit.html.flatMap(({ where, html }) => mathsOf(html).map((latex) => ({ where, latex }))),
      ...unit.maths,
    ];
    return maths.filter(({ latex }) => !bracketsBalance(latex)).map(({ where, latex }) => `${where}: ${latex}`);
  },
};
