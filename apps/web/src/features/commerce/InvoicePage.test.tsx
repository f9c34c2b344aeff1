import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/api/token-storage';
import { stubObjectUrls } from '../../test/downloads';
import { buildInvoice, invoiceId, json, renderPage, stubApi } from './commerce-test-utils';
import { InvoicePage } from './InvoicePage';

vi.setConfig({ testTimeout: 20_000 });

const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');

describe('InvoicePage', () => {
  beforeEach(() => {
    saveSession({ token: 'access-1', refreshToken: 'refresh-1', sessionId: '6f1c1f4e-8d1f-4c53-9a49-0c2b1e6b7a10' });
    document.documentElement.setAttribute('data-mantine-color-scheme', 'dark');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.removeAttribute('data-mantine-color-scheme');
  });

  it('renders the seller, the company buyer with its NIP, the lines, VAT by rate, totals and the words', async () => {
    stubApi({ [`GET /api/invoice/${invoiceId}`]: () => json(200, buildInvoice()) });
    renderPage(<InvoicePage />, { url: `/invoice?id=${invoiceId}` });

    expect(await screen.findByRole('heading', { name: 'Faktura VAT nr FV/2026/11/0001', level: 1 })).toBeInstanceOf(
      Element,
    );
    // The invoice sheet is the page's main landmark (issue 76).
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1 })).toBeInstanceOf(Element);
    const seller = screen.getByRole('region', { name: 'Sprzedawca' });
    expect(within(seller).getByText('NIP: PL1234563218')).toBeInstanceOf(Element);
    const buyer = screen.getByRole('region', { name: 'Nabywca' });
    expect(within(buyer).getByText('Zadania sp. z o.o.')).toBeInstanceOf(Element);
    expect(within(buyer).getByText('NIP: PL5260250274')).toBeInstanceOf(Element);
    expect(within(buyer).getByText('Marszałkowska 10A/5')).toBeInstanceOf(Element);
    expect(within(buyer).getByText('00-950 Warszawa')).toBeInstanceOf(Element);

    const [lines, byRate] = screen.getAllByRole('table');
    const line = within(lines!).getAllByRole('row')[1]!;
    expect(
      within(line)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '1',
      'Pakiet 50 tokenów',
      '1',
      '39,99\u00a0zł',
      '32,51\u00a0zł',
      '23%',
      '7,48\u00a0zł',
      '39,99\u00a0zł',
    ]);
    const total = within(byRate!).getByRole('rowheader', { name: 'Razem' }).closest('tr')!;
    expect(
      within(total)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['32,51\u00a0zł', '7,48\u00a0zł', '39,99\u00a0zł']);
    expect(screen.getByTestId('invoice-gross').textContent).toBe('39,99\u00a0zł');
    expect(screen.getByText('Słownie: trzydzieści dziewięć złotych 99/100')).toBeInstanceOf(Element);
    expect(screen.getByText('Data wystawienia').nextElementSibling?.textContent).toBe('23 listopada 2026');
  });

  it('shows a correction with the invoice it corrects and why', async () => {
    stubApi({
      [`GET /api/invoice/${invoiceId}`]: () =>
        json(
          200,
          buildInvoice({
            number: 'FK/2026/11/0001',
            kind: 'CORRECTION',
            corrects: {
              id: '0e1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b',
              number: 'FV/2026/11/0001',
              issueDate: '2026-11-23',
            },
            correctionReason: 'Zwrot płatności',
            buyer: { type: 'private', name: 'Jan Kowalski', address: null },
            lines: [
              {
                name: 'Pakiet 50 tokenów',
                quantity: -1,
                unitGross: 3999,
                rate: '23',
                net: -3251,
                vat: -748,
                gross: -3999,
              },
            ],
            byRate: [{ rate: '23', net: -3251, vat: -748, gross: -3999 }],
            total: { net: -3251, vat: -748, gross: -3999 },
            amountInWords: 'minus trzydzieści dziewięć złotych 99/100',
            ksef: false,
          }),
        ),
    });
    renderPage(<InvoicePage />, { url: `/invoice?id=${invoiceId}` });
    expect(await screen.findByRole('heading', { name: 'Faktura korygująca nr FK/2026/11/0001' })).toBeInstanceOf(
      Element,
    );
    expect(screen.getByText('Korekta faktury nr FV/2026/11/0001 z dnia 23 listopada 2026')).toBeInstanceOf(Element);
    expect(screen.getByText('Przyczyna korekty: Zwrot płatności')).toBeInstanceOf(Element);
    expect(screen.getByTestId('invoice-gross').textContent).toBe('-39,99\u00a0zł');
    expect(within(screen.getByRole('region', { name: 'Nabywca' })).queryByText(/NIP/)).toBeNull();
  });

  it('forces the light scheme while open, holds it against changes, and restores the app’s on leaving', async () => {
    stubApi({ [`GET /api/invoice/${invoiceId}`]: () => json(200, buildInvoice()) });
    const view = renderPage(<InvoicePage />, { url: `/invoice?id=${invoiceId}` });
    await screen.findByRole('heading', { level: 1 });
    expect(scheme()).toBe('light');
    // Another tab switching the theme does not darken the invoice.
    document.documentElement.setAttribute('data-mantine-color-scheme', 'dark');
    await waitFor(() => expect(scheme()).toBe('light'));
    view.unmount();
    // Nothing stored: the app's default, dark.
    expect(scheme()).toBe('dark');
  });

  it('prints and downloads the PDF with the session token', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    stubObjectUrls('blob:invoice');
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    stubApi({
      [`GET /api/invoice/${invoiceId}`]: () => json(200, buildInvoice()),
      [`GET /api/invoice/${invoiceId}/pdf`]: () =>
        new Response('%PDF-1.7', {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="FV-2026-11-0001.pdf"',
          },
        }),
    });
    renderPage(<InvoicePage />, { url: `/invoice?id=${invoiceId}` });
    await screen.findByRole('heading', { level: 1 });

    fireEvent.click(screen.getByRole('button', { name: 'Drukuj' }));
    expect(print).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Pobierz PDF' }));
    await waitFor(() => expect(clicked).toEqual(['FV-2026-11-0001.pdf']));
    const pdfCall = vi.mocked(fetch).mock.calls.find(([input]) => String(input).endsWith('/pdf'));
    expect((pdfCall?.[1]?.headers as Record<string, string> | undefined)?.Authorization).toBe('Bearer access-1');
    click.mockRestore();
  });

  it('says so without an invoice id', () => {
    stubApi({});
    renderPage(<InvoicePage />, { url: '/invoice' });
    expect(screen.getByText('Nie wskazano faktury.')).toBeInstanceOf(Element);
  });
});
