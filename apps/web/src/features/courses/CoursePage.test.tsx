import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../lib/api/token-storage';
import { CoursePage } from './CoursePage';
import {
  buildCourse,
  courseId,
  courseJson,
  coverId,
  ids,
  json,
  renderCourses,
  stubCoursesApi,
} from './courses-test-kit';

vi.setConfig({ testTimeout: 20_000 });

const url = '/courses/matura-z-matematyki';
const route = '/courses/:slug';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  document.title = '';
});

describe('/courses/{slug}', () => {
  it('shows the course, its syllabus as a tree, and lets a student join a free course', async () => {
    const joined = buildCourse({
      enrolled: true,
      policies: { ...buildCourse().policies, join: false, access: true },
    });
    const calls = stubCoursesApi({
      'GET /api/course/matura-z-matematyki': () => courseJson(buildCourse()),
      [`POST /api/course/${courseId}/join`]: () => json(200, { message: 'Dołączono do kursu!', course: joined }),
    });
    renderCourses(<CoursePage />, { route, url });
    expect(await screen.findByRole('heading', { level: 1, name: 'Matura z matematyki' })).toBeInstanceOf(Element);
    await waitFor(() => expect(document.title).toContain('Matura z matematyki'));
    expect(screen.getByTestId('course-price').textContent).toBe('Bezpłatny');
    expect(await screen.findByText('Kurs do matury.')).toBeInstanceOf(Element);
    const syllabus = screen.getByRole('list', { name: 'Program kursu' });
    const chapter = within(syllabus).getByRole('link', { name: /Funkcje/ });
    expect(chapter.textContent).toContain('Rozdział');
    // The chapter's elements are nested under it, in order.
    const nested = chapter.closest('li')?.querySelectorAll('li') ?? [];
    expect([...nested].map((item) => item.textContent)).toEqual([
      expect.stringContaining('Czym jest funkcja'),
      expect.stringContaining('Wykres funkcji'),
      expect.stringContaining('Sprawdź się'),
    ]);
    expect(
      within(syllabus)
        .getByRole('link', { name: /Czym jest funkcja/ })
        .getAttribute('href'),
    ).toBe(`/courses/matura-z-matematyki/learn/${ids.article}`);

    fireEvent.click(screen.getByRole('button', { name: 'Dołącz za darmo' }));
    expect(await screen.findByText('Dołączono do kursu!')).toBeInstanceOf(Element);
    expect(calls.some((call) => call.method === 'POST' && call.path === `/api/course/${courseId}/join`)).toBe(true);
    const start = await screen.findByRole('link', { name: 'Rozpocznij' });
    expect(start.getAttribute('href')).toBe(`/courses/matura-z-matematyki/learn/${ids.article}`);
    expect(screen.getByText('Postęp: 0%')).toBeInstanceOf(Element);
    expect(screen.queryByRole('button', { name: 'Dołącz za darmo' })).toBeNull();
  });

  it('says a free course’s locked elements open by joining it, not by a purchase', async () => {
    const base = buildCourse();
    const free = buildCourse({
      priceGross: null,
      nodes: base.nodes.map((node) =>
        node.type === 'CHAPTER' ? node : { ...node, locked: true, content: null, fileId: null, homeworkIds: [] },
      ),
    });
    stubCoursesApi({ 'GET /api/course/matura-z-matematyki': () => courseJson(free) });
    renderCourses(<CoursePage />, { route, url });
    const syllabus = await screen.findByRole('list', { name: 'Program kursu' });
    const locked = within(syllabus).getByRole('link', { name: /Czym jest funkcja/ });
    expect(locked.textContent).toContain('Dostępne po dołączeniu do kursu');
    expect(syllabus.textContent).not.toContain('Dostępne po zakupie');
  });

  it('shows the locked nodes of a paid course locked, the free preview marked, and the buy form', async () => {
    const base = buildCourse();
    const paid = buildCourse({
      priceGross: 9900,
      policies: { ...base.policies, join: false, buy: true },
      nodes: base.nodes.map((node) =>
        node.id === ids.article
          ? { ...node, freePreview: true }
          : node.type === 'CHAPTER'
            ? node
            : { ...node, locked: true, content: null, fileId: null, homeworkIds: [] },
      ),
    });
    stubCoursesApi({ 'GET /api/course/matura-z-matematyki': () => courseJson(paid) });
    renderCourses(<CoursePage />, { route, url });
    expect(await screen.findByTestId('course-price')).toHaveProperty('textContent', '99,00\u00a0zł');
    const syllabus = screen.getByRole('list', { name: 'Program kursu' });
    const locked = within(syllabus).getByRole('link', { name: /Zadania maturalne/ });
    expect(locked.textContent).toContain('Dostępne po zakupie');
    const preview = within(syllabus).getByRole('link', { name: /Czym jest funkcja/ });
    expect(preview.textContent).toContain('Podgląd za darmo');
    expect(preview.textContent).not.toContain('Dostępne po zakupie');
    expect(within(syllabus).getAllByTestId('node-locked')).toHaveLength(3);

    expect(screen.queryByRole('button', { name: 'Dołącz za darmo' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Kup kurs' }));
    const form = await screen.findByRole('form', { name: 'Zakup kursu' });
    expect(form.textContent).toContain('99,00\u00a0zł');
  });

  it('offers a signed-out visitor a login link back to the course', async () => {
    stubCoursesApi(
      {
        'GET /api/course/matura-z-matematyki': () =>
          courseJson(buildCourse({ policies: { ...buildCourse().policies, join: false } })),
      },
      { role: null },
    );
    renderCourses(<CoursePage />, { route, url });
    const login = await screen.findByRole('link', { name: 'Zaloguj się, aby dołączyć do kursu' });
    expect(login.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent(url)}`);
  });

  it('lets an enrolled student continue where they stopped, with the progress', async () => {
    const course = buildCourse({
      enrolled: true,
      progress: { done: 1, total: 4, percent: 25, lastNodeId: ids.video },
      policies: { ...buildCourse().policies, join: false, access: true },
    });
    stubCoursesApi({ 'GET /api/course/matura-z-matematyki': () => courseJson(course) });
    renderCourses(<CoursePage />, { route, url });
    const next = await screen.findByRole('link', { name: 'Kontynuuj' });
    expect(next.getAttribute('href')).toBe(`/courses/matura-z-matematyki/learn/${ids.video}`);
    expect(screen.getByText('Postęp: 25%')).toBeInstanceOf(Element);
    expect(screen.getByText('Ukończono 1 z 4')).toBeInstanceOf(Element);
  });

  it('lets an enrolled student rate the course, and offers to report it', async () => {
    const enrolled = buildCourse({
      status: 'PUBLISHED',
      enrolled: true,
      policies: { ...buildCourse().policies, join: false, access: true, rate: true },
    });
    const rated = { ...enrolled, myRating: 4, rating: 4, ratingCount: 1 };
    const calls = stubCoursesApi({
      'GET /api/course/matura-z-matematyki': () => courseJson(enrolled),
      [`PUT /api/course/${courseId}/rating`]: () => json(200, { message: 'Dodano!', course: rated }),
    });
    renderCourses(<CoursePage />, { route, url });
    const stars = await screen.findByTestId('course-rating');
    expect(within(stars).getByText('Oceń kurs')).toBeInstanceOf(Element);
    fireEvent.keyDown(within(stars).getByRole('radio', { name: '4 gwiazdki' }), { key: 'Enter' });
    expect(await screen.findByText('Dodano!')).toBeInstanceOf(Element);
    const put = calls.find((call) => call.method === 'PUT')!;
    expect([put.path, put.body]).toEqual([`/api/course/${courseId}/rating`, { rating: 4 }]);
    expect(await within(stars).findByText('Twoja ocena kursu')).toBeInstanceOf(Element);
    expect(screen.getByRole('button', { name: 'Zgłoś: kurs' })).toBeInstanceOf(Element);
  });

  it('shows no stars to give to a student who has not joined', async () => {
    stubCoursesApi({ 'GET /api/course/matura-z-matematyki': () => courseJson(buildCourse({ status: 'PUBLISHED' })) });
    renderCourses(<CoursePage />, { route, url });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInstanceOf(Element);
    expect(screen.queryByTestId('course-rating')).toBeNull();
  });

  it('says when the course does not exist', async () => {
    stubCoursesApi({
      'GET /api/course/matura-z-matematyki': () =>
        json(404, { statusCode: 404, error: 'Not Found', message: 'Nie znaleziono kursu.' }),
    });
    renderCourses(<CoursePage />, { route, url });
    expect((await screen.findByRole('alert')).textContent).toBe('Nie znaleziono kursu.');
  });

  it('shows the cover, loaded lazily at a fixed ratio, next to the price', async () => {
    stubCoursesApi({ 'GET /api/course/matura-z-matematyki': () => courseJson(buildCourse({ coverFileId: coverId })) });
    renderCourses(<CoursePage />, { route, url });
    const cover = await screen.findByRole('img', { name: 'Okładka kursu „Matura z matematyki”' });
    expect(cover.getAttribute('src')).toBe(`/api/file/${coverId}/content`);
    expect(cover.getAttribute('loading')).toBe('lazy');
    expect(cover.closest('.mantine-AspectRatio-root')).toBeInstanceOf(Element);
    expect(screen.queryByTestId('course-cover-placeholder')).toBeNull();
  });

  it('shows a neutral placeholder without a cover', async () => {
    stubCoursesApi({ 'GET /api/course/matura-z-matematyki': () => courseJson(buildCourse()) });
    renderCourses(<CoursePage />, { route, url });
    expect(await screen.findByTestId('course-cover-placeholder')).toBeInstanceOf(Element);
    expect(screen.queryByRole('img', { name: /Okładka kursu/ })).toBeNull();
  });

  it('falls back to the placeholder when the cover cannot be loaded', async () => {
    stubCoursesApi({ 'GET /api/course/matura-z-matematyki': () => courseJson(buildCourse({ coverFileId: coverId })) });
    renderCourses(<CoursePage />, { route, url });
    fireEvent.error(await screen.findByRole('img', { name: 'Okładka kursu „Matura z matematyki”' }));
    expect(await screen.findByTestId('course-cover-placeholder')).toBeInstanceOf(Element);
    expect(screen.queryByRole('img', { name: /Okładka kursu/ })).toBeNull();
  });
});
