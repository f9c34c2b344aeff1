import { bankStatementMaxBytes, commerceMessages, errorMessages, type TPayment } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/factories';
import { purchaseEffectsOf } from '../../../test/fixtures/stripe/purchase-effects';

const t = useTestApp();

type THeaders = Record<string, string>;

async function buyByTransfer(headers: THeaders, productCode = 'TOKENS_10') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payment/checkout',
    headers,
    payload: { productCode, method: 'manual' },
  });
  return response.json().payment as TPayment;
}

const importStatement = (headers: THeaders, csv: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/payment/import-statement', headers, payload: { csv } });

describe('POST /api/payment/import-statement', () => {
  it('is for ADMIN only', async () => {
    for (const role of ['USER', 'TEACHER'] as const) {
      const { headers } = await loginAs(t.app, role);
      const response = await importStatement(headers, 'Tytuł;Kwota\nZAD-AAAA-BBBB;9,99');
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(errorMessages.forbidden);
    }
  });

  it('refuses what is no statement with the Polish message', async () => {
    const admin = await loginAs(t.app, 'ADMIN');
    const cases: [unknown, string][] = [
      ['', commerceMessages.invalidStatement],
      ['to nie jest wyciąg', commerceMessages.invalidStatement],
      ['Data;Nadawca\n2026-11-20;Jan', commerceMessages.invalidStatement],
      ['Tytuł;Kwota\n"ZAD-AAAA-BBBB;9,99', commerceMessages.invalidStatement],
      ['x'.repeat(bankStatementMaxBytes + 1), commerceMessages.statementTooLarge],
    ];
    for (const [csv, message] of cases) {
      const response = await importStatement(admin.headers, csv);
      expect(response.statusCode, String(csv).slice(0, 40)).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('pays the open transfers it matches by title and exact amount; a second import pays nothing more', async () => {
    const admin = await loginAs(t.app, 'ADMIN');
    const buyer = await loginAs(t.app);
    const tokens = await buyByTransfer(buyer.headers, 'TOKENS_10');
    const premium = await buyByTransfer(buyer.headers, 'PREMIUM_1_MONTH');
    const wrongAmount = await buyByTransfer(buyer.headers, 'TOKENS_50');
    const settled = await buyByTransfer(buyer.headers, 'TOKENS_100');
    // Another buyer's transfer (one buyer has one open payment per item).
    const otherBuyer = await loginAs(t.app);
    const canceled = await buyByTransfer(otherBuyer.headers, 'TOKENS_10');
    await t.app.inject({
      method: 'POST',
      url: `/api/payment/${settled.id}/confirm`,
      headers: admin.headers,
      payload: {},
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/payment/${canceled.id}/cancel`,
      headers: otherBuyer.headers,
      payload: {},
    });

    const csv = [
      'Data operacji;Tytuł;Nadawca;Kwota;Waluta',
      `2026-11-20;"Zapłata ${tokens.transfer!.title.toLowerCase()}";"Nowak, Ola";9,99;PLN`,
      `2026-11-20;"Premium ${premium.transfer!.title.replaceAll('-', ' ')}";Ola Nowak;"22,99";PLN`,
      `2026-11-21;${wrongAmount.transfer!.title};Ola Nowak;39,90;PLN`,
      `2026-11-21;${settled.transfer!.title};Ola Nowak;69,99;PLN`,
      `2026-11-21;${canceled.transfer!.title};Ola Nowak;9,99;PLN`,
      '2026-11-22;ZAD-ZZZZ-ZZZZ;Ktoś;9,99;PLN',
      '2026-11-22;Zwrot za obiad;Jan;15,00;PLN',
      '2026-11-22;Opłata za przelew;Bank;-1,50;PLN',
    ].join('\n');

    const first = await importStatement(admin.headers, csv);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      matched: [
        { line: 2, paymentId: tokens.id, title: tokens.transfer!.title, amount: 999 },
        { line: 3, paymentId: premium.id, title: premium.transfer!.title, amount: 2299 },
      ],
      alreadySettled: [{ line: 5, paymentId: settled.id, title: settled.transfer!.title }],
      unmatched: [
        {
          line: 4,
          title: wrongAmount.transfer!.title,
          amount: 3990,
          reason: 'Kwota nie zgadza się z płatnością (oczekiwano 39,99\u00a0zł)',
        },
        {
          line: 6,
          title: canceled.transfer!.title,
          amount: 999,
          reason: 'Płatność o tym tytule została anulowana: odeślij przelew nadawcy',
        },
        { line: 7, title: 'ZAD-ZZZZ-ZZZZ', amount: 999, reason: 'Nie znaleziono płatności o tym tytule' },
        {
          line: 8,
          title: 'Zwrot za obiad',
          amount: 1500,
          reason: 'Brak tytułu płatności (ZAD-XXXX-XXXX) w opisie przelewu',
        },
      ],
    });

    const paid = await purchaseEffectsOf(t.app, tokens.id);
    expect(paid.path).toEqual(['paid', 'completed']);
    expect(paid.changes[0]).toMatchObject({ source: 'statement:2', actorId: admin.user.id });
    expect((await purchaseEffectsOf(t.app, wrongAmount.id)).payment.status).toBe('unpaid');
    // Fulfilment (the invoices, tokens and subscriptions modules).
    expect(paid.vatInvoices).toBe(1);
    expect(paid.ledgerReasons).toEqual(['PURCHASE']);
    expect((await purchaseEffectsOf(t.app, premium.id)).periods).toHaveLength(1);

    const second = await importStatement(admin.headers, csv);
    expect(second.statusCode).toBe(200);
    expect(second.json().matched).toEqual([]);
    expect(second.json().alreadySettled.map((row: { paymentId: string }) => row.paymentId)).toEqual([
      tokens.id,
      premium.id,
      settled.id,
    ]);
    const again = await purchaseEffectsOf(t.app, tokens.id);
    expect(again.changes).toEqual(paid.changes);
    expect(again.vatInvoices).toBe(1);
  });

  it('pays a payment once when the statement lists its transfer twice', async () => {
    const admin = await loginAs(t.app, 'ADMIN');
    const buyer = await loginAs(t.app);
    const payment = await buyByTransfer(buyer.headers);
    const line = `${payment.transfer!.title},9.99`;
    const response = await importStatement(admin.headers, `Title,Amount\n${line}\n${line}\n`);
    expect(response.json()).toMatchObject({
      matched: [{ line: 2, paymentId: payment.id }],
      alreadySettled: [{ line: 3, paymentId: payment.id }],
      unmatched: [],
    });
    expect((await purchaseEffectsOf(t.app, payment.id)).timesPaid).toBe(1);
  });
});
