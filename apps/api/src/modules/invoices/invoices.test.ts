import { commerceMessages, type TInvoice } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/factories';
import { pdfText } from '../../../test/pdf-text';
import { companyBuyer, insertPaidPayment, premiumBoughtByCard, validateAgainstFa3 } from './invoice-fixtures';

describe('invoice routes', () => {
  const t = useTestApp();

  /** A paid payment of `userId` with its VAT invoice, issued the way the payments flow does it. */
  async function invoiceFor(userId: string, values: Parameters<typeof insertPaidPayment>[1] = { userId }) {
    const payment = await insertPaidPayment(t.app.db, { ...values, userId });
    const { id } = await t.app.db.transaction((tx) => t.app.services.invoices.invoicing.issueForPayment(tx, payment));
    return { payment, id };
  }

  const get = (url: string, headers?: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

  /** The PDF's text holds every phrase, each checked on its own. */
  async function expectPdfText(pdf: Buffer, phrases: string[]) {
    const text = await pdfText(pdf);
    for (const expected of phrases) expect(text, expected).toContain(expected);
  }

  it('refuses every route without a session (401)', async () => {
    const id = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';
    for (const url of ['/api/invoice', `/api/invoice/${id}`, `/api/invoice/${id}/pdf`, `/api/invoice/${id}/ksef`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(401);
    }
  });

  it("lists only the viewer's invoices, newest first, page by page", async () => {
    const buyer = await loginAs(t.app);
    const other = await loginAs(t.app);
    const first = await invoiceFor(buyer.user.id, { userId: buyer.user.id, paidAt: new Date('2026-11-05T10:00:00Z') });
    const second = await invoiceFor(buyer.user.id, {
      userId: buyer.user.id,
      paidAt: new Date('2026-11-06T10:00:00Z'),
      buyer: companyBuyer,
    });
    await invoiceFor(other.user.id);

    const all = await get('/api/invoice', buyer.headers);
    expect(all.statusCode).toBe(200);
    const body = all.json<{ results: TInvoice[]; nextPage: number | null }>();
    expect(body.results.map((invoice) => invoice.id)).toEqual([second.id, first.id]);
    expect(body.nextPage).toBeNull();
    expect(body.results[0]).toMatchObject({ number: 'FV/2026/11/0002', ksef: true, paymentId: second.payment.id });

    const page1 = (await get('/api/invoice?pageSize=1', buyer.headers)).json();
    expect(page1.results.map((invoice: TInvoice) => invoice.id)).toEqual([second.id]);
    expect(page1.nextPage).toBe(2);
    const page2 = (await get('/api/invoice?pageSize=1&page=2', buyer.headers)).json();
    expect(page2.results.map((invoice: TInvoice) => invoice.id)).toEqual([first.id]);
    expect(page2.nextPage).toBeNull();

    const bad = await get('/api/invoice?page=0', buyer.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Niepoprawny numer strony');
  });

  it('shows an invoice to its buyer and ADMIN, and 404 to anyone else', async () => {
    const buyer = await loginAs(t.app);
    const stranger = await loginAs(t.app);
    const admin = await loginAs(t.app, 'ADMIN');
    const { id, payment } = await invoiceFor(buyer.user.id);

    const mine = await get(`/api/invoice/${id}`, buyer.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      id,
      number: 'FV/2026/11/0001',
      kind: 'VAT',
      paymentId: payment.id,
      total: { net: 812, vat: 187, gross: 999 },
      amountInWords: 'dziewięć złotych 99/100',
      ksef: false,
    });

    const asAdmin = await get(`/api/invoice/${id}`, admin.headers);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toEqual(mine.json());

    for (const url of [`/api/invoice/${id}`, `/api/invoice/${id}/pdf`, `/api/invoice/${id}/ksef`]) {
      const response = await get(url, stranger.headers);
      expect(response.statusCode, url).toBe(404);
    }
    expect((await get('/api/invoice', stranger.headers)).json().results).toEqual([]);
    const missing = await get('/api/invoice/5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a', buyer.headers);
    expect(missing.statusCode).toBe(404);
    const invalid = await get('/api/invoice/not-an-id', buyer.headers);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('Niepoprawny identyfikator');
  });

  it('gives the KSeF XML of a company invoice only, valid against the official FA(3) schema', async () => {
    const buyer = await loginAs(t.app);
    const admin = await loginAs(t.app, 'ADMIN');
    const personal = await invoiceFor(buyer.user.id);
    const company = await invoiceFor(buyer.user.id, { userId: buyer.user.id, buyer: companyBuyer });

    const refused = await get(`/api/invoice/${personal.id}/ksef`, buyer.headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(commerceMessages.ksefCompanyOnly);

    for (const viewer of [buyer, admin]) {
      const response = await get(`/api/invoice/${company.id}/ksef`, viewer.headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(response.headers['content-disposition']).toContain('attachment; filename="Faktura-FV-2026-11-0002.xml"');
      expect(response.body).toContain('<P_2>FV/2026/11/0002</P_2>');
      expect(response.body).toContain('<NIP>5260250274</NIP>');
      expect((await validateAgainstFa3(response.body)).valid).toBe(true);
    }

    const correction = await t.app.db.transaction((tx) =>
      t.app.services.invoices.invoicing.correctForPayment(tx, company.payment, 'Zwrot płatności'),
    );
    const corrected = await get(`/api/invoice/${correction!.id}/ksef`, buyer.headers);
    expect(corrected.statusCode).toBe(200);
    expect(corrected.body).toContain('<RodzajFaktury>KOR</RodzajFaktury>');
    expect((await validateAgainstFa3(corrected.body)).valid).toBe(true);
  });

  it('prints the invoice and its correction to PDF with the number, NIPs, totals and the amount in words', async () => {
    const buyer = await loginAs(t.app);
    const { id, payment } = await invoiceFor(buyer.user.id, { userId: buyer.user.id, ...premiumBoughtByCard });

    const response = await get(`/api/invoice/${id}/pdf`, buyer.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('attachment; filename="Faktura-FV-2026-11-0001.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    await expectPdfText(response.rawPayload, [
      'Faktura VAT',
      'Numer: FV/2026/11/0001',
      'Data wystawienia',
      '05.11.2026',
      'Sprzedawca',
      'NIP: PL1234563218',
      'Nabywca',
      'Szkoła "Żak" & Partnerzy <Sp. z o.o.>',
      'NIP: PL5260250274',
      'Konto Premium – 3 miesiące (90 dni)',
      '48,77 zł',
      '11,22 zł',
      '59,99 zł',
      'Razem',
      'Słownie: pięćdziesiąt dziewięć złotych 99/100',
      'Sposób płatności: Karta / BLIK / Przelewy24 (Stripe)',
      'Zapłacono: 59,99 zł',
    ]);

    const correction = await t.app.db.transaction((tx) =>
      t.app.services.invoices.invoicing.correctForPayment(tx, payment, 'Zwrot płatności'),
    );
    const corrected = await get(`/api/invoice/${correction!.id}/pdf`, buyer.headers);
    expect(corrected.statusCode).toBe(200);
    await expectPdfText(corrected.rawPayload, [
      'Faktura korygująca',
      'Dotyczy faktury nr FV/2026/11/0001 z dnia 05.11.2026',
      'Przyczyna korekty: Zwrot płatności',
      '-59,99 zł',
      'Słownie: minus pięćdziesiąt dziewięć złotych 99/100',
    ]);
  });
});
