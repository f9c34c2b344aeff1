import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  homeworkRequestMessages as m,
  type THomeworkRequest,
  type THomeworkRequestDisputeListItem,
} from '@zadania/shared';
import { describe, expect, it, vi } from 'vitest';
import { clearSessionAfterEachTest } from '../../test/session';
import { posts } from '../../test/stub-api';
import {
  buildRequest,
  json,
  renderRequests,
  requestId,
  requestPolicies,
  stubRequestsApi,
  student,
  teacher,
} from './homework-requests-test-kit';
import { RequestDisputeList } from './RequestDisputeList';
import { RequestPage } from './RequestPage';

vi.setConfig({ testTimeout: 20_000 });

const disputeId = 'cccccccc-1111-4222-8333-444444444444';
const reason = 'Rozwiązanie zadania 2 jest błędne.';
const policies = requestPolicies({ readSolution: true, dispute: true });
const delivered = (overrides: Partial<THomeworkRequest> = {}) =>
  buildRequest({ status: 'delivered', teacher, policies, ...overrides });
const openedDispute = {
  id: disputeId,
  status: 'OPEN' as const,
  reason,
  createdAt: '2026-11-25T10:00:00.000Z',
  resolvedAt: null,
};
const solution = {
  requestId,
  solution: '<p>a = 2n + 1</p>',
  files: [],
  teacher,
  deliveredAt: '2026-11-24T10:00:00.000Z',
};

clearSessionAfterEachTest();

