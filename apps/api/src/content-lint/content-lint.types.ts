import type { TNiceNumbers, TSolutionStep } from '../modules/generators/generator.types';

/**
 * One piece of content as the linter reads it (issue 57 point 5): a generator's variant, a demo task or a mock item,
 * reduced to what a pupil sees. Every rule reads the same shape, whatever the source.
 */
export type TLintUnit = {
  source: 'generator' | 'demo' | 'mock';
  /** `mp-rownanie-kwadratowe #12`, a demo task's slug, `matura-probna-1 7`. */
  id: string;
  /** Rich HTML shown as text with inline and block math: statements, explanations, options, model solutions. */
  html: { where: string; html: string }[];
  /** LaTeX shown as math on its own: step maths, answer keys, rubric results. */
  maths: { where: string; latex: string }[];
  /** The statement and the steps as `findArtefacts` reads them (options and model solutions count as steps). */
  artefacts: { statementHtml: string; steps: TSolutionStep[] };
  /** The points an item or task is worth, and its rubric steps'. */
  points: number[];
  /** The labels of a closed task's options in order; empty for an open task. */
  optionLabels: (string | null)[];
  /** A generator's declared range and what it applies to: the statement and the answer. */
  niceNumbers: { range: TNiceNumbers | undefined; statementHtml: string; answer: string } | null;
};

/** A rule: its name and the excerpts of a unit that break it. */
export type TLintRule = { name: string; check: (unit: TLintUnit) => string[] };

export type TLintFinding = { source: TLintUnit['source']; id: string; rule: string; excerpt: string };
