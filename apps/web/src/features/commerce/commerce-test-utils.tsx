import {
  defaultPremiumPlans,
  defaultSellerDetails,
  defaultTokenPackages,
  defaultTokenPrices,
  type TCommerceCatalog,
  type TCompany,
  type TInvoice,
  type TPayment,
} from '@zadania/shared';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import '../../i18n/i18n';
import { jsonResponse } from '../../test/fixtures';
import { renderWithDestination } from '../../test/render';

export const paymentId = '3b0c7a52-6d4e-4f1a-9c2b-8e7d6f5a4b31';
export const invoiceId = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';

/** The buyer's company as the account data holds it. */
export const company: TCompany = {
  name: 'Zadania sp. z o.o.',
  nip: 'PL5260250274',
  vatPayer: true,
  address: {
    street: 'Marszałkowska',
    buildingNumber: '10A',
    apartmentNumber: null,
    postalCode: '00-950',
    city: 'Warszawa',
  },
  updatedAt: '2026-11-23T10:00:00.000Z',
};

export const buildCatalog = (overrides: Partial<TCommerceCatalog> = {}): TCommerceCatalog => ({
  plans: [...defaultPremiumPlans],
  tokenPackages: [...defaultTokenPackages],
  tokenPrices: { ...defaultTokenPrices },
  vatRate: '23',
  seller: defaultSellerDetails,
  contactPhone: '000000000',
  methods: { stripe: false, demo: true, manual: true },
  ...overrides,
});

export const buildPayment = (overrides: Partial<TPayment> = {}): TPayment => ({
  id: paymentId,
  status: 'unpaid',
  method: 'stripe',
  provider: 'demo',
  item: { kind: 'SUBSCRIPTION', code: 'PREMIUM_1_MONTH', name: 'Konto Premium – 1 miesiąc (30 dni)' },
  amountGross: 2299,
  currency: 'PLN',
  buyer: { type: 'private', name: 'Jan Kowalski', address: null },
  transfer: null,
  invoiceId: null,
  correctionInvoiceId: null,
  undelivered: false,
  createdAt: '2026-11-23T10:00:00.000Z',
  paidAt: null,
  updatedAt: '2026-11-23T10:00:00.000Z',
  ...overrides,
});

export const buildInvoice = (overrides: Partial<TInvoice> = {}): TInvoice => ({
  id: invoiceId,
  number: 'FV/2026/11/0001',
  kind: 'VAT',
  corrects: null,
  correctionReason: null,
  issueDate: '2026-11-23',
  saleDate: '2026-11-23',
  placeOfIssue: 'Warszawa',
  seller: defaultSellerDetails,
  buyer: {
    type: 'company',
    name: company.name,
    nip: company.nip,
    vatPayer: company.vatPayer,
    address: { ...company.address, apartmentNumber: '5' },
  },
  lines: [{ name: 'Pakiet 50 tokenów', quantity: 1, unitGross: 3999, rate: '23', net: 3251, vat: 748, gross: 3999 }],
  byRate: [{ rate: '23', net: 3251, vat: 748, gross: 3999 }],
  total: { net: 3251, vat: 748, gross: 3999 },
  amountInWords: 'trzydzieści dziewięć złotych 99/100',
  vatExemptionBasis: null,
  paymentMethod: 'Płatność demonstracyjna',
  paymentId,
  currency: 'PLN',
  ksef: true,
  createdAt: '2026-11-23T10:00:00.000Z',
  ...overrides,
});

export const json = jsonResponse;

export type TCall = { method: string; path: string; search: string; body: unknown };

/** A stubbed fetch answering "METHOD /api/path" from `routes`; every call is recorded. */
export function stubApi(routes: Record<string, (call: TCall) => Response | Promise<Response>>) {
  const calls: TCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const call = {
        method: init.method ?? 'GET',
        path: url.pathname,
        search: url.search,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const route = routes[`${call.method} ${call.path}`];
      return route
        ? route(call)
        : json(404, { statusCode: 404, error: 'Not Found', message: 'Nie znaleziono zasobu.' });
    }),
  );
  return calls;
}

/** Renders `ui` at `route` (matching `url`), with Mantine, toasts, a fresh query cache and a catch-all route. */
export const renderPage = (ui: ReactNode, options: { route?: string; url?: string } = {}) =>
  renderWithDestination(ui, options);
