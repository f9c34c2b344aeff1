import { excerpt } from '@zadania/shared';
import { htmlToReadableText } from '../../lib/html';
import type { TMissingPage, TPageMeta } from '../../plugins/spa';
import type { createHomeworkRepository } from './homework.repository';

/**
 * Title, description and canonical link of a public task's page, served with its HTML; math reads as text. The
 * task's own title (plain text, escaped with the rest) names it when set, else the start of its description.
 */
export function createHomeworkPageMetaResolver(
  repository: Pick<ReturnType<typeof createHomeworkRepository>, 'findByIdOrSlug'>,
  publicUrl: string,
) {
  return async (pathname: string): Promise<TPageMeta | TMissingPage | null> => {
    const slug = pathname.match(/^\/homeworks\/([^/]+)\/?$/)?.[1];
    if (!slug) return null;
    const found = await repository.findByIdOrSlug(slug);
    // No task has the slug: 404. A task that is not public is the browser's to show (its author may read it).
    if (!found) return { missing: true };
    if (found.homework.status !== 'PUBLIC') return null;
    const { title } = found.homework;
    const text = htmlToReadableText(found.homework.description);
    return {
      // 100 characters of a title fill the page title's 120 with the words around it.
      title: `Zadanie: ${title ? excerpt(title, 100) : excerpt(text, 70)} — Zadania`,
      description: excerpt(text, 160),
      canonicalUrl: `${publicUrl}/homeworks/${encodeURIComponent(found.homework.slug)}`,
      heading: title ?? 'Zadanie',
      text,
    };
  };
}
