import { fireEvent, screen, within } from '@testing-library/react';
import {
  commerceMessages,
  successMessages,
  type TBankStatementResult,
  type TPayment,
  type TRole,
} from '@zadania/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n';
import { saveSession } from '../../lib/api/token-storage';
import { buildMe, jsonResponse } from '../../test/fixtures';
import { stubPhoneWidth } from '../../test/media-query';
import { renderRoutes } from '../../test/render';
import { clearSessionAfterEachTest } from '../../test/session';
import { stubApiCalls, type TApiCall } from '../../test/stub-api';
import { buildPayment } from '../commerce/commerce-test-utils';
import { AdminPaymentsPage } from './AdminPaymentsPage';

vi.setConfig({ testTimeout: 20_000 });
const waitFor = (assertion: () => void) => vi.waitFor(assertion, { timeout: 5000 });

const manualId = '3c1d2b8f-2c3d-4e4f-9a5b-6c7d8e9f0a01';
const cardId = '3c1d2b8f-2c3d-4e4f-9a5b-6c7d8e9f0a02';
const invoiceId = '4d1d2b8f-2c3d-4e4f-9a5b-6c7d8e9f0a03';

const payment = (overrides: Partial<TPayment>): TPayment =>
  buildPayment({
    id: manualId,
    method: 'manual',
    provider: 'manual',
    buyer: { type: 'private', name: 'Ola Uczennica', address: null },
    transfer: {
      recipient: 'Zadania sp. z o.o.',
      accountNumber: 'PL61109010140000071219812874',
      title: 'ZAD-7K3M-Q9TX',
      amount: 2299,
    },
    createdAt: '2026-11-23T09:00:00.000Z',
    updatedAt: '2026-11-23T09:00:00.000Z',
    user: { id: '9e1d2b8f-2c3d-4e4f-9a5b-6c7d8e9f0a12', username: 'uczen', displayName: 'Ola Uczennica' },
    ...overrides,
  });

const cardPayment = payment({
  id: cardId,
  status: 'completed',
  method: 'stripe',
  provider: 'demo',
  item: { kind: 'TOKENS', code: 'TOKENS_10', name: 'Pakiet 10 tokenów' },
  amountGross: 999,
  transfer: null,
  invoiceId,
  paidAt: '2026-11-22T09:00:00.000Z',
  createdAt: '2026-11-22T09:00:00.000Z',
});

function stubApi({
  role = 'ADMIN' as TRole,
  statement = { matched: [], alreadySettled: [], unmatched: [] } as TBankStatementResult,
  manualOverrides = {} as Partial<TPayment>,
} = {}) {
  let manual = payment(manualOverrides);
  return stubApiCalls(({ method, path }) => {
    if (path === '/api/user/me') return jsonResponse(200, buildMe(role));
    if (path === '/api/payment/admin') return jsonResponse(200, { results: [manual, cardPayment], nextPage: 2 });
    if (method === 'POST' && path === `/api/payment/${manualId}/confirm`) {
      manual = { ...manual, status: 'completed', paidAt: '2026-11-23T10:00:00.000Z', invoiceId };
      return jsonResponse(200, { message: successMessages.confirmed, payment: manual });
    }
    if (method === 'POST' && path === `/api/payment/${cardId}/refund`) {
      return jsonResponse(200, {
        message: commerceMessages.refunded,
        payment: { ...cardPayment, status: 'refunded' },
      });
    }
    if (method === 'POST' && path === '/api/payment/import-statement') return jsonResponse(200, statement);
    return undefined;
  });
}

const renderPage = (path = '/admin/payments') =>
  renderRoutes(
    [
      { path: '/admin/payments', element: <AdminPaymentsPage /> },
      { path: '/invoice', element: <p>Faktura</p> },
    ],
    { path, toasts: true },
  ).router;

/** The list's requests, each with its query as an object. */
const listCalls = (calls: TApiCall[]) =>
  calls
    .filter((call) => call.path === '/api/payment/admin')
    .map((call) => ({ ...call, query: Object.fromEntries(call.search) }));
const row = (id: string) => screen.getByTestId(`payment-${id}`);

/** Chooses a file in the statement's file input. */
function chooseStatement(file: File) {
  const section = screen.getByRole('region', { name: 'Import wyciągu bankowego (CSV)' });
  const input = section.querySelector('input[type="file"]');
  if (!input) throw new Error('No file input');
  fireEvent.change(input, { target: { files: [file] } });
}

