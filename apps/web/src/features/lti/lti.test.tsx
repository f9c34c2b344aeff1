import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { clearSessionAfterEachTest } from '../../test/session';
import { posts } from '../../test/stub-api';
import { json, stubTutoringApi } from '../tutoring/tutoring-test-kit';
import { LtiStartPage } from './LtiStartPage';
import { MoodlePanel } from './MoodlePanel';

vi.setConfig({ testTimeout: 20_000 });
clearSessionAfterEachTest();
afterEach(() => window.history.replaceState(null, '', '/'));

const assignmentPath = '/assignments/a5516000-0000-4000-8000-000000000001';
const renderStart = () =>
  renderRoutes(
    [
      { path: '/lti/start', element: <LtiStartPage /> },
      { path: '/assignments/:id', element: <p>Strona zadania domowego</p> },
    ],
    { path: '/lti/start' },
  );

describe('/lti/start, where a launch from Moodle lands', () => {
  it('exchanges the one-time code for a session, drops it from the address and opens the assignment', async () => {
    window.history.replaceState(null, '', '/lti/start#code=jednorazowy-kod');
    const calls = stubTutoringApi(
      {
        'POST /api/lti/session': () =>
          json(200, {
            token: 'access-lti',
            refreshToken: 'refresh-lti',
            sessionId: '6f1c1f4e-8d1f-4c53-9a49-0c2b1e6b7a11',
            path: assignmentPath,
          }),
      },
      { role: null },
    );
    renderStart();
    expect(await screen.findByText('Strona zadania domowego')).toBeInstanceOf(Element);
    expect(posts(calls)).toEqual([{ path: '/api/lti/session', body: { code: 'jednorazowy-kod' } }]);
    expect(window.location.hash).toBe('');
    expect(localStorage.getItem('token')).toBe('access-lti');
  });

  it('says so when the address has no code', async () => {
    stubTutoringApi({}, { role: null });
    renderStart();
    expect((await screen.findByRole('alert')).textContent).toContain('nie zawiera kodu logowania');
  });

  it('says why when the code is refused', async () => {
    window.history.replaceState(null, '', '/lti/start#code=stary');
    stubTutoringApi(
      { 'POST /api/lti/session': () => json(401, { statusCode: 401, message: 'Kod logowania wygasł.' }) },
      { role: null },
    );
    renderStart();
    expect((await screen.findByRole('alert')).textContent).toContain('Kod logowania wygasł.');
  });
});

describe("a teacher's Moodle panel", () => {
  it('makes a one-time registration address and fetches a linked course’s pupils', async () => {
    const contextId = 'c0e7e000-0000-4000-8000-000000000001';
    const calls = stubTutoringApi(
      {
        'POST /api/lti/registration-url': () =>
          json(200, {
            url: 'https://zadania.example/api/lti/register?token=abc',
            expiresAt: '2026-12-04T10:00:00.000Z',
          }),
        'GET /api/lti/context': () =>
          json(200, {
            items: [
              {
                id: contextId,
                title: 'Matematyka 8b',
                classId: 'c1a55000-0000-4000-8000-000000000001',
                className: '8b',
                issuer: 'https://moodle.szkola.example',
                rosterAvailable: true,
              },
            ],
          }),
        [`POST /api/lti/context/${contextId}/roster`]: () =>
          json(200, { learners: 3, created: 2, admitted: 3, refused: 0 }),
      },
      { role: 'TEACHER' },
    );
    renderRoutes([{ path: '/', element: <MoodlePanel /> }], { path: '/', toasts: true });
    const panel = await screen.findByRole('region', { name: 'Moodle (LTI 1.3)' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Utwórz adres rejestracji' }));
    expect(await within(panel).findByDisplayValue('https://zadania.example/api/lti/register?token=abc')).toBeInstanceOf(
      Element,
    );
    expect(await within(panel).findByText('Matematyka 8b → klasa 8b')).toBeInstanceOf(Element);
    fireEvent.click(within(panel).getByRole('button', { name: 'Pobierz uczniów z Moodle' }));
    expect(
      await screen.findByText('Uczniowie z Moodle: 3, nowe konta: 2, przyjęci do klasy: 3, bez miejsca: 0.'),
    ).toBeInstanceOf(Element);
    expect(posts(calls).map((call) => call.path)).toEqual([
      '/api/lti/registration-url',
      `/api/lti/context/${contextId}/roster`,
    ]);
  });
});
