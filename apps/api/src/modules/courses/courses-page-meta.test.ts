import { describe, expect, it } from 'vitest';
import type { TCourseRow } from './courses.repository';
import { createCoursePageMetaResolver } from './courses-page-meta';

const course: TCourseRow = {
  id: 'c0000000-0000-4000-8000-000000000001',
  slug: 'matura-2027',
  authorId: null,
  title: 'Matura 2027',
  description: '<p>Funkcje, ciągi i <strong>geometria</strong>.</p>',
  subject: 'MATHS',
  level: 'HIGH_SCHOOL',
  coverFileId: null,
  priceGross: 4900,
  status: 'PUBLISHED',
  reviewComment: '',
  rating: 0,
  ratingCount: 0,
  publishedAt: new Date(),
  createdAt: new Date(),
  updatedAt: new Date(),
};
const draft = { ...course, slug: 'szkic', status: 'DRAFT' as const };
const resolve = createCoursePageMetaResolver(
  async (slug) => [course, draft].find((row) => row.slug === slug),
  'https://zadania.example',
);

describe('course page meta', () => {
  it('describes the catalogue and a published course (its player too); drafts and other paths are not its', async () => {
    expect(await resolve('/courses')).toMatchObject({
      title: 'Kursy — Zadania',
      canonicalUrl: 'https://zadania.example/courses',
    });
    const meta = await resolve('/courses/matura-2027');
    expect(meta).toEqual({
      title: 'Matura 2027 — kurs — Zadania',
      description: expect.stringContaining('Matura 2027 (Matematyka, Szkoła średnia, 49,00'),
      canonicalUrl: 'https://zadania.example/courses/matura-2027',
      heading: 'Matura 2027',
      text: expect.stringContaining('Funkcje, ciągi i geometria.'),
    });
    expect((await resolve('/courses/matura-2027/learn/abc'))?.canonicalUrl).toBe(meta?.canonicalUrl);
    expect(await resolve('/courses/szkic')).toBeNull();
    expect(await resolve('/courses/nie-ma')).toBeNull();
    expect(await resolve('/homeworks')).toBeNull();
  });
});
