import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TCourse } from '@zadania/shared';
import { describe, expect, it, vi } from 'vitest';
import { clearSessionAfterEachTest } from '../../test/session';
import { CoursePlayerPage } from './CoursePlayerPage';
import {
  buildCourse,
  buildHomework,
  courseJson,
  ids,
  json,
  renderCourses,
  stubCoursesApi,
  type TCall,
} from './courses-test-kit';

vi.setConfig({ testTimeout: 20_000 });

const route = '/courses/:slug/learn/:nodeId';
const learn = (nodeId: string) => `/courses/matura-z-matematyki/learn/${nodeId}`;

const enrolled = (overrides: Partial<TCourse> = {}) =>
  buildCourse({
    enrolled: true,
    progress: { done: 0, total: 4, percent: 0, lastNodeId: ids.article },
    policies: { ...buildCourse().policies, join: false, access: true },
    ...overrides,
  });

const progressCalls = (calls: TCall[]) => calls.filter((call) => call.method === 'PUT');

clearSessionAfterEachTest();

describe('/courses/{slug}/learn/{nodeId}', () => {
  it('shows an article and steps through the content with previous and next', async () => {
    stubCoursesApi({
      'GET /api/course/matura-z-matematyki': () => courseJson(enrolled()),
      [`PUT /api/course-node/${ids.video}/progress`]: () =>
        json(200, { message: 'Zapisano postęp.', course: enrolled() }),
      'GET /api/file/a0a0a0a0-0000-4000-8000-000000000001/preview': () =>
        json(200, { url: '/api/file/a0a0a0a0-0000-4000-8000-000000000001/content?token=signed' }),
    });
    const router = renderCourses(<CoursePlayerPage />, { route, url: learn(ids.article) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Czym jest funkcja' })).toBeInstanceOf(Element);
    expect(await screen.findByText('Funkcja przyporządkowuje.')).toBeInstanceOf(Element);
    // The first content node has no previous one; the chapter is skipped.
    expect(screen.queryByRole('link', { name: 'Poprzedni' })).toBeNull();
    expect(screen.getByText('Postęp: 0%')).toBeInstanceOf(Element);
    const current = screen.getAllByRole('link', { current: 'page' });
    expect(current[0]?.textContent).toContain('Czym jest funkcja');

    fireEvent.click(screen.getByRole('link', { name: 'Następny' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(learn(ids.video)));
    expect(await screen.findByRole('heading', { level: 1, name: 'Wykres funkcji' })).toBeInstanceOf(Element);
    // The video plays from the signed link (a <video> sends no Authorization header).
    await waitFor(() => expect(document.querySelector('video')).not.toBeNull());
    const video = document.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/api/file/a0a0a0a0-0000-4000-8000-000000000001/content?token=signed');
    expect(video?.hasAttribute('controls')).toBe(true);

    fireEvent.click(screen.getByRole('link', { name: 'Poprzedni' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(learn(ids.article)));
    await screen.findByRole('heading', { level: 1, name: 'Czym jest funkcja' });
  });

  it('shows a chapter with its elements; next from it is its first element, the quiz leads past the chapter', async () => {
    stubCoursesApi({
      'GET /api/course/matura-z-matematyki': () => courseJson(enrolled()),
    });
    const router = renderCourses(<CoursePlayerPage />, { route, url: learn(ids.chapter) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Funkcje' })).toBeInstanceOf(Element);
    expect(screen.getByText('To jest rozdział. Wybierz jeden z jego elementów:')).toBeInstanceOf(Element);
    expect(screen.queryByRole('link', { name: 'Poprzedni' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Oznacz jako ukończone' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Następny' }).getAttribute('href')).toBe(learn(ids.article));
    await router.navigate(learn(ids.quiz));
    await screen.findByRole('heading', { level: 1, name: 'Sprawdź się' });
    expect(screen.getByRole('link', { name: 'Następny' }).getAttribute('href')).toBe(learn(ids.paidArticle));
    expect(screen.getByRole('link', { name: 'Poprzedni' }).getAttribute('href')).toBe(learn(ids.video));
  });

  it('marks a node done and shows the new progress', async () => {
    const done = enrolled({
      progress: { done: 1, total: 4, percent: 25, lastNodeId: ids.article },
      nodes: enrolled().nodes.map((node) => (node.id === ids.article ? { ...node, done: true } : node)),
    });
    const calls = stubCoursesApi({
      'GET /api/course/matura-z-matematyki': () => courseJson(enrolled()),
      [`PUT /api/course-node/${ids.article}/progress`]: () => json(200, { message: 'Zapisano postęp.', course: done }),
    });
    renderCourses(<CoursePlayerPage />, { route, url: learn(ids.article) });
    const toggle = await screen.findByRole('button', { name: 'Oznacz jako ukończone' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Oznacz jako ukończone' }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(progressCalls(calls).at(-1)?.body).toEqual({ done: true });
    expect(screen.getByText('Postęp: 25%')).toBeInstanceOf(Element);
    expect(screen.getAllByTestId('node-done').length).toBeGreaterThan(0);
  });

  it('answers a quiz in one go and shows the score, right or wrong per task, the right answers and the way to learn', async () => {
    const calls = stubCoursesApi({
      'GET /api/course/matura-z-matematyki': () =>
        courseJson(enrolled({ progress: { done: 0, total: 4, percent: 0, lastNodeId: ids.quiz } })),
      [`GET /api/homework/${ids.homework1}`]: () => json(200, buildHomework(ids.homework1, 1)),
      [`GET /api/homework/${ids.homework2}`]: () => json(200, buildHomework(ids.homework2, 2)),
      [`POST /api/course-node/${ids.quiz}/quiz`]: () =>
        json(200, {
          message: 'Wynik: 1 z 2.',
          correct: 1,
          total: 2,
          results: [
            { homeworkId: ids.homework1, correct: true, correctAnswerIds: [ids.answer(1, 2)] },
            { homeworkId: ids.homework2, correct: false, correctAnswerIds: [ids.answer(2, 2)] },
          ],
        }),
    });
    renderCourses(<CoursePlayerPage />, { route, url: learn(ids.quiz) });
    const first = await screen.findByRole('radiogroup', { name: 'Odpowiedzi do zadania 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź odpowiedzi' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Odpowiedz na wszystkie pytania quizu.');

    fireEvent.click(within(first).getAllByRole('radio')[1] as HTMLElement);
    const second = screen.getByRole('radiogroup', { name: 'Odpowiedzi do zadania 2' });
    fireEvent.click(within(second).getAllByRole('radio')[0] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź odpowiedzi' }));

    expect(await screen.findByText('Wynik: 1 z 2.')).toBeInstanceOf(Element);
    const submitted = calls.find((call) => call.method === 'POST' && call.path === `/api/course-node/${ids.quiz}/quiz`);
    expect(submitted?.body).toEqual({
      answers: [
        { homeworkId: ids.homework1, answerId: ids.answer(1, 2) },
        { homeworkId: ids.homework2, answerId: ids.answer(2, 1) },
      ],
    });
    const tasks = screen.getAllByTestId('quiz-task');
    expect(tasks[0]?.textContent).toContain('Dobrze');
    expect(tasks[1]?.textContent).toContain('Źle');
    // The right answer is marked in each task (B in both), and a wrong one leads to the worked solution.
    for (const task of tasks) {
      const marked = within(task as HTMLElement).getByTestId('quiz-right-answer');
      expect(marked.closest('label')?.textContent).toMatch(/^B\./);
    }
    expect(
      within(tasks[0] as HTMLElement).queryByRole('link', { name: 'Zobacz rozwiązanie krok po kroku' }),
    ).toBeNull();
    expect(
      within(tasks[1] as HTMLElement)
        .getByRole('link', { name: 'Zobacz rozwiązanie krok po kroku' })
        .getAttribute('href'),
    ).toBe('/homeworks/zadanie-2');
  });

  it('shows a locked node as locked with the buy action', async () => {
    const base = buildCourse();
    const paid = buildCourse({
      priceGross: 9900,
      policies: { ...base.policies, join: false, buy: true },
      nodes: base.nodes.map((node) => (node.id === ids.paidArticle ? { ...node, locked: true, content: null } : node)),
    });
    stubCoursesApi({ 'GET /api/course/matura-z-matematyki': () => courseJson(paid) });
    renderCourses(<CoursePlayerPage />, { route, url: learn(ids.paidArticle) });
    expect(await screen.findByText('Ta część kursu jest dostępna po zakupie.')).toBeInstanceOf(Element);
    expect(screen.queryByText('Trudne zadania.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Oznacz jako ukończone' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Kup kurs' })).toBeInstanceOf(Element);
  });
});