describe('the owner reports a problem with the solution', () => {
  it('opens the dialog, checks the reason, sends it and then shows the dispute', async () => {
    let reported = false;
    const calls = stubRequestsApi({
      [`GET /api/homework-request/${requestId}`]: () =>
        json(
          200,
          reported ? delivered({ dispute: openedDispute, policies: { ...policies, dispute: false } }) : delivered(),
        ),
      [`GET /api/homework-request/${requestId}/offers`]: () => json(200, { results: [] }),
      [`GET /api/homework-request/${requestId}/solution`]: () => json(200, solution),
      [`POST /api/homework-request/${requestId}/dispute`]: () => {
        reported = true;
        return json(201, { message: m.disputed, dispute: openedDispute });
      },
    });
    renderRequests(<RequestPage />, { route: '/requests/:id', url: `/requests/${requestId}` });
    fireEvent.click(await screen.findByRole('button', { name: 'Zgłoś problem z rozwiązaniem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zgłoś problem z rozwiązaniem' });
    const field = within(dialog).getByRole('textbox', { name: /Opis problemu/ });

    fireEvent.change(field, { target: { value: 'za krótko' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wyślij zgłoszenie' }));
    expect(await within(dialog).findByText('Opisz problem (od 10 do 1000 znaków).')).toBeInstanceOf(Element);
    expect(posts(calls)).toEqual([]);

    fireEvent.change(field, { target: { value: `  ${reason}  ` } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wyślij zgłoszenie' }));
    expect(await screen.findByText(m.disputed)).toBeInstanceOf(Element);
    expect(posts(calls)).toEqual([{ path: `/api/homework-request/${requestId}/dispute`, body: { reason } }]);
    const state = await screen.findByTestId('request-dispute');
    expect(state.textContent).toContain('Zgłoszenie rozpatrywane');
    expect(state.textContent).toContain(reason);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Zgłoś problem z rozwiązaniem' })).toBeNull());
  });

  it("shows the server's refusal in the dialog", async () => {
    stubRequestsApi({
      [`GET /api/homework-request/${requestId}`]: () => json(200, delivered()),
      [`GET /api/homework-request/${requestId}/offers`]: () => json(200, { results: [] }),
      [`GET /api/homework-request/${requestId}/solution`]: () => json(200, solution),
      [`POST /api/homework-request/${requestId}/dispute`]: () =>
        json(400, { statusCode: 400, error: 'Bad Request', message: m.disputeWindowClosed }),
    });
    renderRequests(<RequestPage />, { route: '/requests/:id', url: `/requests/${requestId}` });
    fireEvent.click(await screen.findByRole('button', { name: 'Zgłoś problem z rozwiązaniem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zgłoś problem z rozwiązaniem' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Opis problemu/ }), { target: { value: reason } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wyślij zgłoszenie' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(m.disputeWindowClosed);
  });

  it('shows a decided dispute without the button to the teacher', async () => {
    stubRequestsApi(
      {
        [`GET /api/homework-request/${requestId}`]: () =>
          json(
            200,
            delivered({
              dispute: { ...openedDispute, status: 'REFUNDED', resolvedAt: '2026-11-26T10:00:00.000Z' },
              policies: { ...policies, dispute: false },
            }),
          ),
        [`GET /api/homework-request/${requestId}/offers`]: () => json(200, { results: [] }),
        [`GET /api/homework-request/${requestId}/solution`]: () => json(200, solution),
      },
      { role: 'TEACHER' },
    );
    renderRequests(<RequestPage />, { route: '/requests/:id', url: `/requests/${requestId}` });
    const state = await screen.findByTestId('request-dispute');
    expect(state.textContent).toContain('Pieniądze zwrócone');
    expect(state.textContent).toContain('Rozstrzygnięto:');
    expect(screen.queryByRole('button', { name: 'Zgłoś problem z rozwiązaniem' })).toBeNull();
  });
});

const listItem: THomeworkRequestDisputeListItem = {
  ...openedDispute,
  request: { id: requestId, title: 'Zadania z ciągów', href: `/requests/${requestId}` },
  owner: student,
  teacher,
  amountGross: 4000,
  openedById: student.id,
  deliveredAt: '2026-11-24T10:00:00.000Z',
};
const page = (results: THomeworkRequestDisputeListItem[]) =>
  json(200, { results, total: results.length, page: 1, pageCount: 1 });

describe('the ADMIN list of request disputes', () => {
  it('refunds after a confirmation and reloads the list', async () => {
    let resolved = false;
    const calls = stubRequestsApi(
      {
        'GET /api/homework-request-dispute': (call) =>
          page(call.search.get('status') === 'OPEN' && !resolved ? [listItem] : []),
        [`POST /api/homework-request-dispute/${disputeId}/resolve`]: () => {
          resolved = true;
          return json(200, { message: 'Zaktualizowano!', dispute: { ...listItem, status: 'REFUNDED' } });
        },
      },
      { role: 'ADMIN' },
    );
    renderRequests(<RequestDisputeList />);
    const card = await screen.findByRole('article', { name: 'Zadania z ciągów' });
    expect(card.textContent).toContain('Zamawiający: Jan Kowalski · Nauczyciel: Anna Nowak');
    expect(card.textContent).toContain('Kwota: 40,00\u00a0zł');
    expect(card.textContent).toContain(reason);
    expect(within(card).getByRole('link', { name: 'Przejdź do zlecenia' }).getAttribute('href')).toBe(
      `/requests/${requestId}`,
    );
    expect(calls.find((call) => call.path === '/api/homework-request-dispute')?.search.get('status')).toBe('OPEN');

    fireEvent.click(within(card).getByRole('button', { name: 'Zwróć pieniądze' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rozstrzygnij zgłoszenie' });
    expect(posts(calls)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zwróć pieniądze' }));
    expect(await screen.findByText('Zaktualizowano!')).toBeInstanceOf(Element);
    expect(posts(calls)).toEqual([
      { path: `/api/homework-request-dispute/${disputeId}/resolve`, body: { outcome: 'REFUNDED' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
    expect(screen.getByText('Brak zgłoszeń.')).toBeInstanceOf(Element);
  });

  it('leaves the money with the teacher; a cancelled confirmation sends nothing', async () => {
    const calls = stubRequestsApi(
      {
        'GET /api/homework-request-dispute': () => page([listItem]),
        [`POST /api/homework-request-dispute/${disputeId}/resolve`]: () =>
          json(400, { statusCode: 400, error: 'Bad Request', message: m.disputeClosed }),
      },
      { role: 'ADMIN' },
    );
    renderRequests(<RequestDisputeList />);
    fireEvent.click(await screen.findByRole('button', { name: 'Przekaż nauczycielowi' }));
    let dialog = await screen.findByRole('dialog', { name: 'Rozstrzygnij zgłoszenie' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Przekaż nauczycielowi' }));
    dialog = await screen.findByRole('dialog', { name: 'Rozstrzygnij zgłoszenie' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Przekaż nauczycielowi' }));
    expect(await screen.findByText(m.disputeClosed)).toBeInstanceOf(Element);
    expect(posts(calls)).toEqual([
      { path: `/api/homework-request-dispute/${disputeId}/resolve`, body: { outcome: 'RELEASED' } },
    ]);
  });

  it('shows an error with a retry, and the empty state', async () => {
    let failing = true;
    stubRequestsApi(
      {
        'GET /api/homework-request-dispute': () =>
          failing
            ? json(500, {
                statusCode: 500,
                error: 'Internal Server Error',
                message: 'Wystąpił błąd po stronie serwera, spróbuj ponownie później.',
              })
            : page([]),
      },
      { role: 'ADMIN' },
    );
    renderRequests(<RequestDisputeList />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Wystąpił błąd po stronie serwera');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Brak zgłoszeń.')).toBeInstanceOf(Element);
  });
});
