import { findArtefacts } from '../modules/generators/statement-artefacts';
import { englishIntervals } from '../seed/demo-content/demo-content-rules';
import type { TLintRule } from './content-lint.types';
import { mathsOf, shownText } from './rich-text-parts';
import { niceNumbersRule } from './rules/nice-numbers';
import { numeralAgreementRule } from './rules/numeral-agreement';
import { repeatedSideRule } from './rules/repeated-side';
import { unbalancedBracketsRule } from './rules/unbalanced-brackets';
import { visibleMarkupRule } from './rules/visible-markup';

/** The rules of `npm run lint:content` (docs/generators.md, "Content linter"): each names what it finds. */
export const contentRules: readonly TLintRule[] = [
  visibleMarkupRule,
  {
    name: 'artefakt',
    check: (unit) => findArtefacts(unit.artefacts.statementHtml, unit.artefacts.steps),
  },
  niceNumbersRule,
  unbalancedBracketsRule,
  {
    name: 'przedział w zapisie angielskim',
    check: (unit) =>
      [
        ...unit.html.flatMap(({ where, html }) => [shownText(html), ...mathsOf(html)].map((text) => ({ where, text }))),
        ...unit.maths.map(({ where, latex }) => ({ where, text: latex })),
      ].flatMap(({ where, text }) => englishIntervals(text).map((interval) => `${where}: ${interval}`)),
  },
  {
    name: 'pół punktu',
    check: (unit) => unit.points.filter((points) => !Number.isInteger(points)).map((points) => `${points} pkt`),
  },
  {
    name: 'odpowiedzi bez liter',
    check: (unit) => {
      const labels = unit.optionLabels.map((label) => label ?? '∅').join('');
      return labels === 'ABCDE'.slice(0, unit.optionLabels.length) ? [] : [labels];
    },
  },
  numeralAgreementRule,
  repeatedSideRule,
];
