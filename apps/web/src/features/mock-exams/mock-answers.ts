import type { TMockAnswer, TMockItemForStudent } from '@zadania/shared';

/** The answers of an attempt by item position. */
export type TAnswerMap = ReadonlyMap<number, TMockAnswer>;

/** Whether the item has a full answer: a choice, every statement judged, every prompt matched, or something written. */
export function isAnswered(item: TMockItemForStudent, answer: TMockAnswer | undefined): boolean {
  if (!answer) return false;
  switch (item.type) {
    case 'CLOSED':
      return 'choice' in answer && answer.choice !== null;
    case 'TRUE_FALSE':
      return 'values' in answer && item.statements.every((_, index) => typeof answer.values[index] === 'boolean');
    case 'MATCHING':
      return 'choices' in answer && item.prompts.every((_, index) => Boolean(answer.choices[index]));
    case 'OPEN':
      return 'final' in answer && (answer.final.trim() !== '' || answer.steps.some((step) => step.trim() !== ''));
  }
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A rubric step's description is plain text with `$…$` for TeX (not stored HTML): as HTML for the rich renderer,
 * the text escaped and each `$…$` an inline-math span.
 */
export function plainTextWithMathToHtml(text: string): string {
  const inline = text
    .split(/(\$[^$]+\$)/)
    .map((piece) =>
      piece.length > 2 && piece.startsWith('$') && piece.endsWith('$')
        ? `<span data-type="inline-math" data-latex="${escapeHtml(piece.slice(1, -1).trim())}"></span>`
        : escapeHtml(piece),
    )
    .join('');
  return `<p>${inline}</p>`;
}

/** The catalogue's filter for one requirement: `/homeworks?requirements=system%3Acode`. */
export const practiseLink = (requirement: { system: string; code: string }) =>
  `/homeworks?requirements=${encodeURIComponent(`${requirement.system}:${requirement.code}`)}`;

/** Whole seconds as mm:ss (minutes may pass 59: 125:00). */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
