import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TSubscriptionState } from '@zadania/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/api/token-storage';
import { buildMe } from '../../test/fixtures';
import { buildCatalog, json, renderPage, stubApi } from './commerce-test-utils';
import { SubscriptionPage } from './SubscriptionPage';

vi.setConfig({ testTimeout: 20_000 });

const sessionId = '6f1c1f4e-8d1f-4c53-9a49-0c2b1e6b7a10';

const activeState: TSubscriptionState = {
  hasActiveSubscription: true,
  current: {
    id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    planCode: 'PREMIUM_1_MONTH',
    planName: 'Konto Premium – 1 miesiąc (30 dni)',
    status: 'ACTIVE',
    startsAt: '2026-11-01T10:00:00.000Z',
    endsAt: '2026-12-01T10:00:00.000Z',
    paymentId: '3b0c7a52-6d4e-4f1a-9c2b-8e7d6f5a4b31',
  },
  activeUntil: '2026-12-01T10:00:00.000Z',
  cancelAtPeriodEnd: false,
  renewsAt: '2026-12-01T10:00:00.000Z',
  periods: [],
};
activeState.periods = [activeState.current!];

describe('SubscriptionPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows what Premium gives and both plans with prices, per-month prices and the saving, signed out', async () => {
    const calls = stubApi({ 'GET /api/commerce/catalog': () => json(200, buildCatalog()) });
    renderPage(<SubscriptionPage />);

    const monthly = await screen.findByRole('article', { name: 'Konto Premium – 1 miesiąc (30 dni)' });
    const quarterly = screen.getByRole('article', { name: 'Konto Premium – 3 miesiące (90 dni)' });
    expect(within(monthly).getByText('22,99 zł')).toBeInstanceOf(Element);
    expect(within(quarterly).getByText('59,99 zł')).toBeInstanceOf(Element);
    // 59,99 zł for 90 days is 20,00 zł per 30 days; against three months at 22,99 zł it saves 13%.
    expect(within(quarterly).getByText(/ok\. 20,00 zł miesięcznie/)).toBeInstanceOf(Element);
    expect(within(quarterly).getByText('Oszczędzasz 13%')).toBeInstanceOf(Element);
    expect(within(monthly).queryByText(/Oszczędzasz/)).toBeNull();

    const login = within(monthly).getByRole('link', { name: 'Zaloguj się, aby kupić' });
    expect(login.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent('/checkout/PREMIUM_1_MONTH')}`);
    expect(screen.getByText(/Ukrywanie zadań/)).toBeInstanceOf(Element);
    expect(screen.getByText(/Kopiowanie fragmentów/)).toBeInstanceOf(Element);
    expect(screen.getByText(/Filtr typów zadań/)).toBeInstanceOf(Element);
    expect(screen.getByText(/Ulubione/)).toBeInstanceOf(Element);
    expect(screen.queryByRole('heading', { name: 'Twoja subskrypcja' })).toBeNull();
    expect(calls.map((call) => call.path)).toEqual(['/api/commerce/catalog']);
  });

  it('shows the current Premium and cancels it at the period end after a confirmation', async () => {
    saveSession({ token: 'access-1', refreshToken: 'refresh-1', sessionId });
    let state = activeState;
    const calls = stubApi({
      'GET /api/commerce/catalog': () => json(200, buildCatalog()),
      'GET /api/user/me': () => json(200, buildMe('USER', { hasActiveSubscription: true })),
      'GET /api/subscription': () => json(200, state),
      'PUT /api/subscription/cancel': () => {
        state = { ...state, cancelAtPeriodEnd: true, renewsAt: null };
        return json(200, { message: 'Anulowano!', subscription: state });
      },
    });
    renderPage(<SubscriptionPage />);

    expect(await screen.findByText('Aktywne do 1 grudnia 2026')).toBeInstanceOf(Element);
    expect(screen.getByText('Przypomnimy o odnowieniu przed 1 grudnia 2026')).toBeInstanceOf(Element);
    // Premium runs: buying adds a period after it.
    expect(screen.getByRole('link', { name: 'Przedłuż: Konto Premium – 3 miesiące (90 dni)' })).toBeInstanceOf(Element);
    const periods = screen.getByRole('region', { name: 'Okresy Premium' });
    expect(within(periods).getByText('Aktywny')).toBeInstanceOf(Element);

    // A one-time purchase renews nothing: the switch is the reminder, never 'Anuluj'.
    expect(screen.queryByRole('button', { name: /Anuluj/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Nie przypominaj o odnowieniu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wyłączyć przypomnienie o odnowieniu?' });
    expect(within(dialog).getByText(/nic nie pobieramy automatycznie/)).toBeInstanceOf(Element);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wyłącz przypomnienie' }));

    expect(
      await screen.findByText('Aktywne do 1 grudnia 2026. Przypomnienie o odnowieniu jest wyłączone.'),
    ).toBeInstanceOf(Element);
    expect(await screen.findByText('Przypomnienie o odnowieniu wyłączone.')).toBeInstanceOf(Element);
    expect(screen.getByRole('button', { name: 'Przypominaj o odnowieniu' })).toBeInstanceOf(Element);
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([
      '/api/subscription/cancel',
    ]);
  });

  it('tells an ADMIN that Premium comes with the role', async () => {
    saveSession({ token: 'access-1', refreshToken: 'refresh-1', sessionId });
    stubApi({
      'GET /api/commerce/catalog': () => json(200, buildCatalog()),
      'GET /api/user/me': () => json(200, buildMe('ADMIN')),
      'GET /api/subscription': () =>
        json(200, {
          ...activeState,
          hasActiveSubscription: false,
          current: null,
          activeUntil: null,
          renewsAt: null,
          periods: [],
        }),
    });
    renderPage(<SubscriptionPage />);
    expect(await screen.findByText(/Jako administrator masz dostęp/)).toBeInstanceOf(Element);
    await waitFor(() => expect(screen.getByText('Nie masz aktywnego Konta Premium.')).toBeInstanceOf(Element));
    expect(screen.getByText('Nie masz jeszcze żadnych okresów Premium.')).toBeInstanceOf(Element);
  });

  it('shows an error with a retry when the plans cannot be loaded', async () => {
    stubApi({ 'GET /api/commerce/catalog': () => json(500, { statusCode: 500, error: 'x', message: 'x' }) });
    renderPage(<SubscriptionPage />);
    expect(await screen.findByRole('alert')).toBeInstanceOf(Element);
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeInstanceOf(Element);
  });
});
