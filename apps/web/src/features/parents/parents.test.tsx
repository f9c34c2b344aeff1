import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { parentMessages } from '@zadania/shared';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/api/token-storage';
import { buildMe, jsonResponse } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { clearSessionAfterEachTest, testSession } from '../../test/session';
import { answerByRoute, stubApiCalls, type TApiAnswer, writes } from '../../test/stub-api';
import { ChildPage } from './ChildPage';
import { ParentHome } from './ParentHome';
import { ParentPaymentRefusal } from './ParentPaymentRefusal';
import { ParentSection } from './ParentSection';
import { childId, childProgress, parentChild } from './parents-test-kit';

vi.setConfig({ testTimeout: 20_000 });

clearSessionAfterEachTest();

const teacherId = '7eac0000-0000-4000-8000-000000000001';
const conversation = (roomId: string) => ({
  roomId,
  kind: 'DIRECT' as const,
  name: null,
  adults: [{ id: teacherId, username: 'marek', displayName: 'Pan Marek', role: 'TEACHER' as const }],
  messageCount: 2,
  firstMessageAt: '2026-11-14T16:00:00.000Z',
  lastMessageAt: '2026-11-14T17:00:00.000Z',
});
const lessonWithLink = {
  bookingId: 'b0000000-0000-4000-8000-000000000001',
  teacher: { id: teacherId, username: 'marek', displayName: 'Pan Marek' },
  startsAt: '2026-11-20T16:00:00.000Z',
  status: 'booked',
  joinUrl: 'https://meet.example.com/lekcja',
};

function stubApi(role: 'USER' | 'PARENT', routes: Record<string, TApiAnswer>) {
  saveSession(testSession);
  const answer = answerByRoute(routes);
  return stubApiCalls((call, init) =>
    call.path === '/api/user/me' ? jsonResponse(200, buildMe(role)) : answer(call, init),
  );
}

