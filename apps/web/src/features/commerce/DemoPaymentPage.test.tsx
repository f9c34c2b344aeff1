import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/api/token-storage';
import { buildPayment, json, paymentId, renderPage, stubApi } from './commerce-test-utils';
import { DemoPaymentPage } from './DemoPaymentPage';

vi.setConfig({ testTimeout: 20_000 });

const renderDemo = () =>
  renderPage(<DemoPaymentPage />, { route: '/checkout/demo/:paymentId', url: `/checkout/demo/${paymentId}` });

describe('DemoPaymentPage', () => {
  beforeEach(() => {
    saveSession({ token: 'access-1', refreshToken: 'refresh-1', sessionId: '6f1c1f4e-8d1f-4c53-9a49-0c2b1e6b7a10' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    ['Zapłać (demo)', 'paid', 'completed'],
    ['Odrzuć płatność', 'failed', 'failed'],
  ] as const)('“%s” answers %s and shows the result', async (button, outcome, status) => {
    const calls = stubApi({
      [`GET /api/payment/${paymentId}`]: () => json(200, buildPayment()),
      [`POST /api/payment/${paymentId}/demo`]: () => json(200, { message: 'OK', payment: buildPayment({ status }) }),
    });
    renderDemo();
    expect(await screen.findByRole('heading', { name: 'Tryb demonstracyjny' })).toBeInstanceOf(Element);
    expect((await screen.findByTestId('demo-amount')).textContent).toBe('22,99\u00a0zł');
    expect(screen.getByText('Konto Premium – 1 miesiąc (30 dni)')).toBeInstanceOf(Element);
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByTestId('destination')).toHaveProperty(
      'textContent',
      `/payment/${paymentId}?result=${outcome}`,
    );
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ outcome }]);
  });

  it('refuses a payment that is not a demo one', async () => {
    stubApi({ [`GET /api/payment/${paymentId}`]: () => json(200, buildPayment({ provider: 'stripe' })) });
    renderDemo();
    expect(await screen.findByText('Ta płatność nie jest płatnością demonstracyjną.')).toBeInstanceOf(Element);
    expect(screen.queryByRole('button', { name: 'Zapłać (demo)' })).toBeNull();
  });

  it('offers the status page for a payment already settled', async () => {
    stubApi({ [`GET /api/payment/${paymentId}`]: () => json(200, buildPayment({ status: 'completed' })) });
    renderDemo();
    expect(await screen.findByText('Ta płatność jest już zamknięta.')).toBeInstanceOf(Element);
    expect(screen.getByRole('link', { name: 'Zobacz status płatności' }).getAttribute('href')).toBe(
      `/payment/${paymentId}`,
    );
  });
});
