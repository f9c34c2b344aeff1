import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TClassroomLink } from '@zadania/shared';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { clearSessionAfterEachTest } from '../../test/session';
import { posts } from '../../test/stub-api';
import { json, stubTutoringApi } from '../tutoring/tutoring-test-kit';
import { ClassroomPanel } from './ClassroomPanel';

vi.setConfig({ testTimeout: 20_000 });
clearSessionAfterEachTest();

const assignmentId = 'a5516000-0000-4000-8000-000000000001';
const pupilId = 'c1a55000-0000-4000-8000-0000000000a2';
const page = () =>
  renderRoutes(
    [
      {
        path: '/assignments/:id',
        element: (
          <>
            <h1>Zadanie</h1>
            <ClassroomPanel assignmentId={assignmentId} />
          </>
        ),
      },
    ],
    { path: `/assignments/${assignmentId}` },
  );

const link = (overrides: Partial<TClassroomLink> = {}): TClassroomLink => ({
  id: 'b0000000-0000-4000-8000-000000000001',
  assignmentId,
  courseId: 'course-8b',
  courseName: 'Matematyka 8b',
  courseWorkId: 'cw-1',
  courseWorkLink: 'https://classroom.google.com/c/course-8b/a/cw-1',
  grade: 'ASSIGNED',
  createdAt: '2026-11-27T08:00:00.000Z',
  pupils: [
    {
      userId: pupilId,
      name: 'Zosia <img src=x onerror=alert(1)>',
      status: 'SENT',
      points: 2,
      maxPoints: 3,
      sentAt: null,
      error: null,
    },
  ],
  ...overrides,
});

describe('the Classroom panel', () => {
  it('is absent when Classroom is not configured', async () => {
    const calls = stubTutoringApi(
      { 'GET /api/classroom/status': () => json(200, { configured: false, connected: false }) },
      { role: 'TEACHER' },
    );
    page();
    await screen.findByText('Zadanie');
    await waitFor(() => expect(calls.some((call) => call.path === '/api/classroom/status')).toBe(true));
    expect(screen.queryByText('Google Classroom')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers to connect, and goes to Google with the page to come back to', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, pathname: window.location.pathname });
    const calls = stubTutoringApi(
      {
        'GET /api/classroom/status': () => json(200, { configured: true, connected: false, error: null }),
        'POST /api/classroom/connect': () => json(200, { url: 'https://accounts.google.com/o/oauth2/v2/auth?state=s' }),
      },
      { role: 'TEACHER' },
    );
    page();
    fireEvent.click(await screen.findByRole('button', { name: 'Połącz z Google Classroom' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.google.com/o/oauth2/v2/auth?state=s'));
    expect(posts(calls)).toEqual([
      { path: '/api/classroom/connect', body: { returnTo: `/assignments/${assignmentId}` } },
    ]);
  });

  it('publishes to a chosen course with the chosen grade, then shows each pupil’s status', async () => {
    let published: TClassroomLink[] = [];
    const calls = stubTutoringApi(
      {
        'GET /api/classroom/status': () => json(200, { configured: true, connected: true, error: null }),
        'GET /api/classroom/courses': () =>
          json(200, { results: [{ id: 'course-8b', name: 'Matematyka 8b', section: null, alternateLink: null }] }),
        [`GET /api/assignment/${assignmentId}/classroom`]: () => json(200, { results: published }),
        [`POST /api/assignment/${assignmentId}/classroom`]: () => {
          published = [link()];
          return json(201, published[0]);
        },
      },
      { role: 'TEACHER' },
    );
    page();
    const section = (await screen.findByRole('heading', { name: 'Google Classroom' })).closest('section')!;
    const publish = await within(section).findByRole('button', { name: 'Opublikuj w Classroom' });
    expect((publish as HTMLButtonElement).disabled).toBe(true);
    const select = await within(section).findByRole('combobox', { name: 'Kurs Google Classroom' });
    await within(select).findByRole('option', { name: 'Matematyka 8b' });
    fireEvent.change(select, { target: { value: 'course-8b' } });
    fireEvent.click(within(section).getByRole('radio', { name: 'wystawiona' }));
    fireEvent.click(publish);

    expect(await within(section).findByText('Opublikowano w kursie Matematyka 8b.')).toBeInstanceOf(Element);
    expect(posts(calls)).toEqual([
      { path: `/api/assignment/${assignmentId}/classroom`, body: { courseId: 'course-8b', grade: 'ASSIGNED' } },
    ]);
    const pupils = within(section).getByRole('list', { name: 'Oceny uczniów w Classroom' });
    expect(within(pupils).getByText('Zosia <img src=x onerror=alert(1)>')).toBeInstanceOf(Element);
    expect(pupils.querySelector('img')).toBeNull();
    expect(within(pupils).getByText('Wysłano: 2/3')).toBeInstanceOf(Element);
    expect(within(section).getByText('Ocena: wystawiona')).toBeInstanceOf(Element);
  });
});
