import { excerpt } from '@zadania/shared';
import { htmlToReadableText } from '../../lib/html';
import type { TPageMeta } from '../../plugins/spa';
import type { TSupportService } from './support.service';

const helpPathPattern = /^\/help(?:\/([a-z0-9-]+))?\/?$/;
const centreDescription =
  'Centrum pomocy platformy Zadania: odpowiedzi na pytania o konto, zadania, płatności i korepetycje.';

/** Title, description and canonical link of /help and of a published help article /help/{slug}. */
export function createSupportPageMetaResolver(service: Pick<TSupportService, 'pageMeta'>, publicUrl: string) {
  return async (pathname: string): Promise<TPageMeta | null> => {
    const match = pathname.match(helpPathPattern);
    if (!match) return null;
    const slug = match[1];
    if (!slug) {
      return {
        title: 'Centrum pomocy — Zadania',
        description: centreDescription,
        canonicalUrl: `${publicUrl}/help`,
        heading: 'Centrum pomocy',
        text: centreDescription,
      };
    }
    const row = await service.pageMeta(slug);
    if (!row) return null;
    const text = htmlToReadableText(row.content);
    return {
      title: `${row.title} — Pomoc — Zadania`,
      description: excerpt(row.description || text || row.title, 160),
      canonicalUrl: `${publicUrl}/help/${row.slug}`,
      heading: row.title,
      text: text || row.description || row.title,
    };
  };
}
