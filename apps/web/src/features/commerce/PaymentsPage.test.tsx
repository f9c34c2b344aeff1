import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordDownloadNames, stubObjectUrls } from '../../test/downloads';
import { signInForEachTest } from '../../test/session';
import { buildInvoice, buildPayment, invoiceId, json, paymentId, renderPage, stubApi } from './commerce-test-utils';
import { PaymentsPage } from './PaymentsPage';

vi.setConfig({ testTimeout: 20_000 });

describe('PaymentsPage', () => {
  signInForEachTest();
  beforeEach(() => stubObjectUrls());
  afterEach(() => vi.restoreAllMocks());

  it('lists payments with status and amount, and invoices with their PDF, page and KSeF downloads', async () => {
    const saved = recordDownloadNames();
    const privateInvoiceId = '5f4e3d2c-1b0a-4f9e-8d7c-6b5a4f3e2d1c';
    stubApi({
      'GET /api/payment': () =>
        json(200, {
          results: [
            buildPayment({ status: 'completed', invoiceId }),
            buildPayment({
              id: '7d6c5b4a-3f2e-4d1c-9b8a-7f6e5d4c3b2a',
              status: 'unpaid',
              method: 'manual',
              provider: 'manual',
              item: { kind: 'TOKENS', code: 'TOKENS_10', name: 'Pakiet 10 tokenów' },
              amountGross: 999,
            }),
          ],
          nextPage: null,
        }),
      'GET /api/invoice': () =>
        json(200, {
          results: [
            buildInvoice(),
            buildInvoice({
              id: privateInvoiceId,
              number: 'FV/2026/11/0002',
              buyer: { type: 'private', name: 'Jan Kowalski', address: null },
              ksef: false,
            }),
          ],
          nextPage: null,
        }),
      [`GET /api/invoice/${invoiceId}/pdf`]: () =>
        new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
      [`GET /api/invoice/${invoiceId}/ksef`]: () =>
        new Response('<Faktura/>', {
          status: 200,
          headers: {
            'Content-Type': 'application/xml',
            'Content-Disposition': 'attachment; filename="FV-2026-11-0001.xml"',
          },
        }),
    });
    renderPage(<PaymentsPage />);

    const payments = screen.getByRole('region', { name: 'Moje płatności' });
    const premium = await within(payments).findByRole('link', {
      name: 'Szczegóły płatności: Konto Premium – 1 miesiąc (30 dni)',
    });
    expect(premium.getAttribute('href')).toBe(`/payment/${paymentId}`);
    const premiumRow = premium.closest('li')!;
    expect(within(premiumRow).getByText('Zrealizowana')).toBeInstanceOf(Element);
    expect(within(premiumRow).getByText('22,99 zł')).toBeInstanceOf(Element);
    const tokensRow = within(payments)
      .getByRole('link', { name: /Pakiet 10 tokenów/ })
      .closest('li')!;
    expect(within(tokensRow).getByText('Nieopłacona')).toBeInstanceOf(Element);
    expect(within(tokensRow).getByText('9,99 zł')).toBeInstanceOf(Element);

    const invoices = screen.getByRole('region', { name: 'Moje faktury' });
    const company = await within(invoices).findByRole('listitem', { name: 'FV/2026/11/0001' });
    expect(within(company).getByText('Faktura VAT')).toBeInstanceOf(Element);
    expect(within(company).getByText('39,99 zł')).toBeInstanceOf(Element);
    expect(within(company).getByRole('link', { name: 'Zobacz fakturę FV/2026/11/0001' }).getAttribute('href')).toBe(
      `/invoice?id=${invoiceId}`,
    );
    const other = within(invoices).getByRole('listitem', { name: 'FV/2026/11/0002' });
    expect(within(other).queryByRole('button', { name: /XML KSeF/ })).toBeNull();

    fireEvent.click(within(company).getByRole('button', { name: 'Pobierz PDF faktury FV/2026/11/0001' }));
    await waitFor(() => expect(saved).toEqual(['Faktura-FV-2026-11-0001.pdf']));
    fireEvent.click(within(company).getByRole('button', { name: 'Pobierz XML KSeF faktury FV/2026/11/0001' }));
    await waitFor(() => expect(saved).toEqual(['Faktura-FV-2026-11-0001.pdf', 'FV-2026-11-0001.xml']));
  });

  it('says when there are no payments or invoices yet', async () => {
    stubApi({
      'GET /api/payment': () => json(200, { results: [], nextPage: null }),
      'GET /api/invoice': () => json(200, { results: [], nextPage: null }),
    });
    renderPage(<PaymentsPage />);
    expect(await screen.findByText('Nie masz jeszcze żadnych płatności.')).toBeInstanceOf(Element);
    expect(await screen.findByText('Nie masz jeszcze żadnych faktur.')).toBeInstanceOf(Element);
  });
});
