import type { TAnswerKey } from '@zadania/shared';
import type { TGenerator, TSolutionStep, TVariantDraft } from '../generator.types';
import { num, numText, paragraphs, tidy } from '../generator-draw';

/** What the physics generators share (issue 73): quantities with units in steps, keys with units, g = 10 m/s². */

/** A quantity in a step's LaTeX: `20\,\mathrm{m/s}`, `84\,000\,\mathrm{J}` (thousands grouped from 10 000). */
export function qty(value: number, unit: string): string {
  return `${grouped(value)}\\,\\mathrm{${unit}}`;
}

/** A number in LaTeX with the decimal comma and, from 10 000 on, thin spaces between thousands. */
export function grouped(value: number): string {
  const latex = num(value);
  const [whole = '', decimals] = latex.split('{,}');
  if (Math.abs(tidy(value)) < 10_000) return latex;
  const digits = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\\,');
  return decimals === undefined ? digits : `${digits}{,}${decimals}`;
}

/** A number in running text: `1,5`, `12 500` (a non-breaking space groups thousands from 10 000). */
export function text(value: number): string {
  const plain = numText(value);
  if (Math.abs(tidy(value)) < 10_000) return plain;
  const [whole = '', decimals] = plain.split(',');
  const digits = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return decimals === undefined ? digits : `${digits},${decimals}`;
}

/** Rounded to `decimals` places (a result the statement asks to round). */
export function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return tidy(Math.round(value * factor) / factor);
}

/** A NUMBER key in `unit`; `tolerance` for a rounded result (half of its last place, so a pupil's rounding counts). */
export function quantityKey(value: number, unit: string, tolerance: number | null = null): TAnswerKey {
  return { kind: 'NUMBER', value: numText(value), tolerance, unit };
}

/** A physics task checked in the quantity mode: the statement's paragraphs, the steps and the key. */
export function quantityDraft(statement: string[], steps: TSolutionStep[], answer: TAnswerKey): TVariantDraft {
  return { statementHtml: paragraphs(...statement), answer, steps, verification: { mode: 'quantity' } };
}

/** A step: what is done (Polish, inline HTML) and the chain of quantities. */
export function step(explanation: string, math: string): TSolutionStep {
  return { explanation, math };
}

/** Shared fields of every physics generator: the subject and no requirement of the maths podstawa. */
export const physics: Pick<TGenerator, 'subject' | 'requirements'> = { subject: 'PHYSICS', requirements: [] };

/** Concept slugs of a group of generators (a call, so that a group written `as const` keeps a mutable list). */
export const concepts = (...slugs: string[]): string[] => slugs;

/** The gravitational acceleration of the primary-school tasks, as the statements give it. */
export const G_EARTH = 10;
export const gravityNote = 'Przyjmij g = 10 m/s².';
