import type { TNotification } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/factories';
import { readOutbox } from '../../../test/outbox';

const t = useTestApp();
type THeaders = Record<string, string>;
const call = (method: 'GET' | 'POST', url: string, headers: THeaders = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload !== undefined && { payload }) });

const bell = async (headers: THeaders) =>
  (await call('GET', '/api/notification', headers)).json<{ results: TNotification[] }>().results;

describe('receipts and notifications of a payment', () => {
  it('mails the receipt with its invoice and rings the bell; a refund does both again, with the correction', async () => {
    const buyer = await loginAs(t.app);
    const checkout = await call('POST', '/api/payment/checkout', buyer.headers, {
      productCode: 'TOKENS_10',
      method: 'stripe',
      buyer: 'private',
    });
    const { payment } = checkout.json();
    expect(await readOutbox(t.app.outboxDir)).toEqual([]);
    const paid = await call('POST', `/api/payment/${payment.id}/demo`, buyer.headers, { outcome: 'paid' });
    const { invoiceId } = paid.json().payment;

    const [receipt] = (await readOutbox(t.app.outboxDir)).filter((mail) => mail.to.includes(buyer.user.email));
    expect(receipt?.subject).toBe('Potwierdzenie płatności: Pakiet 10 tokenów');
    expect(receipt?.text).toContain('9,99');
    expect(receipt?.text).toContain(`http://localhost:3000/invoice?id=${invoiceId}`);
    expect(receipt?.text).toContain(`http://localhost:3000/payment/${payment.id}`);
    expect(await bell(buyer.headers)).toEqual([
      expect.objectContaining({
        type: 'PAYMENT_EVENT',
        payload: expect.objectContaining({
          href: `/payment/${payment.id}`,
          text: expect.stringContaining('Płatność przyjęta'),
        }),
      }),
    ]);

    const admin = await loginAs(t.app, 'ADMIN');
    const refunded = await call('POST', `/api/payment/${payment.id}/refund`, admin.headers, {});
    const { correctionInvoiceId } = refunded.json().payment;
    const mails = (await readOutbox(t.app.outboxDir)).filter((mail) => mail.to.includes(buyer.user.email));
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Potwierdzenie płatności: Pakiet 10 tokenów',
      'Zwrot płatności: Pakiet 10 tokenów',
    ]);
    expect(mails[1]?.text).toContain(`/invoice?id=${correctionInvoiceId}`);
    const notifications = await bell(buyer.headers);
    expect(notifications.map((notification) => notification.payload.text)).toEqual([
      expect.stringContaining('Zwrócono płatność'),
      expect.stringContaining('Płatność przyjęta'),
    ]);
    // Nobody else hears of it.
    expect((await readOutbox(t.app.outboxDir)).filter((mail) => mail.to.includes(admin.user.email))).toEqual([]);
    expect(await bell(admin.headers)).toEqual([]);
  });

  it('sends nothing for a payment that was only started or cancelled', async () => {
    const buyer = await loginAs(t.app);
    const checkout = await call('POST', '/api/payment/checkout', buyer.headers, {
      productCode: 'TOKENS_10',
      method: 'manual',
      buyer: 'private',
    });
    await call('POST', `/api/payment/${checkout.json().payment.id}/cancel`, buyer.headers, {});
    expect(await readOutbox(t.app.outboxDir)).toEqual([]);
    expect(await bell(buyer.headers)).toEqual([]);
  });
});