describe("a parent's home", () => {
  it('shows a card per child with the week, the late work, the requests and the way to the child’s page', async () => {
    stubApi('PARENT', { 'GET /api/parent/children': () => jsonResponse(200, [parentChild()]) });
    renderRoutes([{ path: '/', element: <ParentHome /> }]);

    expect(screen.getByRole('heading', { level: 1, name: 'Twoje dzieci' })).toBeInstanceOf(Element);
    const card = await screen.findByRole('listitem', { name: 'Ola' });
    expect(within(card).getByText('Login: Ola2013')).toBeInstanceOf(Element);
    expect(within(card).getByText('Zgoda udzielona 12.11.2026')).toBeInstanceOf(Element);
    expect(within(card).getByText('Odpowiedzi w tym tygodniu: 5')).toBeInstanceOf(Element);
    expect(within(card).getByText('Prace po terminie: 1')).toBeInstanceOf(Element);
    expect(within(card).getByText('Prośby o zakup: 2')).toBeInstanceOf(Element);
    expect(within(card).getByRole('link', { name: 'Zobacz postępy: Ola' }).getAttribute('href')).toBe(
      `/parent/children/${childId}`,
    );
    expect(screen.getByRole('link', { name: 'Prośby o zakup' }).getAttribute('href')).toBe('/parent/requests');
  });

  it('explains how to link when there is no child, and shows the API’s answer to a code', async () => {
    const calls = stubApi('PARENT', {
      'GET /api/parent/children': () => jsonResponse(200, []),
      'POST /api/parent/children': () =>
        jsonResponse(400, { statusCode: 400, error: 'Bad Request', message: parentMessages.codeInvalid }),
    });
    renderRoutes([{ path: '/', element: <ParentHome /> }]);

    expect(await screen.findByText(/Nie masz jeszcze połączonych dzieci/)).toBeInstanceOf(Element);
    const form = screen.getByRole('form', { name: 'Połącz konto dziecka' });
    fireEvent.change(within(form).getByLabelText(/^Kod od dziecka/), { target: { value: 'abc' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Połącz' }));
    expect(await within(form).findByText(parentMessages.codeFormat)).toBeInstanceOf(Element);
    expect(writes(calls)).toEqual([]);

    fireEvent.change(within(form).getByLabelText(/^Kod od dziecka/), { target: { value: 'k7m2q9tx' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Połącz' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(parentMessages.codeInvalid);
    expect(writes(calls)).toEqual([{ method: 'POST', path: '/api/parent/children', body: { code: 'K7M2Q9TX' } }]);
  });

  it('shows the error of a failed read', async () => {
    stubApi('PARENT', {
      'GET /api/parent/children': () =>
        jsonResponse(403, { statusCode: 403, error: 'Forbidden', message: parentMessages.notParent }),
    });
    renderRoutes([{ path: '/', element: <ParentHome /> }]);
    expect((await screen.findByRole('alert')).textContent).toContain(parentMessages.notParent);
  });
});

describe("a child's page", () => {
  const renderChild = (id = childId) =>
    renderRoutes([{ path: '/parent/children/:id', element: <ChildPage /> }], { path: `/parent/children/${id}` });

  it('draws a bar per week named with its numbers, and lists the work with its status', async () => {
    stubApi('PARENT', { [`GET /api/parent/children/${childId}/progress`]: () => jsonResponse(200, childProgress()) });
    renderChild();

    expect(await screen.findByRole('heading', { level: 1, name: 'Ola' })).toBeInstanceOf(Element);
    const bars = screen.getAllByRole('img', { name: /^Tydzień od/ });
    expect(bars).toHaveLength(5);
    expect(bars[2]?.getAttribute('aria-label')).toBe(
      'Tydzień od 26.10: 20 odpowiedzi, w tym 15 poprawnych, 55 min ćwiczeń',
    );
    expect(screen.getByRole('table')).toBeInstanceOf(Element);
    expect(screen.getByText('Do zrobienia')).toBeInstanceOf(Element);
    expect(screen.getByText('Zrobione')).toBeInstanceOf(Element);
    expect(screen.getByText(/Wynik: 80%/)).toBeInstanceOf(Element);
    expect(screen.getByText('Premium aktywne do 12.12.2026')).toBeInstanceOf(Element);
    expect(screen.getByText('Żetony: 40')).toBeInstanceOf(Element);
    expect(screen.getByText('Zgoda udzielona 12.11.2026')).toBeInstanceOf(Element);
  });

  it('withdraws the consent after the dialog and reads the child again', async () => {
    let withdrawn = false;
    const withdrawnChild = parentChild({
      consent: {
        status: 'WITHDRAWN',
        requestedAt: '2026-11-10T08:00:00.000Z',
        confirmedAt: '2026-11-12T09:00:00.000Z',
        withdrawnAt: '2026-11-14T09:00:00.000Z',
      },
    });
    const calls = stubApi('PARENT', {
      [`GET /api/parent/children/${childId}/progress`]: () =>
        jsonResponse(200, childProgress(withdrawn ? { child: withdrawnChild } : {})),
      [`DELETE /api/parent/children/${childId}/consent`]: () => {
        withdrawn = true;
        return jsonResponse(200, { message: parentMessages.consentWithdrawn, child: withdrawnChild });
      },
    });
    renderChild();

    fireEvent.click(await screen.findByRole('button', { name: 'Wycofaj zgodę' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wycofać zgodę?' });
    expect(within(dialog).getByText(/tryb ograniczony/)).toBeInstanceOf(Element);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tak, wycofuję zgodę' }));

    expect(await screen.findByText(parentMessages.consentWithdrawn)).toBeInstanceOf(Element);
    expect(await screen.findByText('Zgoda wycofana 14.11.2026')).toBeInstanceOf(Element);
    expect(writes(calls)).toEqual([{ method: 'DELETE', path: `/api/parent/children/${childId}/consent`, body: {} }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Wycofaj zgodę' })).toBeNull());
  });

  it('lists the conversations with adults and opens one read-only with the earlier text of an edit', async () => {
    const roomId = 'c0a70000-0000-4000-8000-000000000001';
    const calls = stubApi('PARENT', {
      [`GET /api/parent/children/${childId}/progress`]: () =>
        jsonResponse(200, childProgress({ lessons: [lessonWithLink] })),
      [`GET /api/parent/children/${childId}/conversations`]: () =>
        jsonResponse(200, { canReadText: true, results: [conversation(roomId)] }),
      [`GET /api/parent/children/${childId}/conversations/${roomId}/messages`]: () =>
        jsonResponse(200, {
          conversation: conversation(roomId),
          results: [
            {
              id: 'c0a70000-0000-4000-8000-0000000000a1',
              author: { id: teacherId, displayName: 'Pan Marek', role: 'TEACHER' },
              kind: 'TEXT',
              text: 'Jutro lekcja o 18.',
              files: ['zadania.pdf'],
              inThread: false,
              createdAt: '2026-11-14T16:00:00.000Z',
              editedAt: '2026-11-14T16:05:00.000Z',
              edits: [{ previousText: 'Jutro lekcja o 17.', editedAt: '2026-11-14T16:05:00.000Z' }],
            },
          ],
          total: 1,
          page: 1,
          pageCount: 1,
        }),
    });
    renderChild();

    const section = await screen.findByRole('region', { name: 'Rozmowy z dorosłymi' });
    expect(await within(section).findByText('Z: Pan Marek')).toBeInstanceOf(Element);
    expect(within(section).getByText(/2 wiadomości/)).toBeInstanceOf(Element);
    const join = screen.getByRole('link', { name: /Dołącz \/ Podgląd lekcji/ });
    expect(join.getAttribute('href')).toBe('https://meet.example.com/lekcja');
    fireEvent.click(within(section).getByRole('button', { name: 'Czytaj rozmowę z: Pan Marek' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rozmowa z: Pan Marek' });
    expect(await within(dialog).findByText('Jutro lekcja o 18.')).toBeInstanceOf(Element);
    expect(within(dialog).getByText(/Wcześniej \(.*\): Jutro lekcja o 17\./)).toBeInstanceOf(Element);
    expect(within(dialog).getByText('Załączniki: zadania.pdf')).toBeInstanceOf(Element);
    expect(within(dialog).getByText(/Tylko do odczytu/)).toBeInstanceOf(Element);
    expect(writes(calls)).toEqual([]);
  });

  it('shows a child of 16 or more with whom and when, and why not the text', async () => {
    const roomId = 'c0a70000-0000-4000-8000-000000000002';
    stubApi('PARENT', {
      [`GET /api/parent/children/${childId}/progress`]: () => jsonResponse(200, childProgress()),
      [`GET /api/parent/children/${childId}/conversations`]: () =>
        jsonResponse(200, { canReadText: false, results: [conversation(roomId)] }),
    });
    renderChild();
    const section = await screen.findByRole('region', { name: 'Rozmowy z dorosłymi' });
    expect(await within(section).findByText(/co najmniej 16 lat: widzisz, z kim i kiedy/)).toBeInstanceOf(Element);
    expect(within(section).getByText('Z: Pan Marek')).toBeInstanceOf(Element);
    expect(within(section).queryByRole('button', { name: /Czytaj rozmowę/ })).toBeNull();
  });

  it('says "Nie znaleziono" for a child not linked', async () => {
    stubApi('PARENT', {});
    renderChild('c41d0000-0000-4000-8000-000000000099');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono' })).toBeInstanceOf(Element);
  });
});

describe("a pupil's parent section", () => {
  it('says what a parent sees, confirms a waiting parent and shows a new code large with its expiry', async () => {
    const parentId = 'aa000000-0000-4000-8000-000000000001';
    const parent = {
      id: parentId,
      username: 'Mama',
      displayName: 'Anna Nowak',
      confirmed: false,
      linkedAt: '2026-11-12T09:00:00.000Z',
      weeklyLetter: { enabled: true, pausedByChild: false },
      sees: parentMessages.parentSees,
    };
    const calls = stubApi('USER', {
      'GET /api/user/me/parents': () => jsonResponse(200, [parent]),
      [`POST /api/user/me/parents/${parentId}/confirm`]: () =>
        jsonResponse(200, { message: parentMessages.linkConfirmed, parent: { ...parent, confirmed: true } }),
      'POST /api/user/me/parent-code': () =>
        jsonResponse(201, { code: 'K7M2Q9TX', expiresAt: '2026-11-13T09:00:00.000Z' }),
    });
    renderRoutes([{ path: '/', element: <ParentSection /> }]);

    expect(screen.getByText(parentMessages.parentSees)).toBeInstanceOf(Element);
    expect(await screen.findByText('czeka na Twoje potwierdzenie')).toBeInstanceOf(Element);
    fireEvent.click(screen.getByRole('button', { name: 'Potwierdź' }));
    expect(await screen.findByText(parentMessages.linkConfirmed)).toBeInstanceOf(Element);

    fireEvent.click(screen.getByRole('button', { name: 'Utwórz kod dla rodzica' }));
    expect((await screen.findByTestId('parent-code')).textContent).toBe('K7M2Q9TX');
    expect(screen.getByText(/^Ważny do 13 listopada 2026/)).toBeInstanceOf(Element);
    expect(screen.getByRole('button', { name: 'Kopiuj kod' })).toBeInstanceOf(Element);
    expect(writes(calls)).toEqual([
      { method: 'POST', path: `/api/user/me/parents/${parentId}/confirm`, body: {} },
      { method: 'POST', path: '/api/user/me/parent-code', body: {} },
    ]);
  });
});

describe('"Poproś rodzica" at a refused checkout', () => {
  it('asks the parent for the product and shows why it cannot, with the way to the settings', async () => {
    const calls = stubApi('USER', {
      'POST /api/user/me/purchase-requests': () =>
        jsonResponse(409, { statusCode: 409, error: 'Conflict', message: parentMessages.requestNoParent }),
    });
    renderRoutes([
      {
        path: '/',
        element: (
          <ParentPaymentRefusal message={parentMessages.minorPayment} request={{ productCode: 'PREMIUM_1_MONTH' }} />
        ),
      },
    ]);

    expect(screen.getByText(parentMessages.minorPayment)).toBeInstanceOf(Element);
    fireEvent.click(screen.getByRole('button', { name: 'Poproś rodzica' }));
    expect(await screen.findByText(parentMessages.requestNoParent)).toBeInstanceOf(Element);
    expect(screen.getByRole('link', { name: /Rodzic lub opiekun/ }).getAttribute('href')).toBe(
      '/account/data#rodzic-lub-opiekun',
    );
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/api/user/me/purchase-requests', body: { productCode: 'PREMIUM_1_MONTH' } },
    ]);
  });
});
