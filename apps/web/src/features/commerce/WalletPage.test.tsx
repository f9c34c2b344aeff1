import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TTokenLedgerEntry } from '@zadania/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/api/token-storage';
import { buildCatalog, json, paymentId, renderPage, stubApi } from './commerce-test-utils';
import { WalletPage } from './WalletPage';

vi.setConfig({ testTimeout: 20_000 });

const entry = (n: number, overrides: Partial<TTokenLedgerEntry> = {}): TTokenLedgerEntry => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  delta: -3,
  balanceAfter: 47,
  reason: 'PAID_SOLUTION',
  referenceType: 'HOMEWORK',
  referenceId: '11111111-2222-4333-8444-555555555555',
  description: `Płatne rozwiązanie: zadanie ${n}`,
  href: `/homeworks/zadanie-${n}`,
  createdAt: '2026-11-23T10:00:00.000Z',
  ...overrides,
});

describe('WalletPage', () => {
  beforeEach(() => {
    saveSession({ token: 'access-1', refreshToken: 'refresh-1', sessionId: '6f1c1f4e-8d1f-4c53-9a49-0c2b1e6b7a10' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the balance, what tokens buy, the packages and the history page by page', async () => {
    const calls = stubApi({
      'GET /api/commerce/catalog': () => json(200, buildCatalog()),
      'GET /api/tokens': () => json(200, { balance: 47, prices: { PAID_SOLUTION: 3, HINT: 1, SOLUTION_CHECK: 5 } }),
      'GET /api/tokens/history': ({ search }) =>
        new URLSearchParams(search).get('page') === '2'
          ? json(200, {
              results: [
                entry(3, {
                  delta: 50,
                  balanceAfter: 50,
                  reason: 'PURCHASE',
                  description: 'Zakup: Pakiet 50 tokenów',
                  href: `/payment/${paymentId}`,
                }),
              ],
              nextPage: null,
            })
          : json(200, {
              results: [
                entry(1),
                entry(2, { delta: -1, reason: 'HINT', href: null, description: 'Podpowiedź: usunięte zadanie' }),
              ],
              nextPage: 2,
            }),
    });
    renderPage(<WalletPage />);

    expect((await screen.findByTestId('wallet-balance')).textContent).toBe('47 tokenów');
    const prices = screen.getByRole('region', { name: 'Co kupisz za tokeny' });
    expect(within(prices).getByText('Płatne rozwiązanie').nextElementSibling?.textContent).toBe('3 tokeny');
    expect(within(prices).getByText('Podpowiedź').nextElementSibling?.textContent).toBe('1 token');
    expect(within(prices).getByText('Sprawdzenie rozwiązania').nextElementSibling?.textContent).toBe('5 tokenów');

    const packages = screen.getByRole('region', { name: 'Doładuj portfel' });
    expect(within(packages).getByRole('link', { name: 'Kup: Pakiet 50 tokenów' }).getAttribute('href')).toBe(
      '/checkout/TOKENS_50',
    );
    expect(within(packages).getByText('Oszczędzasz 20%')).toBeInstanceOf(Element);
    expect(within(packages).getByText('Oszczędzasz 30%')).toBeInstanceOf(Element);

    const history = screen.getByRole('region', { name: 'Historia' });
    const first = await within(history).findByRole('link', { name: 'Płatne rozwiązanie: zadanie 1' });
    expect(first.getAttribute('href')).toBe('/homeworks/zadanie-1');
    const rows = within(history).getAllByRole('row');
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      '−3Saldo po operacji: 47',
      '−1Saldo po operacji: 47',
    ]);
    // An entry whose task is gone has no link.
    expect(within(history).queryByRole('link', { name: 'Podpowiedź: usunięte zadanie' })).toBeNull();

    fireEvent.click(within(history).getByRole('button', { name: 'Wczytaj więcej' }));
    const purchase = await within(history).findByRole('link', { name: 'Zakup: Pakiet 50 tokenów' });
    expect(purchase.getAttribute('href')).toBe(`/payment/${paymentId}`);
    expect(within(purchase.closest('tr')!).getByText('+50')).toBeInstanceOf(Element);
    await waitFor(() => expect(within(history).queryByRole('button', { name: 'Wczytaj więcej' })).toBeNull());
    expect(calls.filter((call) => call.path === '/api/tokens/history').map((call) => call.search)).toEqual([
      '?page=1',
      '?page=2',
    ]);
  });

  it('says when there is no history yet', async () => {
    stubApi({
      'GET /api/commerce/catalog': () => json(200, buildCatalog()),
      'GET /api/tokens': () => json(200, { balance: 0, prices: { PAID_SOLUTION: 3, HINT: 1, SOLUTION_CHECK: 5 } }),
      'GET /api/tokens/history': () => json(200, { results: [], nextPage: null }),
    });
    renderPage(<WalletPage />);
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe('0 tokenów');
    expect(await screen.findByText('Nie masz jeszcze żadnych operacji.')).toBeInstanceOf(Element);
  });
});
