import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TPayment } from '@zadania/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/api/token-storage';
import { buildPayment, invoiceId, json, paymentId, renderPage, stubApi } from './commerce-test-utils';
import { PaymentResultPage } from './PaymentResultPage';
import { paymentPollIntervalMs, paymentPollLimit, paymentRefetchInterval } from './payment-polling';

vi.setConfig({ testTimeout: 20_000 });

const renderResult = (search = '') =>
  renderPage(<PaymentResultPage />, { route: '/payment/:id', url: `/payment/${paymentId}${search}` });
/** Fires the polling timers due in `ms` (only intervals are faked: the rest of the page runs on real time). */
async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}
const fakeIntervals = () => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
const paymentReads = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === `/api/payment/${paymentId}`).length;

describe('PaymentResultPage', () => {
  beforeEach(() => {
    saveSession({ token: 'access-1', refreshToken: 'refresh-1', sessionId: '6f1c1f4e-8d1f-4c53-9a49-0c2b1e6b7a10' });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('thanks for a settled payment and links its invoice', async () => {
    stubApi({
      [`GET /api/payment/${paymentId}`]: () =>
        json(200, buildPayment({ status: 'completed', paidAt: '2026-11-23T10:01:00.000Z', invoiceId })),
    });
    renderResult('?result=paid');
    expect(await screen.findByText('Dziękujemy! Płatność przyjęta.')).toBeInstanceOf(Element);
    expect(screen.getByText('Konto Premium jest już aktywne.')).toBeInstanceOf(Element);
    expect(screen.getByText('Zrealizowana')).toBeInstanceOf(Element);
    expect(screen.getByTestId('payment-amount').textContent).toBe('22,99\u00a0zł');
    expect(screen.getByRole('link', { name: 'Zobacz fakturę' }).getAttribute('href')).toBe(`/invoice?id=${invoiceId}`);
  });

  it('offers to try again after a failure', async () => {
    stubApi({ [`GET /api/payment/${paymentId}`]: () => json(200, buildPayment({ status: 'failed' })) });
    renderResult('?result=failed');
    expect(await screen.findByText('Płatność nie powiodła się.')).toBeInstanceOf(Element);
    expect(screen.getByText('Nieudana')).toBeInstanceOf(Element);
    expect(screen.getByRole('link', { name: 'Spróbuj ponownie' }).getAttribute('href')).toBe(
      '/checkout/PREMIUM_1_MONTH',
    );
    expect(screen.queryByRole('link', { name: 'Zobacz fakturę' })).toBeNull();
  });

  it('polls every 2 s while the provider has not answered, and stops once the payment settles', async () => {
    fakeIntervals();
    const answers: TPayment['status'][] = ['processing', 'processing', 'completed'];
    const calls = stubApi({
      [`GET /api/payment/${paymentId}`]: () => json(200, buildPayment({ status: answers.shift() ?? 'completed' })),
    });
    const view = renderResult();
    expect(await screen.findByText('Czekamy na potwierdzenie płatności…')).toBeInstanceOf(Element);
    expect(paymentReads(calls)).toBe(1);

    await advance(paymentPollIntervalMs - 1);
    expect(paymentReads(calls)).toBe(1);
    await advance(1);
    await waitFor(() => expect(paymentReads(calls)).toBe(2));
    expect(screen.getByText('W trakcie')).toBeInstanceOf(Element);

    await advance(paymentPollIntervalMs);
    expect(await screen.findByText('Dziękujemy! Płatność przyjęta.')).toBeInstanceOf(Element);
    expect(paymentReads(calls)).toBe(3);

    // Settled: no more requests, however long the page stays open, and nothing left running after it.
    await advance(paymentPollIntervalMs * 10);
    expect(paymentReads(calls)).toBe(3);
    expect(vi.getTimerCount()).toBe(0);
    view.unmount();
    await advance(paymentPollIntervalMs * 10);
    expect(paymentReads(calls)).toBe(3);
  });

  it('stops polling when the page is left while the payment still waits', async () => {
    fakeIntervals();
    const calls = stubApi({
      [`GET /api/payment/${paymentId}`]: () => json(200, buildPayment({ status: 'processing' })),
    });
    const view = renderResult();
    expect(await screen.findByText('Czekamy na potwierdzenie płatności…')).toBeInstanceOf(Element);
    await advance(paymentPollIntervalMs);
    await waitFor(() => expect(paymentReads(calls)).toBe(2));
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
    await advance(paymentPollIntervalMs * 10);
    expect(paymentReads(calls)).toBe(2);
  });

  it('shows the bank transfer details with copy buttons, and cancels the payment after a confirmation', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const transfer = {
      recipient: 'Platforma Zadania',
      accountNumber: 'PL61109010140000071219812874',
      title: 'ZAD-7K3M-Q9TX',
      amount: 123450,
    };
    let payment = buildPayment({ method: 'manual', provider: 'manual', transfer, amountGross: 123450 });
    const calls = stubApi({
      [`GET /api/payment/${paymentId}`]: () => json(200, payment),
      [`POST /api/payment/${paymentId}/cancel`]: () => {
        payment = { ...payment, status: 'canceled' };
        return json(200, { message: 'Anulowano!', payment });
      },
    });
    renderResult();

    const details = await screen.findByRole('region', { name: 'Dane do przelewu' });
    expect(within(details).getByText('PL61 1090 1014 0000 0712 1981 2874')).toBeInstanceOf(Element);
    expect(within(details).getByText('ZAD-7K3M-Q9TX')).toBeInstanceOf(Element);
    fireEvent.click(within(details).getByRole('button', { name: 'Kopiuj: Numer konta' }));
    fireEvent.click(within(details).getByRole('button', { name: 'Kopiuj: Kwota' }));
    fireEvent.click(within(details).getByRole('button', { name: 'Kopiuj: Tytuł przelewu' }));
    await waitFor(() =>
      expect(writeText.mock.calls).toEqual([['61109010140000071219812874'], ['1234,50'], ['ZAD-7K3M-Q9TX']]),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Anuluj płatność' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anulować płatność?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anuluj płatność' }));
    expect(await screen.findByText('Płatność została anulowana.')).toBeInstanceOf(Element);
    expect(screen.queryByRole('region', { name: 'Dane do przelewu' })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `/api/payment/${paymentId}/cancel`,
    ]);
    // A bank transfer waits for days: it is never polled.
    expect(paymentReads(calls)).toBe(1);
  });

  it('says when there is no such payment', async () => {
    stubApi({});
    renderResult();
    expect(await screen.findByText('Nie znaleziono płatności.')).toBeInstanceOf(Element);
  });
});

describe('paymentRefetchInterval', () => {
  it('polls only an online payment that waits for the provider, and only for a while', () => {
    expect(paymentRefetchInterval(undefined, 0)).toBe(false);
    expect(paymentRefetchInterval(buildPayment({ status: 'processing' }), 1)).toBe(paymentPollIntervalMs);
    expect(paymentRefetchInterval(buildPayment({ status: 'unpaid', provider: 'stripe' }), 1)).toBe(
      paymentPollIntervalMs,
    );
    expect(paymentRefetchInterval(buildPayment({ status: 'processing' }), paymentPollLimit)).toBe(false);
    expect(paymentRefetchInterval(buildPayment({ status: 'unpaid', provider: 'manual', method: 'manual' }), 1)).toBe(
      false,
    );
    for (const status of ['failed', 'paid', 'completed', 'refunded', 'disputed', 'canceled'] as const) {
      expect(paymentRefetchInterval(buildPayment({ status }), 1)).toBe(false);
    }
  });
});
