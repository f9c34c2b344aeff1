import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { lessonMessages, type TLesson } from '@zadania/shared';
import { describe, expect, it, vi } from 'vitest';
import { clearSessionAfterEachTest } from '../../test/session';
import { LessonPage } from './LessonPage';
import { buildLesson, json, lessonId, renderTutoring, stubTutoringApi, type TCall } from './tutoring-test-kit';

vi.setConfig({ testTimeout: 20_000 });

const roomId = '99999999-8888-4777-8666-555555555555';
const url = `/account/lessons/${lessonId}`;
const base = `/api/tutoring/lessons/${lessonId}`;
const allowed = (policies: Partial<TLesson['policies']>) =>
  buildLesson({ policies: { ...buildLesson().policies, ...policies } });
const writes = (calls: TCall[]) =>
  calls.filter((call) => call.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));

function stubLesson(lesson: TLesson, handlers: Parameters<typeof stubTutoringApi>[0] = {}) {
  return stubTutoringApi({ [`GET ${base}`]: () => json(200, lesson), ...handlers });
}

function renderLesson() {
  return renderTutoring(<LessonPage />, { route: '/account/lessons/:id', url });
}

clearSessionAfterEachTest();

describe('/account/lessons/:id', () => {
  it('shows the lesson in Warsaw time and only the buttons its policies allow', async () => {
    stubLesson(buildLesson());
    renderLesson();

    expect((await screen.findByTestId('lesson-time')).textContent).toBe('czwartek 26.11.2026, 17:00–18:00');
    expect(screen.getByText('Anna Nowak')).toBeInstanceOf(Element);
    expect(screen.getByText('Jan Kowalski')).toBeInstanceOf(Element);
    expect(screen.getByText(/Opłacone/)).toBeInstanceOf(Element);
    expect(screen.getByText(/Niepotwierdzone/)).toBeInstanceOf(Element);
    for (const name of ['Rozpocznij spotkanie', 'Potwierdź zajęcia', 'Zgłoś problem', 'Dodaj plik'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('radio', { name: '1' })).toBeNull();
  });

  it('starts the meeting and goes to its chat room', async () => {
    const calls = stubLesson(allowed({ join: true }), {
      [`POST ${base}/meeting`]: () => json(200, { roomId, messageId: lessonId, joinUrl: null }),
    });
    const router = renderLesson();

    fireEvent.click(await screen.findByRole('button', { name: 'Rozpocznij spotkanie' }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(`/chat?chatRoomId=${roomId}`),
    );
    expect(writes(calls)).toEqual([{ method: 'POST', path: `${base}/meeting`, body: {} }]);
  });

  it('confirms the lesson and shows the server message and the new state', async () => {
    const calls = stubLesson(allowed({ confirm: true, dispute: true }), {
      [`POST ${base}/confirm`]: () =>
        json(200, { message: lessonMessages.confirmed, lesson: buildLesson({ confirmation: 'TEACHER_CONFIRMED' }) }),
    });
    renderLesson();

    fireEvent.click(await screen.findByRole('button', { name: 'Potwierdź zajęcia' }));
    expect(await screen.findByText(lessonMessages.confirmed)).toBeInstanceOf(Element);
    expect(await screen.findByText(/Potwierdzone przez nauczyciela/)).toBeInstanceOf(Element);
    expect(screen.queryByRole('button', { name: 'Potwierdź zajęcia' })).toBeNull();
    expect(writes(calls)).toEqual([{ method: 'POST', path: `${base}/confirm`, body: {} }]);
  });

  it('opens a dispute: checks the reason, sends it and shows the server message and the open dispute', async () => {
    const reason = 'Nauczyciel nie przyszedł na zajęcia.';
    const calls = stubLesson(allowed({ dispute: true }), {
      [`POST ${base}/dispute`]: () =>
        json(200, {
          message: lessonMessages.disputed,
          lesson: buildLesson({
            dispute: {
              id: '12345678-1234-4234-8234-123456789012',
              status: 'OPEN',
              reason,
              openedById: null,
              createdAt: '2026-11-26T18:00:00.000Z',
              resolvedAt: null,
            },
          }),
        }),
    });
    renderLesson();

    fireEvent.click(await screen.findByRole('button', { name: 'Zgłoś problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zgłoś problem z zajęciami' });
    const field = within(dialog).getByRole('textbox', { name: 'Opis problemu' });
    fireEvent.change(field, { target: { value: 'Za krótko' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wyślij zgłoszenie' }));
    expect(await within(dialog).findByText(lessonMessages.disputeReason)).toBeInstanceOf(Element);
    expect(writes(calls)).toEqual([]);

    fireEvent.change(field, { target: { value: reason } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wyślij zgłoszenie' }));
    expect(await screen.findByText(lessonMessages.disputed)).toBeInstanceOf(Element);
    const dispute = await screen.findByTestId('lesson-dispute');
    expect(dispute.textContent).toContain('Spór: Otwarty');
    expect(dispute.textContent).toContain(reason);
    expect(writes(calls)).toEqual([{ method: 'POST', path: `${base}/dispute`, body: { reason } }]);
  });

  it('shows the server’s refusal of a dispute inside the dialog', async () => {
    stubLesson(allowed({ dispute: true }), {
      [`POST ${base}/dispute`]: () =>
        json(409, { statusCode: 409, error: 'Conflict', message: lessonMessages.disputeOpen }),
    });
    renderLesson();
    fireEvent.click(await screen.findByRole('button', { name: 'Zgłoś problem' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Połączenie ciągle się zrywało.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wyślij zgłoszenie' }));
    expect(await within(dialog).findByText(lessonMessages.disputeOpen)).toBeInstanceOf(Element);
  });

  it('rates the lesson with stars', async () => {
    const calls = stubLesson(allowed({ rate: true }), {
      [`PUT ${base}/rating`]: () => json(200, { message: 'Zapisano ocenę.', lesson: buildLesson({ rating: 4 }) }),
    });
    renderLesson();
    fireEvent.keyDown(await screen.findByRole('radio', { name: '4' }), { key: 'Enter' });
    expect(await screen.findByText('Zapisano ocenę.')).toBeInstanceOf(Element);
    expect(writes(calls)).toEqual([{ method: 'PUT', path: `${base}/rating`, body: { rating: 4 } }]);
  });

  it('lists files and offers to add one when attaching is allowed', async () => {
    stubLesson(allowed({ attach: true }));
    renderLesson();
    fireEvent.click(await screen.findByRole('button', { name: 'Dodaj plik' }));
    expect(await screen.findByText('Dołącz plik')).toBeInstanceOf(Element);
  });

  it('shows a missing lesson as not found', async () => {
    stubTutoringApi({});
    renderLesson();
    expect(await screen.findByText('Nie znaleziono strony')).toBeInstanceOf(Element);
  });
});
