import type { TSolutionStep } from './generator.types';

/**
 * Artefacts a teacher would circle in a generated statement or step (issue 57): a coefficient 1 written (`1y`,
 * `1 \cdot x`), a lone `(x)` as a factor, `+ 0` / `- 0`, a fraction or a fractional exponent that reduces.
 */

function gcd(a: number, b: number): number {
  let [x, y] = [Math.abs(a), Math.abs(b)];
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

function unescapeAttribute(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The LaTeX of every inline math of an HTML text. */
export function inlineLatex(html: string): string[] {
  return [...html.matchAll(/data-latex="([^"]*)"/g)].map((match) => unescapeAttribute(match[1] ?? ''));
}

type TRule = { name: string; test: (latex: string) => boolean };

const reducible = (pattern: RegExp) => (latex: string) =>
  [...latex.matchAll(pattern)].some((match) => gcd(Number(match[1]), Number(match[2])) > 1);

/** Rules for any LaTeX a pupil reads (a substitution such as `4 \\cdot 1 \\cdot m` or `(2 - 0)^{2}` is not an artefact). */
const everywhere: TRule[] = [
  { name: 'współczynnik 1', test: (latex) => /(?<![\d}{,._^])1\s*[a-z](?![a-z])/.test(latex) },
  { name: 'czynnik (x)', test: (latex) => /(?<![A-Za-z_'])\([a-z]\)(?!\s*[=^])/.test(latex) },
  { name: 'składnik + 0', test: (latex) => /[a-z}]\s*[+\-−]\s*0(?![\d{,.]|\s*\\(?:cdot|right)|\^)/.test(latex) },
  { name: 'wykładnik do skrócenia', test: reducible(/\^\{\s*(\d+)\s*\/\s*(\d+)\s*\}/g) },
  { name: 'wykładnik do skrócenia', test: reducible(/\^\{\s*\\frac\{(\d+)\}\{(\d+)\}\s*\}/g) },
];

/** Rules for the statement only (the steps may reduce a fraction or put a zero in on the way). */
const inStatement: TRule[] = [
  { name: 'ułamek do skrócenia', test: reducible(/\\frac\{(\d+)\}\{(\d+)\}/g) },
  { name: '± 0', test: (latex) => /(?:^|[^\d{,=<>])\s*[+\-−]\s*0(?![\d{,.])/.test(latex) },
  { name: 'mnożenie przez 1', test: (latex) => /(?<![\d}{,._^])1\s*\\cdot/.test(latex) },
];

/** The artefacts found in a variant's statement and steps, as `rule: latex`. */
export function findArtefacts(statementHtml: string, steps: readonly TSolutionStep[]): string[] {
  const found: string[] = [];
  const scan = (latex: string, rules: TRule[]) => {
    for (const rule of rules) if (rule.test(latex)) found.push(`${rule.name}: ${latex}`);
  };
  for (const latex of inlineLatex(statementHtml))
    scan(
      latex,
      [...everywhere, ...inStatement].map((rule) => ({ ...rule, name: `treść, ${rule.name}` })),
    );
  for (const step of steps) {
    scan(step.math, everywhere);
    for (const latex of inlineLatex(step.explanation)) scan(latex, everywhere);
  }
  return found;
}
