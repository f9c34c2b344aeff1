import { escapeHtml } from '../../lib/html';
import { sanitizeRichText } from '../../lib/rich-text/sanitize-rich-text';
import type { TSolutionStep } from './generator.types';

/**
 * A generator step's explanation is inline rich HTML: text with inline math made by the generator helpers
 * (`m()`, `<span data-type="inline-math" data-latex="…">`). It is shown as that HTML, never escaped (the pupil
 * would read the markup) and never raw: the rich-text sanitizer stays in the path, so a mistake in a
 * generator cannot put script in a page. Decimal commas belong inside math (`0{,}77` in `m()`), never in text.
 */
export function presentExplanation(explanation: string): string {
  return sanitizeRichText(`<p>${explanation}</p>`);
}

/** A step as solution pages show it: the explanation as a paragraph, the step's math as block math. */
export function presentStep(step: TSolutionStep): { description: string; latex: string } {
  return {
    description: presentExplanation(step.explanation),
    latex: `<div data-type="block-math" data-latex="${escapeHtml(step.math)}"></div>`,
  };
}
