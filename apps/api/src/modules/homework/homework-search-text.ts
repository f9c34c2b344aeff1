import { foldText } from '@zadania/shared';
import { htmlToPlainText } from '../../lib/html';

/**
 * The folded text a task is found by: its title (plain text, taken as it is), description, answers and open
 * answer (visible text and TeX sources) and the names and aliases of its concepts. Stored in homeworks.search_text.
 */
export function buildHomeworkSearchText(parts: {
  title?: string | null;
  description: string;
  answers?: string[];
  answer?: string | null;
  concepts?: { name: string; aliases: string[] }[];
}) {
  const text = [
    parts.title ?? '',
    ...[parts.description, ...(parts.answers ?? []), parts.answer ?? ''].map(htmlToPlainText),
    ...(parts.concepts ?? []).flatMap((concept) => [concept.name, ...concept.aliases]),
  ];
  return foldText(text.filter(Boolean).join(' '));
}
