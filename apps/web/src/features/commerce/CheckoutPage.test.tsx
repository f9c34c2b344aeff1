import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { commerceMessages } from '@zadania/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/api/token-storage';
import { posts } from '../../test/stub-api';
import { CheckoutPage } from './CheckoutPage';
import { buildCatalog, buildPayment, company, json, paymentId, renderPage, stubApi } from './commerce-test-utils';
import { followCheckout } from './useFollowCheckout';

vi.setConfig({ testTimeout: 20_000 });

const renderCheckout = (code = 'PREMIUM_1_MONTH') =>
  renderPage(<CheckoutPage />, { route: '/checkout/:productCode', url: `/checkout/${code}` });

describe('CheckoutPage', () => {
  beforeEach(() => {
    saveSession({ token: 'access-1', refreshToken: 'refresh-1', sessionId: '6f1c1f4e-8d1f-4c53-9a49-0c2b1e6b7a10' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the item with its VAT, labels the demo provider, and goes to the demo page', async () => {
    const calls = stubApi({
      'GET /api/commerce/catalog': () => json(200, buildCatalog()),
      'POST /api/payment/checkout': () =>
        json(200, { payment: buildPayment(), redirectUrl: `/checkout/demo/${paymentId}` }),
    });
    renderCheckout();

    expect(await screen.findByTestId('checkout-item')).toHaveProperty(
      'textContent',
      'Konto Premium – 1 miesiąc (30 dni)',
    );
    expect(screen.getByTestId('checkout-price').textContent).toBe('22,99\u00a0zł');
    // 22,99 zł gross at 23%: VAT 22,99 × 23/123 = 4,299… → 4,30 zł.
    expect(screen.getByText('w tym 23% VAT (4,30 zł)')).toBeInstanceOf(Element);
    const online = screen.getByRole('radio', { name: /Płatność demonstracyjna \(bez prawdziwych pieniędzy\)/ });
    expect(online.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: /Przelew tradycyjny/ })).toBeInstanceOf(Element);

    fireEvent.click(screen.getByRole('button', { name: 'Zamawiam i płacę' }));
    expect(await screen.findByTestId('destination')).toHaveProperty('textContent', `/checkout/demo/${paymentId}`);
    expect(posts(calls)).toEqual([
      { path: '/api/payment/checkout', body: { productCode: 'PREMIUM_1_MONTH', method: 'stripe', buyer: 'private' } },
    ]);
  });

  it('offers card, BLIK and Przelewy24 when Stripe is configured, and sends a bank transfer to its details', async () => {
    const calls = stubApi({
      'GET /api/commerce/catalog': () =>
        json(200, buildCatalog({ methods: { stripe: true, demo: false, manual: true } })),
      'POST /api/payment/checkout': () =>
        json(200, { payment: buildPayment({ method: 'manual', provider: 'manual' }), redirectUrl: null }),
    });
    renderCheckout('TOKENS_50');

    expect(await screen.findByRole('radio', { name: /Karta, BLIK lub Przelewy24/ })).toBeInstanceOf(Element);
    expect(screen.queryByText(/demonstracyjna/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Przelew tradycyjny/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Zamawiam i zapłacę przelewem' }));
    expect(await screen.findByTestId('destination')).toHaveProperty('textContent', `/payment/${paymentId}`);
    expect(posts(calls)[0]?.body).toEqual({ productCode: 'TOKENS_50', method: 'manual', buyer: 'private' });
  });

  it("tells a private buyer without personal data that the invoice would carry only the account's name, and lets them buy", async () => {
    stubApi({
      'GET /api/commerce/catalog': () => json(200, buildCatalog()),
      'GET /api/user/personal-data': () => json(200, { personalData: null }),
    });
    renderCheckout();
    const notice = await screen.findByTestId('personal-data-missing');
    expect(notice.textContent).toContain('Faktura zostanie wystawiona na nazwę konta, bez adresu.');
    expect(within(notice).getByRole('link', { name: 'Uzupełnij dane do faktury' }).getAttribute('href')).toBe(
      '/account/data',
    );
    expect((screen.getByRole('button', { name: 'Zamawiam i płacę' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('asks for the company data before a company invoice and sends nothing without them', async () => {
    const calls = stubApi({
      'GET /api/commerce/catalog': () => json(200, buildCatalog()),
      'GET /api/user/company': () => json(200, { company: null }),
    });
    renderCheckout();

    fireEvent.click(await screen.findByRole('radio', { name: 'Firma (faktura z NIP)' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(commerceMessages.companyMissing);
    expect(within(alert).getByRole('link', { name: 'Uzupełnij dane firmy' }).getAttribute('href')).toBe(
      '/account/data',
    );
    const submit = screen.getByRole('button', { name: 'Zamawiam i płacę' });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.click(submit);
    expect(posts(calls)).toEqual([]);

    // Back to a private invoice: the purchase can go on.
    fireEvent.click(screen.getByRole('radio', { name: 'Osoba prywatna' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Zamawiam i płacę' })).toHaveProperty('disabled', false),
    );
  });

  it('shows the company on the invoice, and the server’s refusal when the company is gone meanwhile', async () => {
    const calls = stubApi({
      'GET /api/commerce/catalog': () => json(200, buildCatalog()),
      'GET /api/user/company': () => json(200, { company }),
      'POST /api/payment/checkout': () =>
        json(400, { statusCode: 400, error: 'Bad Request', message: commerceMessages.companyMissing }),
    });
    renderCheckout();

    fireEvent.click(await screen.findByRole('radio', { name: 'Firma (faktura z NIP)' }));
    const summary = await screen.findByTestId('checkout-company');
    expect(summary.textContent).toContain('Zadania sp. z o.o.');
    expect(summary.textContent).toContain('NIP: PL5260250274');
    fireEvent.click(screen.getByRole('button', { name: 'Zamawiam i płacę' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(commerceMessages.companyMissing);
    expect(within(alert).getByRole('link', { name: 'Uzupełnij dane firmy' })).toBeInstanceOf(Element);
    expect(posts(calls)[0]?.body).toEqual({ productCode: 'PREMIUM_1_MONTH', method: 'stripe', buyer: 'company' });
  });

  it('says so for an unknown product', async () => {
    stubApi({ 'GET /api/commerce/catalog': () => json(200, buildCatalog()) });
    renderCheckout('NO_SUCH_THING');
    expect(await screen.findByText('Nie ma takiego produktu.')).toBeInstanceOf(Element);
    expect(screen.getByRole('link', { name: 'Zobacz plany Premium' })).toBeInstanceOf(Element);
  });
});

describe('followCheckout', () => {
  it('leaves the app for Stripe, stays in it for the demo page and the transfer details', () => {
    const navigate = vi.fn();
    const assign = vi.fn();
    followCheckout(
      { payment: { id: 'p1' }, redirectUrl: 'https://checkout.stripe.com/c/pay/cs_test_1' },
      navigate,
      assign,
    );
    followCheckout({ payment: { id: 'p2' }, redirectUrl: '/checkout/demo/p2' }, navigate, assign);
    followCheckout({ payment: { id: 'p3' }, redirectUrl: null }, navigate, assign);
    expect(assign.mock.calls).toEqual([['https://checkout.stripe.com/c/pay/cs_test_1']]);
    expect(navigate.mock.calls).toEqual([['/checkout/demo/p2'], ['/payment/p3']]);
  });
});
