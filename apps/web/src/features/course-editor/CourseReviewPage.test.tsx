import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { courseMessages } from '@zadania/shared';
import { describe, expect, it, vi } from 'vitest';
import { clearSessionAfterEachTest } from '../../test/session';
import { CourseReviewPage } from './CourseReviewPage';
import { buildCard, buildCourse, courseId, json, renderEditor, stubEditorApi } from './course-editor-test-kit';
import { MyCoursesPage } from './MyCoursesPage';

vi.setConfig({ testTimeout: 20_000 });

clearSessionAfterEachTest();

const list = (results: unknown[]) => json(200, { results, total: results.length, page: 1, pageCount: 1 });
const underReview = buildCard({ status: 'UNDER_REVIEW' });

describe('/admin/courses', () => {
  it('lists the courses waiting for review with their author and a preview link, and publishes one', async () => {
    const calls = stubEditorApi(
      {
        'GET /api/course': () => list([underReview]),
        [`POST /api/course/${courseId}/review`]: () =>
          json(200, { message: courseMessages.approved, course: buildCourse({ status: 'PUBLISHED' }) }),
      },
      { role: 'ADMIN' },
    );
    renderEditor(<CourseReviewPage />);
    const card = await screen.findByRole('listitem', { name: 'Matura z ciągów' });
    expect(within(card).getByText('Autor: Anna Nowak')).toBeInstanceOf(Element);
    expect(within(card).getByRole('link', { name: 'Podgląd kursu' }).getAttribute('href')).toBe(
      '/courses/matura-z-ciagow',
    );
    expect(calls.find((call) => call.path === '/api/course')!.search.get('scope')).toBe('review');
    fireEvent.click(within(card).getByRole('button', { name: 'Opublikuj' }));
    expect(await screen.findByText(courseMessages.approved)).toBeInstanceOf(Element);
    const sent = calls.find((call) => call.method === 'POST')!;
    expect([sent.path, sent.body]).toEqual([`/api/course/${courseId}/review`, { decision: 'APPROVE', comment: '' }]);
  });

  it('rejects a course with a comment for the author', async () => {
    const calls = stubEditorApi(
      {
        'GET /api/course': () => list([underReview]),
        [`POST /api/course/${courseId}/review`]: () =>
          json(200, { message: courseMessages.rejected, course: buildCourse({ status: 'REJECTED' }) }),
      },
      { role: 'ADMIN' },
    );
    renderEditor(<CourseReviewPage />);
    const card = await screen.findByRole('listitem', { name: 'Matura z ciągów' });
    fireEvent.click(within(card).getByRole('button', { name: 'Odrzuć' }));
    fireEvent.change(within(card).getByRole('textbox', { name: 'Uzasadnienie dla autora' }), {
      target: { value: '  Dodaj więcej zadań. ' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Odrzuć kurs' }));
    expect(await screen.findByText(courseMessages.rejected)).toBeInstanceOf(Element);
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      decision: 'REJECT',
      comment: 'Dodaj więcej zadań.',
    });
  });

  it('says when nothing waits for review', async () => {
    stubEditorApi({ 'GET /api/course': () => list([]) }, { role: 'ADMIN' });
    renderEditor(<CourseReviewPage />);
    expect(await screen.findByText('Brak kursów czekających na weryfikację.')).toBeInstanceOf(Element);
  });
});

describe('/account/courses', () => {
  it("lists one's own courses with their state and the admin's comment on a rejected one", async () => {
    const calls = stubEditorApi(
      {
        'GET /api/course': () => list([buildCard({ status: 'REJECTED' })]),
        [`GET /api/course/${courseId}`]: () =>
          json(200, buildCourse({ status: 'REJECTED', reviewComment: 'Dodaj więcej zadań.' })),
      },
      { role: 'TEACHER' },
    );
    renderEditor(<MyCoursesPage />);
    expect(await screen.findByText('Odrzucony')).toBeInstanceOf(Element);
    expect(await screen.findByText('Uzasadnienie odrzucenia: Dodaj więcej zadań.')).toBeInstanceOf(Element);
    expect(screen.getByRole('link', { name: 'Matura z ciągów' }).getAttribute('href')).toBe(
      `/account/courses/${courseId}/edit`,
    );
    expect(screen.getByRole('link', { name: 'Nowy kurs' }).getAttribute('href')).toBe('/account/courses/new');
    expect(calls.find((call) => call.path === '/api/course')!.search.get('scope')).toBe('mine');
  });

  it('shows an empty state', async () => {
    stubEditorApi({ 'GET /api/course': () => list([]) }, { role: 'TEACHER' });
    renderEditor(<MyCoursesPage />);
    expect(await screen.findByText(/Nie masz jeszcze kursów/)).toBeInstanceOf(Element);
  });
});
