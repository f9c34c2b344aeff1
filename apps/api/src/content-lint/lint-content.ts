import { servedDraft } from '../modules/generators/generate-variant';
import { listGenerators } from '../modules/generators/generator-catalogue';
import { demoContent } from '../seed/demo-content';
import { mockPapers } from '../seed/demo-content/mock-exams';
import type { TLintFinding, TLintUnit } from './content-lint.types';
import { lintUnit } from './lint-unit';
import { demoTaskUnit, generatorUnit, mockItemUnit } from './lint-units';

/** Seeds 1–200 of every generator are linted. */
export const LINTED_SEEDS = 200;

/**
 * Every unit of content: the variant practice serves for seeds 1–200 of every generator (the draft without its CAS
 * check, see servedDraft), every demo task and every mock paper's item. A seed with no draft is a finding itself.
 */
export function* contentUnits(): Generator<TLintUnit | TLintFinding> {
  for (const generator of listGenerators())
    for (let seed = 1; seed <= LINTED_SEEDS; seed += 1) {
      const draft = servedDraft(generator, seed);
      yield draft
        ? generatorUnit(generator, seed, draft)
        : { source: 'generator', id: `${generator.id} #${seed}`, rule: 'brak wariantu', excerpt: 'no draft' };
    }
  for (const task of demoContent.tasks) yield demoTaskUnit(task);
  for (const paper of mockPapers) for (const item of paper.items) yield mockItemUnit(paper, item);
}

/** The findings over all content, and how many units were read. */
export function lintAllContent(): { findings: TLintFinding[]; units: number } {
  const findings: TLintFinding[] = [];
  let units = 0;
  for (const unit of contentUnits()) {
    units += 1;
    if ('rule' in unit) findings.push(unit);
    else findings.push(...lintUnit(unit));
  }
  return { findings, units };
}
