import { excerpt } from '@zadania/shared';
import { htmlToReadableText } from '../../lib/html';
import type { TPageMeta } from '../../plugins/spa';
import type { createHomeworkRepository } from './homework.repository';

/** Title, description and canonical link of a public task's page, served with its HTML; math reads as text. */
export function createHomeworkPageMetaResolver(
  repository: Pick<ReturnType<typeof createHomeworkRepository>, 'findByIdOrSlug'>,
  publicUrl: string,
) {
  return async (pathname: string): Promise<TPageMeta | null> => {
    const slug = pathname.match(/^\/homeworks\/([^/]+)\/?$/)?.[1];
    if (!slug) return null;
    const found = await repository.findByIdOrSlug(slug);
    if (found?.homework.status !== 'PUBLIC') return null;
    const text = htmlToReadableText(found.homework.description);
    return {
      title: `Zadanie: ${excerpt(text, 70)} — Zadania`,
      description: excerpt(text, 160),
      canonicalUrl: `${publicUrl}/homeworks/${encodeURIComponent(found.homework.slug)}`,
      heading: 'Zadanie',
      text,
    };
  };
}