describe('AdminPaymentsPage', () => {
  beforeEach(() => saveSession({ token: 'token', refreshToken: 'refresh', sessionId: 'session' }));
  clearSessionAfterEachTest();

  it('lists every payment with its buyer, item, amount in PLN, method, status and transfer title', async () => {
    stubApi();
    renderPage();
    await screen.findByRole('table', { name: 'Lista płatności' });
    const manual = within(row(manualId));
    expect(manual.getByText('Ola Uczennica')).toBeInstanceOf(Element);
    expect(manual.getByText('@uczen')).toBeInstanceOf(Element);
    expect(manual.getByText('Konto Premium – 1 miesiąc (30 dni)')).toBeInstanceOf(Element);
    expect(manual.getByText('22,99 zł')).toBeInstanceOf(Element);
    expect(manual.getByText('Przelew')).toBeInstanceOf(Element);
    expect(manual.getByText('Nieopłacona')).toBeInstanceOf(Element);
    expect(manual.getByText('ZAD-7K3M-Q9TX')).toBeInstanceOf(Element);
    expect(manual.getByText(/^23 listopada 2026, \d\d:00$/)).toBeInstanceOf(Element);
    expect(manual.queryByRole('button', { name: /^Zwróć/ })).toBeNull();

    const card = within(row(cardId));
    expect(card.getByText('9,99 zł')).toBeInstanceOf(Element);
    expect(card.getByText('Karta/BLIK/P24 (demo)')).toBeInstanceOf(Element);
    expect(card.getByText('Zrealizowana')).toBeInstanceOf(Element);
    expect(card.queryByRole('button', { name: /^Potwierdź wpłatę/ })).toBeNull();
    expect(card.getByRole('link', { name: 'Faktura' }).getAttribute('href')).toBe(`/invoice?id=${invoiceId}`);
  });

  it('flags a transfer that paid for nothing (an overpayment) until it is refunded', async () => {
    stubApi({ manualOverrides: { status: 'completed', undelivered: true, paidAt: '2026-11-23T10:00:00.000Z' } });
    renderPage();
    await screen.findByRole('table', { name: 'Lista płatności' });
    const manual = within(row(manualId));
    expect(manual.getByText('Nadpłata: do zwrotu')).toBeInstanceOf(Element);
    expect(manual.getByRole('button', { name: /^Zwróć/ })).toBeInstanceOf(Element);
    expect(within(row(cardId)).queryByText('Nadpłata: do zwrotu')).toBeNull();
  });

  it('shows one card per payment on a phone, with the same actions', async () => {
    stubApi();
    stubPhoneWidth();
    renderPage();
    const card = await screen.findByRole('article', { name: 'Konto Premium – 1 miesiąc (30 dni)' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(card).getByText('ZAD-7K3M-Q9TX')).toBeInstanceOf(Element);
    expect(within(card).getByRole('button', { name: 'Potwierdź wpłatę: ZAD-7K3M-Q9TX' })).toBeInstanceOf(Element);
    expect(screen.getByRole('article', { name: 'Pakiet 10 tokenów' })).toBeInstanceOf(Element);
  });

  it('keeps the filters in the URL, sends them to the API and goes back to page 1 on a change', async () => {
    const calls = stubApi();
    const router = renderPage('/admin/payments?status=unpaid&method=manual&page=2');
    await screen.findByRole('table', { name: 'Lista płatności' });
    expect(listCalls(calls)[0]?.query).toMatchObject({ status: 'unpaid', method: 'manual', page: '2' });
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('unpaid');

    fireEvent.change(screen.getByLabelText('Metoda płatności'), { target: { value: 'stripe' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=unpaid&method=stripe'));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query).toMatchObject({ method: 'stripe', page: '1' }));

    fireEvent.change(screen.getByRole('searchbox', { name: 'Szukaj' }), { target: { value: 'ZAD-7K3M' } });
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('search')).toBe('ZAD-7K3M'));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query).toMatchObject({ search: 'ZAD-7K3M' }));

    fireEvent.click(screen.getByRole('button', { name: 'Następna' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2'));
  });

  it('confirms a manual transfer once after the dialog, shows the server’s toast and refreshes the row', async () => {
    const calls = stubApi();
    renderPage();
    await screen.findByRole('table', { name: 'Lista płatności' });
    fireEvent.click(within(row(manualId)).getByRole('button', { name: 'Potwierdź wpłatę: ZAD-7K3M-Q9TX' }));
    const dialog = await screen.findByRole('dialog', { name: 'Potwierdzenie wpłaty' });
    expect(within(dialog).getByText(/wpłynęło 22,99 zł z tytułem „ZAD-7K3M-Q9TX”/)).toBeInstanceOf(Element);

    const confirm = within(dialog).getByRole('button', { name: 'Potwierdź wpłatę' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText('Potwierdzono!')).toBeInstanceOf(Element);
    await waitFor(() => expect(within(row(manualId)).getByText('Zrealizowana')).toBeInstanceOf(Element));
    expect(calls.filter((call) => call.method === 'POST' && call.path.endsWith('/confirm'))).toHaveLength(1);
    expect(within(row(manualId)).queryByRole('button', { name: /^Potwierdź wpłatę/ })).toBeNull();
    expect(within(row(manualId)).getByRole('button', { name: /^Zwróć/ })).toBeInstanceOf(Element);
  });

  it('warns that a refund revokes the purchase and issues a correction, then refunds', async () => {
    const calls = stubApi();
    renderPage();
    await screen.findByRole('table', { name: 'Lista płatności' });
    fireEvent.click(within(row(cardId)).getByRole('button', { name: /^Zwróć 9,99\szł: Pakiet 10 tokenów$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Zwrot płatności' });
    expect(within(dialog).getByText(/faktura korygująca/)).toBeInstanceOf(Element);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tak, zwróć' }));
    expect(await screen.findByText('Zwrócono!')).toBeInstanceOf(Element);
    expect(calls.some((call) => call.method === 'POST' && call.path === `/api/payment/${cardId}/refund`)).toBe(true);
  });

  it('imports a bank statement CSV as text and lists matched, already settled and unmatched rows', async () => {
    const calls = stubApi({
      statement: {
        matched: [{ line: 2, paymentId: manualId, title: 'ZAD-7K3M-Q9TX', amount: 2299 }],
        alreadySettled: [{ line: 3, paymentId: cardId, title: 'ZAD-AAAA-BBBB' }],
        unmatched: [{ line: 4, title: 'Czynsz', amount: -150000, reason: 'Nie ma płatności z takim tytułem.' }],
      },
    });
    renderPage();
    await screen.findByRole('table', { name: 'Lista płatności' });
    const csv = 'Data;Tytuł;Kwota\n2026-11-23;ZAD-7K3M-Q9TX;22,99\n';
    chooseStatement(new File([csv], 'wyciag.csv', { type: 'text/csv' }));
    fireEvent.click(screen.getByRole('button', { name: 'Importuj wyciąg' }));

    const result = await screen.findByTestId('statement-result');
    expect(calls.find((call) => call.path === '/api/payment/import-statement')?.body).toEqual({ csv });
    const matched = within(within(result).getByRole('region', { name: 'Dopasowane' }));
    expect(matched.getByText('Wiersz 2: ZAD-7K3M-Q9TX · 22,99 zł')).toBeInstanceOf(Element);
    const settled = within(within(result).getByRole('region', { name: 'Już rozliczone' }));
    expect(settled.getByText('Wiersz 3: ZAD-AAAA-BBBB')).toBeInstanceOf(Element);
    const unmatched = within(within(result).getByRole('region', { name: 'Niedopasowane' }));
    expect(unmatched.getByText('Nie ma płatności z takim tytułem.')).toBeInstanceOf(Element);
    expect(unmatched.getByText(/-1500,00 zł/)).toBeInstanceOf(Element);
    expect(await screen.findByText('Zaimportowano wyciąg. Potwierdzone płatności: 1.')).toBeInstanceOf(Element);
  });

  it('refuses a statement over 2 MB in the browser with the server’s Polish message', async () => {
    const calls = stubApi();
    renderPage();
    await screen.findByRole('table', { name: 'Lista płatności' });
    const big = new File(['x'], 'duzy.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: 2 * 1024 * 1024 + 1 });
    chooseStatement(big);
    expect(await screen.findByText(commerceMessages.statementTooLarge)).toBeInstanceOf(Element);
    expect((screen.getByRole('button', { name: 'Importuj wyciąg' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls.some((call) => call.path === '/api/payment/import-statement')).toBe(false);
  });

  it('tells a TEACHER the page is for admins and asks for no payments', async () => {
    const calls = stubApi({ role: 'TEACHER' });
    renderPage();
    expect(await screen.findByText('Ta strona jest dostępna tylko dla administratorów.')).toBeInstanceOf(Element);
    expect(listCalls(calls)).toHaveLength(0);
  });
});
