import { excerpt, formatPln, schoolLevelLabels, subjectLabels } from '@zadania/shared';
import { htmlToReadableText } from '../../lib/html';
import type { TPageMeta } from '../../plugins/spa';
import type { TCourseRow } from './courses.repository';

const listDescription =
  'Kursy nauczycieli: rozdziały z artykułami, filmami, zadaniami i quizami. Ucz się krok po kroku i śledź postęp.';

/**
 * Title, description and canonical link of /courses and of a published course's page (also its player's
 * address, whose canonical page is the course), served with their HTML. A course not published is not described.
 */
export function createCoursePageMetaResolver(
  findBySlug: (slug: string) => Promise<TCourseRow | undefined>,
  publicUrl: string,
) {
  return async (pathname: string): Promise<TPageMeta | null> => {
    if (/^\/courses\/?$/.test(pathname)) {
      return {
        title: 'Kursy — Zadania',
        description: listDescription,
        canonicalUrl: `${publicUrl}/courses`,
        heading: 'Kursy',
        text: listDescription,
      };
    }
    const slug = pathname.match(/^\/courses\/([^/]+)(?:\/learn(?:\/[^/]+)?)?\/?$/)?.[1];
    if (!slug) return null;
    const course = await findBySlug(decodeURIComponent(slug));
    if (course?.status !== 'PUBLISHED') return null;
    const facts = [
      subjectLabels[course.subject],
      schoolLevelLabels[course.level],
      course.priceGross === null ? 'bezpłatny' : formatPln(course.priceGross),
    ].join(', ');
    const text = `${course.title} (${facts}). ${htmlToReadableText(course.description)}`.trim();
    return {
      title: `${excerpt(course.title, 80)} — kurs — Zadania`,
      description: excerpt(text, 160),
      canonicalUrl: `${publicUrl}/courses/${encodeURIComponent(course.slug)}`,
      heading: course.title,
      text,
    };
  };
}
