import { foldText } from '@zadania/shared';
import { htmlToPlainText } from '../../lib/html';

/**
 * The folded text a task is found by: its title (plain text, taken as it is), description, answers and open
 * answer (visible text and TeX sources) and the names and aliases of its concepts. Stored in homeworks.search_text.
 * A paid solution's open answer is held back from whoever has not unlocked it, so it is never searchable: a
 * search for a guessed number (or, by typo tolerance, a near one) would otherwise say whether the guess is right.
 */
export function buildHomeworkSearchText(parts: {
  title?: string | null;
  description: string;
  answers?: string[];
  answer?: string | null;
  /** The task's `paid_solution`: its open answer stays out of the text. */
  answerHeldBack: boolean;
  concepts?: { name: string; aliases: string[] }[];
}) {
  const openAnswer = parts.answerHeldBack ? '' : (parts.answer ?? '');
  const text = [
    parts.title ?? '',
    ...[parts.description, ...(parts.answers ?? []), openAnswer].map(htmlToPlainText),
    ...(parts.concepts ?? []).flatMap((concept) => [concept.name, ...concept.aliases]),
  ];
  return foldText(text.filter(Boolean).join(' '));
}
