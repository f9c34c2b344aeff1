import type { Expression } from '@cortex-js/compute-engine';
import { parseSafely, readNumberLatex, type TReadNumber } from '../../answer-checking/answer-math';
import { normalizeSpelling, toEngineLatex } from '../../answer-checking/answer-notation';

export type TRelation = '=' | '<' | '>' | '\\le' | '\\ge';
export type TChain = { parts: string[]; relations: TRelation[] };

/** Step LaTeX as the engine reads it: degrees as radians where asked, Polish notation normalised. */
function prepare(latex: string, degrees: boolean): string | null {
  const withRadians = degrees
    ? latex.replace(/(\d+(?:\{,\}\d+)?)\s*\^\s*(?:\{\s*\\circ\s*\}|\\circ)/g, '\\left(\\frac{$1\\pi}{180}\\right)')
    : latex;
  const withoutText = withRadians.replace(/\\(?:text|mathrm)\{[^{}]*\}/g, ' ');
  return toEngineLatex(normalizeSpelling(withoutText));
}

export function parsePart(latex: string, degrees: boolean): Expression | null {
  const prepared = prepare(latex, degrees);
  return prepared === null ? null : parseSafely(prepared, { allowEquation: false });
}

export function readConstant(latex: string, degrees: boolean): TReadNumber | null {
  const prepared = prepare(latex, degrees);
  return prepared === null ? null : readNumberLatex(prepared);
}

const RELATION_TOKENS: readonly [RegExp, TRelation][] = [
  [/^\\(?:leqslant|leq|le)(?![a-zA-Z])/, '\\le'],
  [/^\\(?:geqslant|geq|ge)(?![a-zA-Z])/, '\\ge'],
  [/^\\lt(?![a-zA-Z])/, '<'],
  [/^\\gt(?![a-zA-Z])/, '>'],
  [/^</, '<'],
  [/^>/, '>'],
  [/^=/, '='],
];

/** A step's math split at its top-level relations: `a = b = c`, `2x + 1 < 5`. */
export function splitChain(latex: string): TChain {
  const parts: string[] = [];
  const relations: TRelation[] = [];
  let depth = 0;
  let start = 0;
  let index = 0;
  while (index < latex.length) {
    const char = latex[index]!;
    if ('({['.includes(char)) depth += 1;
    else if (')}]'.includes(char)) depth -= 1;
    if (depth === 0) {
      const rest = latex.slice(index);
      const found = RELATION_TOKENS.find(([pattern]) => pattern.test(rest));
      if (found) {
        const length = rest.match(found[0])![0].length;
        parts.push(latex.slice(start, index).trim());
        relations.push(found[1]);
        index += length;
        start = index;
        continue;
      }
    }
    index += 1;
  }
  parts.push(latex.slice(start).trim());
  return { parts, relations };
}

/** The equations of `\begin{cases} … \\ … \end{cases}`, or null when the step is not a system. */
export function systemLines(latex: string): string[] | null {
  const match = /^\s*\\begin\{cases\}([\s\S]*)\\end\{cases\}\s*$/.exec(latex);
  if (!match) return null;
  return match[1]!
    .split(/\\\\/)
    .map((line) => line.replace(/&/g, '').trim())
    .filter((line) => line !== '');
}
