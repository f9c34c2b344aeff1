import type { TLintRule } from '../content-lint.types';
import { excerptAround, mathsOf, shownText } from '../rich-text-parts';

/**
 * Markup or TeX a pupil would read as characters (issue 57: `<span data-type="inline-math" …>` in steps, `0{,}77`
 * in text): in the text nodes no tag, no `data-latex`, no TeX command, no `{,}`, no `$`, no `^{`/`_{`; inside the
 * maths no tag and no `$` (a math helper nested in another).
 */
const inText = /<\/?(?:span|div|p|br|strong|em|sup|sub)\b|data-(?:latex|type)|\\[a-zA-Z]+|\{,\}|\$|[_^]\{/;
const inMath = /<\/?(?:span|div|p|br|strong|em|sup|sub)\b|data-(?:latex|type)|\$/;

export const visibleMarkupRule: TLintRule = {
  name: 'znaczniki lub TeX jako tekst',
  check(unit) {
    const found: string[] = [];
    for (const { where, html } of unit.html) {
      const text = shownText(html);
      const match = inText.exec(text);
      if (match) found.push(`${where}: ${excerptAround(text, match.index, match[0].length)}`);
    }
    const maths = [
      ...unit.html.flatMap(({ where, html }) => mathsOf(html).map((latex) => ({ where, latex }))),
      ...unit.maths,
    ];
    for (const { where, latex } of maths) if (inMath.test(latex)) found.push(`${where}: ${latex}`);
    return found;
  },
};
