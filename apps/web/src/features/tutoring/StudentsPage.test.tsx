import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TStudentTeacherLink } from '@zadania/shared';
import { describe, expect, it, vi } from 'vitest';
import { clearSessionAfterEachTest } from '../../test/session';
import { posts } from '../../test/stub-api';
import { StudentsPage } from './StudentsPage';
import { json, renderTutoring, stubTutoringApi, studentId, teacherId } from './tutoring-test-kit';

vi.setConfig({ testTimeout: 20_000 });

const linkId = 'abcdabcd-1234-4234-8234-123456789012';
const otherStudent = {
  id: 'eeeeeeee-1234-4234-8234-123456789012',
  username: 'ola',
  displayName: 'Ola Lis',
  avatar: null,
};
const link: TStudentTeacherLink = {
  id: linkId,
  status: 'PENDING',
  student: { id: studentId, username: 'jan', displayName: 'Jan Kowalski', avatar: null },
  teacher: { id: teacherId, username: 'anna', displayName: 'Anna Nowak', avatar: null },
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  policies: { accept: true, reject: true, end: false },
};
const page = (results: TStudentTeacherLink[]) => json(200, { results, total: results.length, page: 1, pageCount: 1 });

clearSessionAfterEachTest();

describe('/account/students', () => {
  it('lets a teacher invite a user picked from the selectable students', async () => {
    const calls = stubTutoringApi(
      {
        'GET /api/tutoring/links': () => page([{ ...link, policies: { accept: false, reject: false, end: true } }]),
        'GET /api/user/selectable': () =>
          json(200, { results: [{ ...otherStudent, role: 'USER' }], total: 1, page: 1, pageCount: 1 }),
        'POST /api/tutoring/links': () =>
          json(200, { message: 'Wysłano zaproszenie.', link: { ...link, student: otherStudent } }),
      },
      { role: 'TEACHER' },
    );
    renderTutoring(<StudentsPage />, { route: '/account/students', url: '/account/students' });

    const card = await screen.findByRole('article', { name: 'Jan Kowalski' });
    expect(card.textContent).toContain('Oczekuje');
    expect(within(card).getByRole('button', { name: 'Zakończ' })).toBeInstanceOf(Element);
    expect(within(card).queryByRole('button', { name: 'Akceptuj' })).toBeNull();
    expect(calls.find((call) => call.path === '/api/tutoring/links')?.search.get('as')).toBe('teacher');

    const selectable = calls.find((call) => call.path === '/api/user/selectable');
    expect(selectable?.search.getAll('roles')).toEqual(['USER']);
    expect(selectable?.search.get('skipStudentTeachers')).toBe('true');

    fireEvent.click(screen.getByRole('combobox', { name: 'Uczeń' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Ola Lis (ola)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij zaproszenie' }));
    expect(await screen.findByText('Wysłano zaproszenie.')).toBeInstanceOf(Element);
    expect(posts(calls)).toEqual([{ path: '/api/tutoring/links', body: { studentId: otherStudent.id } }]);
  });

  it('shows a teacher the progress of an accepted student, and not of one only invited', async () => {
    const conceptId = '12121212-1234-4234-8234-123456789012';
    const accepted = { ...link, status: 'ACCEPTED' as const, policies: { accept: false, reject: false, end: true } };
    const invited = { ...link, id: 'cdcdcdcd-1234-4234-8234-123456789012', student: otherStudent };
    stubTutoringApi(
      {
        'GET /api/tutoring/links': () => page([accepted, invited]),
        'GET /api/user/selectable': () => json(200, { results: [], total: 0, page: 1, pageCount: 1 }),
        [`GET /api/learn/students/${studentId}`]: () =>
          json(200, {
            mastery: [
              {
                conceptId,
                slug: 'ulamki',
                name: 'Ułamki',
                state: 'review',
                due: '2026-11-30T10:00:00.000Z',
                stability: 4,
                attempts: 3,
                correct: 2,
              },
            ],
            since: null,
            attempts: [
              {
                id: '34343434-1234-4234-8234-123456789012',
                kind: 'HOMEWORK',
                itemId: '56565656-1234-4234-8234-123456789012',
                conceptIds: [conceptId],
                answer: '1,5',
                correct: true,
                timeTakenMs: null,
                createdAt: '2026-11-24T10:00:00.000Z',
              },
            ],
          }),
      },
      { role: 'TEACHER' },
    );
    renderTutoring(<StudentsPage />, { route: '/account/students', url: '/account/students' });
    const card = await screen.findByRole('article', { name: 'Jan Kowalski' });
    expect(
      within(screen.getByRole('article', { name: 'Ola Lis' })).queryByRole('button', { name: 'Postępy ucznia' }),
    ).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Postępy ucznia' }));
    const progress = await within(card).findByTestId('student-progress');
    expect(within(progress).getByText('Ułamki: do utrwalenia')).toBeInstanceOf(Element);
    expect(within(progress).getByText('Dobrze')).toBeInstanceOf(Element);
    expect(within(card).getByRole('button', { name: 'Ukryj postępy' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the server’s refusal of an invitation', async () => {
    stubTutoringApi(
      {
        'GET /api/tutoring/links': () => page([]),
        'GET /api/user/selectable': () =>
          json(200, { results: [{ ...otherStudent, role: 'USER' }], total: 1, page: 1, pageCount: 1 }),
        'POST /api/tutoring/links': () =>
          json(409, { statusCode: 409, error: 'Conflict', message: 'Ten uczeń jest już powiązany z Tobą.' }),
      },
      { role: 'TEACHER' },
    );
    renderTutoring(<StudentsPage />, { route: '/account/students', url: '/account/students' });
    expect(await screen.findByText('Brak powiązań.')).toBeInstanceOf(Element);
    fireEvent.click(screen.getByRole('combobox', { name: 'Uczeń' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Ola Lis (ola)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij zaproszenie' }));
    expect(await screen.findByText('Ten uczeń jest już powiązany z Tobą.')).toBeInstanceOf(Element);
  });

  it('lets a student accept an invitation', async () => {
    let accepted = false;
    const calls = stubTutoringApi({
      'GET /api/tutoring/links': () =>
        page([
          accepted ? { ...link, status: 'ACCEPTED', policies: { accept: false, reject: false, end: true } } : link,
        ]),
      [`POST /api/tutoring/links/${linkId}/accept`]: () => {
        accepted = true;
        return json(200, { message: 'Zaakceptowano zaproszenie.', link: { ...link, status: 'ACCEPTED' } });
      },
    });
    renderTutoring(<StudentsPage />, { route: '/account/students', url: '/account/students' });

    const card = await screen.findByRole('article', { name: 'Anna Nowak' });
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Wyślij zaproszenie' })).toBeNull();
    expect(calls.find((call) => call.path === '/api/tutoring/links')?.search.get('as')).toBe('student');
    expect(within(card).getByRole('button', { name: 'Odrzuć' })).toBeInstanceOf(Element);
    fireEvent.click(within(card).getByRole('button', { name: 'Akceptuj' }));
    expect(await screen.findByText('Zaakceptowano zaproszenie.')).toBeInstanceOf(Element);
    await waitFor(() => expect(screen.getByRole('article').textContent).toContain('Zaakceptowane'));
    expect(posts(calls)).toEqual([{ path: `/api/tutoring/links/${linkId}/accept`, body: {} }]);
  });
});
