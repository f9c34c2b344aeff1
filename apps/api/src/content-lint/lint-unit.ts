import type { TLintFinding, TLintUnit } from './content-lint.types';
import { contentRules } from './content-rules';

/** What every rule finds in one unit. */
export function lintUnit(unit: TLintUnit): TLintFinding[] {
  return contentRules.flatMap((rule) =>
    rule.check(unit).map((excerpt) => ({ source: unit.source, id: unit.id, rule: rule.name, excerpt })),
  );
}

/** A finding as `npm run lint:content` prints it: `<source> <id> <rule>: <excerpt>`. */
export const formatFinding = (finding: TLintFinding) =>
  `${finding.source} ${finding.id} ${finding.rule}: ${finding.excerpt}`;
