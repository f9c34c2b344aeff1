import type { TLintRule } from '../content-lint.types';
import { mathsOf } from '../rich-text-parts';

/** The sides of `a = b = c` at the top level (an `=` inside braces or brackets belongs to its group). */
function sidesOf(latex: string): string[] {
  const sides: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < latex.length; index += 1) {
    const char = latex[index]!;
    if ('{(['.includes(char)) depth += 1;
    else if ('})]'.includes(char)) depth -= 1;
    else if (char === '=' && depth === 0 && !'<>!\\'.includes(latex[index - 1] ?? '')) {
      sides.push(latex.slice(start, index));
      start = index + 1;
    }
  }
  sides.push(latex.slice(start));
  return sides.map((side) => side.replace(/\s+/g, ''));
}

/**
 * A step that writes one side twice (`\frac{14}{29} = \frac{14}{29}`, `\sqrt{193} = \sqrt{193}`): "skracamy" where
 * nothing reduces, a root with no factor to take out. A teacher strikes the second side out.
 */
export const repeatedSideRule: TLintRule = {
  name: 'powtórzona strona równości',
  check: (unit) =>
    [
      ...unit.maths.map(({ where, latex }) => ({ where, latex })),
      ...unit.html.flatMap(({ where, html }) => mathsOf(html).map((latex) => ({ where, latex }))),
    ].flatMap(({ where, latex }) => {
      const sides = sidesOf(latex);
      const repeated = sides.some((side, index) => index > 0 && side !== '' && side === sides[index - 1]);
      return repeated ? [`${where}: ${latex}`] : [];
    }),
};
