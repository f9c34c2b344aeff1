import { randomUUID } from 'node:crypto';
import {
  commerceEndpoints,
  commerceMessages,
  defaultCommerceConfig,
  errorMessages,
  type TPayment,
  type TRole,
  validationMessages,
} from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../../test/build-test-app';
import { buildUser, login, loginAs } from '../../../test/factories';
import { purchaseEffectsOf } from '../../../test/fixtures/stripe/purchase-effects';
import { ConfigError, loadConfig } from '../../config';
import { payments, userCompanies, userPersonalData } from '../../db/schema';
import { createPaymentsService } from './payments.service';

const t = useTestApp();

const address = {
  street: 'Marszałkowska',
  buildingNumber: '10A',
  apartmentNumber: null,
  postalCode: '00-950',
  city: 'Warszawa',
};
const company = { name: 'Zadania sp. z o.o.', nip: 'PL5260250274', vatPayer: true };
const premium = defaultCommerceConfig.premiumPlans[0]!;
const tokens10 = defaultCommerceConfig.tokenPackages[0]!;
const titlePattern = /^ZAD-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{4}-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{4}$/;

type THeaders = Record<string, string>;
const call = (method: 'GET' | 'POST', url: string, headers?: THeaders, payload?: object) =>
  t.app.inject({ method, url, headers, payload });

const checkout = (headers: THeaders, payload: object) => call('POST', '/api/payment/checkout', headers, payload);

/** A payment of the signed-in buyer, through the API: the demo provider ('stripe') or a bank transfer. */
async function buy(headers: THeaders, method: 'stripe' | 'manual' = 'manual', productCode = tokens10.code) {
  const response = await checkout(headers, { productCode, method });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payment as TPayment;
}

const rowOf = async (id: string) => (await t.app.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const countPayments = async () => (await t.app.db.select({ id: payments.id }).from(payments)).length;

describe('every payment route', () => {
  it('answers 401 without a token; the catalogue is public and the webhook has its own signature', async () => {
    const guarded = Object.values(commerceEndpoints).filter(
      ({ path }) => path.startsWith('/payment') && path !== '/payment/webhook/stripe',
    );
    expect(guarded).toHaveLength(9);
    for (const endpoint of guarded) {
      const url = `/api${endpoint.path.replace(':id', randomUUID())}`;
      const response = await call(
        endpoint.method as 'GET' | 'POST',
        url,
        undefined,
        endpoint.method === 'GET' ? undefined : {},
      );
      expect(response.statusCode, `${endpoint.method} ${url}`).toBe(401);
      expect(response.json().message).toBe(errorMessages.unauthorized);
    }
  });

  it('answers 400 for an id that is no uuid', async () => {
    const { headers } = await loginAs(t.app);
    const response = await call('GET', '/api/payment/not-an-id', headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(validationMessages.invalidFormat);
  });
});

describe('GET /api/commerce/catalog', () => {
  it('lists the plans, packages, prices and seller, and offers the demo provider without Stripe keys', async () => {
    const response = await call('GET', '/api/commerce/catalog');
    expect(response.statusCode).toBe(200);
    const catalog = response.json();
    expect(catalog.plans.map((plan: { priceGross: number }) => plan.priceGross)).toEqual([2299, 5999]);
    expect(catalog.tokenPackages).toHaveLength(3);
    expect(catalog.tokenPrices).toEqual(defaultCommerceConfig.tokenPrices);
    expect(catalog).toMatchObject({ vatRate: '23', seller: defaultCommerceConfig.seller, contactPhone: '000000000' });
    expect(catalog.methods).toEqual({ stripe: false, demo: true, manual: true });
  });
});

describe('POST /api/payment/checkout', () => {
  it('refuses bad input with the exact Polish messages and stores nothing', async () => {
    const { headers } = await loginAs(t.app);
    const cases: [object, string][] = [
      [{ productCode: 'NO_SUCH_PRODUCT', method: 'manual' }, commerceMessages.productNotFound],
      [{ productCode: 'x'.repeat(65), method: 'manual' }, commerceMessages.productNotFound],
      [{ productCode: '', method: 'manual' }, validationMessages.required],
      [{ productCode: premium.code, method: 'paypal' }, commerceMessages.invalidMethod],
      [{ productCode: premium.code }, commerceMessages.invalidMethod],
      [{ productCode: premium.code, method: 'manual', buyer: 'firm' }, commerceMessages.invalidBuyer],
      [{ productCode: premium.code, method: 'stripe', buyer: 'company' }, commerceMessages.companyMissing],
    ];
    for (const [payload, message] of cases) {
      const response = await checkout(headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await countPayments()).toBe(0);
  });

  it('opens a bank transfer with a unique title, the seller account and the amount', async () => {
    const { user, headers } = await loginAs(t.app);
    const response = await checkout(headers, { productCode: premium.code, method: 'manual' });
    expect(response.statusCode).toBe(200);
    const { payment, redirectUrl } = response.json();
    expect(redirectUrl).toBeNull();
    expect(payment).toMatchObject({
      status: 'unpaid',
      method: 'manual',
      provider: 'manual',
      item: { kind: 'SUBSCRIPTION', code: premium.code, name: premium.name },
      amountGross: 2299,
      currency: 'PLN',
      buyer: { type: 'private', name: user.displayName, address: null },
      transfer: { ...defaultCommerceConfig.bankTransfer, amount: 2299 },
      invoiceId: null,
      paidAt: null,
    });
    expect(payment.transfer.title).toMatch(titlePattern);
    const row = await rowOf(payment.id);
    expect(row).toMatchObject({
      userId: user.id,
      status: 'unpaid',
      transferTitle: payment.transfer.title,
      itemQuantity: premium.durationDays,
      amountGross: 2299,
    });
  });

  it('gives every bank transfer its own title', async () => {
    const { headers } = await loginAs(t.app);
    const titles = new Set<string>();
    for (let index = 0; index < 12; index += 1) titles.add((await buy(headers)).transfer!.title);
    expect(titles.size).toBe(12);
  });

  it('sends an online payment to the demo provider page, with the personal data as the buyer', async () => {
    const { user, headers } = await loginAs(t.app);
    await t.app.db
      .insert(userPersonalData)
      .values({ userId: user.id, firstName: 'Ola', lastName: 'Nowak', ...address });
    const response = await checkout(headers, { productCode: tokens10.code, method: 'stripe' });
    expect(response.statusCode).toBe(200);
    const { payment, redirectUrl } = response.json();
    expect(redirectUrl).toBe(`/checkout/demo/${payment.id}`);
    expect(payment).toMatchObject({
      provider: 'demo',
      method: 'stripe',
      transfer: null,
      item: { kind: 'TOKENS', code: tokens10.code },
      amountGross: 999,
      buyer: { type: 'private', name: 'Ola Nowak', address },
    });
    expect((await rowOf(payment.id)).itemQuantity).toBe(10);
  });

  it('makes the invoice out to the company with its NIP when asked', async () => {
    const { user, headers } = await loginAs(t.app);
    await t.app.db.insert(userCompanies).values({ userId: user.id, ...company, ...address });
    const response = await checkout(headers, { productCode: premium.code, method: 'manual', buyer: 'company' });
    expect(response.statusCode).toBe(200);
    const buyer = { type: 'company', ...company, address };
    expect(response.json().payment.buyer).toEqual(buyer);
    expect((await rowOf(response.json().payment.id)).buyer).toEqual(buyer);
  });

  it('limits checkouts per account', async () => {
    const { headers } = await loginAs(t.app);
    for (let index = 0; index < 30; index += 1) await buy(headers);
    const response = await checkout(headers, { productCode: tokens10.code, method: 'manual' });
    expect(response.statusCode).toBe(429);
    expect(await countPayments()).toBe(30);
  });

  it('offers only bank transfers when no online provider is configured', async () => {
    const app = await buildTestApp({ PAYMENT_PROVIDER: 'none' });
    try {
      const { headers } = await loginAs(app);
      const online = await app.inject({
        method: 'POST',
        url: '/api/payment/checkout',
        headers,
        payload: { productCode: premium.code, method: 'stripe' },
      });
      expect(online.statusCode).toBe(503);
      expect(online.json().message).toBe(commerceMessages.onlineUnavailable);
      expect((await app.db.select().from(payments)).length).toBe(0);
      const catalog = await app.inject({ method: 'GET', url: '/api/commerce/catalog' });
      expect(catalog.json().methods).toEqual({ stripe: false, demo: false, manual: true });
      const manual = await app.inject({
        method: 'POST',
        url: '/api/payment/checkout',
        headers,
        payload: { productCode: premium.code, method: 'manual' },
      });
      expect(manual.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/payment and GET /api/payment/:id', () => {
  it("lists the viewer's own payments, newest first, page by page", async () => {
    const buyer = await loginAs(t.app);
    const other = await loginAs(t.app);
    const first = await buy(buyer.headers);
    const second = await buy(buyer.headers, 'stripe');
    const third = await buy(buyer.headers);
    await buy(other.headers);

    const page1 = await call('GET', '/api/payment?pageSize=2', buyer.headers);
    expect(page1.statusCode).toBe(200);
    expect(page1.json().results.map((payment: TPayment) => payment.id)).toEqual([third.id, second.id]);
    expect(page1.json().nextPage).toBe(2);
    expect(page1.json().results[0].user).toBeUndefined();
    const page2 = await call('GET', '/api/payment?pageSize=2&page=2', buyer.headers);
    expect(page2.json()).toMatchObject({ results: [{ id: first.id }], nextPage: null });
  });

  it('shows one payment to its buyer and an ADMIN, and is a 404 to anybody else', async () => {
    const buyer = await loginAs(t.app);
    const payment = await buy(buyer.headers);
    const own = await call('GET', `/api/payment/${payment.id}`, buyer.headers);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual(payment);

    const admin = await loginAs(t.app, 'ADMIN');
    expect((await call('GET', `/api/payment/${payment.id}`, admin.headers)).statusCode).toBe(200);
    for (const role of ['USER', 'TEACHER'] as TRole[]) {
      const stranger = await loginAs(t.app, role);
      const response = await call('GET', `/api/payment/${payment.id}`, stranger.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(errorMessages.notFound);
    }
    expect((await call('GET', `/api/payment/${randomUUID()}`, buyer.headers)).statusCode).toBe(404);
  });
});

describe('GET /api/payment/admin', () => {
  it('is for ADMIN only', async () => {
    for (const role of ['USER', 'TEACHER'] as TRole[]) {
      const { headers } = await loginAs(t.app, role);
      const response = await call('GET', '/api/payment/admin', headers);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(errorMessages.forbidden);
    }
  });

  it('filters by status, method and a search by title, e-mail, login or id, each row with its buyer', async () => {
    const admin = await loginAs(t.app, 'ADMIN');
    const anna = await buildUser(t.app, { username: 'anna_kupuje', email: 'anna.kupuje@example.com' });
    const annaHeaders = { authorization: `Bearer ${(await login(t.app, anna.email)).token}` };
    const bob = await loginAs(t.app);
    const annaManual = await buy(annaHeaders);
    const annaDemo = await buy(annaHeaders, 'stripe');
    const bobManual = await buy(bob.headers);
    await call('POST', `/api/payment/${annaDemo.id}/demo`, annaHeaders, { outcome: 'failed' });

    const list = async (query: string) => {
      const response = await call('GET', `/api/payment/admin${query}`, admin.headers);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().results as TPayment[];
    };
    const ids = (results: TPayment[]) => results.map((payment) => payment.id);

    const all = await list('');
    expect(ids(all)).toEqual([bobManual.id, annaDemo.id, annaManual.id]);
    expect(all[2]!.user).toEqual({ id: anna.id, username: 'anna_kupuje', displayName: anna.displayName });
    expect(ids(await list('?status=failed'))).toEqual([annaDemo.id]);
    expect(ids(await list('?method=manual'))).toEqual([bobManual.id, annaManual.id]);
    expect(ids(await list(`?search=${annaManual.transfer!.title.toLowerCase()}`))).toEqual([annaManual.id]);
    expect(ids(await list('?search=anna.kupuje@example'))).toEqual([annaDemo.id, annaManual.id]);
    expect(ids(await list('?search=ANNA_KUP&method=stripe'))).toEqual([annaDemo.id]);
    expect(ids(await list(`?search=${bobManual.id}`))).toEqual([bobManual.id]);
    expect(ids(await list('?search=nobody-like-that'))).toEqual([]);
    const paged = await call('GET', '/api/payment/admin?pageSize=1&page=2', admin.headers);
    expect(paged.json()).toMatchObject({ results: [{ id: annaDemo.id }], nextPage: 3 });

    const invalid = await call('GET', '/api/payment/admin?status=lost', admin.headers);
    expect(invalid.statusCode).toBe(400);
  });
});

describe('POST /api/payment/:id/demo', () => {
  it('refuses strangers, ADMINs who did not buy, other providers and bad outcomes', async () => {
    const buyer = await loginAs(t.app);
    const demo = await buy(buyer.headers, 'stripe');
    const manual = await buy(buyer.headers, 'manual', premium.code);
    const stranger = await loginAs(t.app);
    const admin = await loginAs(t.app, 'ADMIN');
    const pay = (headers: THeaders, id: string, outcome: unknown = 'paid') =>
      call('POST', `/api/payment/${id}/demo`, headers, { outcome });

    expect((await pay(stranger.headers, demo.id)).statusCode).toBe(404);
    expect((await pay(admin.headers, demo.id)).statusCode).toBe(403);
    const notDemo = await pay(buyer.headers, manual.id);
    expect(notDemo.statusCode).toBe(400);
    expect(notDemo.json().message).toBe(commerceMessages.notDemo);
    const badOutcome = await pay(buyer.headers, demo.id, 'maybe');
    expect(badOutcome.statusCode).toBe(400);
    expect(badOutcome.json().message).toBe(validationMessages.invalidFormat);
    expect((await rowOf(demo.id)).status).toBe('unpaid');
  });

  it('fails, then pays: the purchase is invoiced and granted once, and the payment closes', async () => {
    const buyer = await loginAs(t.app);
    const payment = await buy(buyer.headers, 'stripe', premium.code);
    const failed = await call('POST', `/api/payment/${payment.id}/demo`, buyer.headers, { outcome: 'failed' });
    expect(failed.statusCode).toBe(200);
    expect(failed.json().payment.status).toBe('failed');

    const paid = await call('POST', `/api/payment/${payment.id}/demo`, buyer.headers, { outcome: 'paid' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ message: 'Potwierdzono!', payment: { status: 'completed' } });
    expect(paid.json().payment.paidAt).not.toBeNull();

    const again = await call('POST', `/api/payment/${payment.id}/demo`, buyer.headers, { outcome: 'paid' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(commerceMessages.paymentClosed);

    const effects = await purchaseEffectsOf(t.app, payment.id);
    expect(effects.path).toEqual(['failed', 'paid', 'completed']);
    expect(effects.changes.every((change) => change.source === 'demo' && change.actorId === buyer.user.id)).toBe(true);
    // Fulfilment (the invoices and subscriptions modules): one invoice, one Premium period.
    expect(effects.vatInvoices).toBe(1);
    expect(effects.periods).toHaveLength(1);
    expect(paid.json().payment.invoiceId).toEqual(expect.any(String));
  });
});

describe('POST /api/payment/:id/cancel', () => {
  it('lets the buyer alone give up an open payment', async () => {
    const buyer = await loginAs(t.app);
    const payment = await buy(buyer.headers);
    const stranger = await loginAs(t.app);
    const admin = await loginAs(t.app, 'ADMIN');
    expect((await call('POST', `/api/payment/${payment.id}/cancel`, stranger.headers, {})).statusCode).toBe(404);
    expect((await call('POST', `/api/payment/${payment.id}/cancel`, admin.headers, {})).statusCode).toBe(403);

    const canceled = await call('POST', `/api/payment/${payment.id}/cancel`, buyer.headers, {});
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toMatchObject({ message: 'Anulowano!', payment: { status: 'canceled' } });
    const effects = await purchaseEffectsOf(t.app, payment.id);
    expect(effects.changes).toMatchObject([{ fromStatus: 'unpaid', toStatus: 'canceled', source: 'buyer' }]);

    const again = await call('POST', `/api/payment/${payment.id}/cancel`, buyer.headers, {});
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(commerceMessages.paymentClosed);
  });

  it('refuses to cancel a paid payment', async () => {
    const buyer = await loginAs(t.app);
    const payment = await buy(buyer.headers, 'stripe');
    await call('POST', `/api/payment/${payment.id}/demo`, buyer.headers, { outcome: 'paid' });
    const response = await call('POST', `/api/payment/${payment.id}/cancel`, buyer.headers, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(commerceMessages.paymentClosed);
    expect((await rowOf(payment.id)).status).toBe('completed');
  });
});

describe('POST /api/payment/:id/confirm', () => {
  it('is for ADMIN only, and only for bank transfers still open', async () => {
    const buyer = await loginAs(t.app);
    const manual = await buy(buyer.headers);
    const demo = await buy(buyer.headers, 'stripe');
    const admin = await loginAs(t.app, 'ADMIN');
    const confirm = (headers: THeaders, id: string) => call('POST', `/api/payment/${id}/confirm`, headers, {});

    const byBuyer = await confirm(buyer.headers, manual.id);
    expect(byBuyer.statusCode).toBe(403);
    expect(byBuyer.json().message).toBe(errorMessages.forbidden);
    expect((await confirm(admin.headers, randomUUID())).statusCode).toBe(404);
    const notManual = await confirm(admin.headers, demo.id);
    expect(notManual.statusCode).toBe(400);
    expect(notManual.json().message).toBe(commerceMessages.notManual);
    await call('POST', `/api/payment/${manual.id}/cancel`, buyer.headers, {});
    const closed = await confirm(admin.headers, manual.id);
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe(commerceMessages.paymentClosed);
  });

  it('marks the transfer paid and fulfils the purchase; concurrent confirmations pay once', async () => {
    const buyer = await loginAs(t.app);
    const payment = await buy(buyer.headers, 'manual', tokens10.code);
    const admin = await loginAs(t.app, 'ADMIN');
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', `/api/payment/${payment.id}/confirm`, admin.headers, {})),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400]);
    const ok = responses.find((response) => response.statusCode === 200)!;
    expect(ok.json()).toMatchObject({ message: 'Potwierdzono!', payment: { status: 'completed' } });

    const effects = await purchaseEffectsOf(t.app, payment.id);
    expect(effects.path).toEqual(['paid', 'completed']);
    expect(effects.changes[0]).toMatchObject({ source: 'admin', actorId: admin.user.id });
    expect(effects.payment.paidAt).not.toBeNull();
    // Fulfilment (the invoices and tokens modules).
    expect(effects.vatInvoices).toBe(1);
    expect(effects.ledgerReasons).toEqual(['PURCHASE']);
    expect(effects.balance).toBe(10);
  });
});

describe('POST /api/payment/:id/refund', () => {
  it('is for ADMIN only, and only for settled payments', async () => {
    const buyer = await loginAs(t.app);
    const payment = await buy(buyer.headers);
    const admin = await loginAs(t.app, 'ADMIN');
    expect((await call('POST', `/api/payment/${payment.id}/refund`, buyer.headers, {})).statusCode).toBe(403);
    expect((await call('POST', `/api/payment/${randomUUID()}/refund`, admin.headers, {})).statusCode).toBe(404);
    const unpaid = await call('POST', `/api/payment/${payment.id}/refund`, admin.headers, {});
    expect(unpaid.statusCode).toBe(400);
    expect(unpaid.json().message).toBe(commerceMessages.notRefundable);
    expect((await rowOf(payment.id)).status).toBe('unpaid');
  });

  it('gives a bank transfer back: refunded, revoked and corrected; never twice', async () => {
    const buyer = await loginAs(t.app);
    const payment = await buy(buyer.headers, 'manual', tokens10.code);
    const admin = await loginAs(t.app, 'ADMIN');
    await call('POST', `/api/payment/${payment.id}/confirm`, admin.headers, {});

    const refunded = await call('POST', `/api/payment/${payment.id}/refund`, admin.headers, {});
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toMatchObject({ message: 'Zwrócono!', payment: { status: 'refunded' } });
    const again = await call('POST', `/api/payment/${payment.id}/refund`, admin.headers, {});
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(commerceMessages.notRefundable);

    const effects = await purchaseEffectsOf(t.app, payment.id);
    expect(effects.path).toEqual(['paid', 'completed', 'refunded']);
    // Fulfilment (the invoices and tokens modules): a correction, the tokens taken back.
    expect(effects.vatInvoices).toBe(1);
    expect(effects.corrections).toBe(1);
    expect(effects.ledgerReasons).toEqual(['PURCHASE', 'REVOKE']);
    expect(effects.balance).toBe(0);
    expect(refunded.json().payment.correctionInvoiceId).toEqual(expect.any(String));
  });

  it('refunds once when two ADMINs click at once, five times over: one 200, the rest refused, one correction', async () => {
    const buyer = await loginAs(t.app);
    const payment = await buy(buyer.headers, 'manual', tokens10.code);
    const [first, second] = [await loginAs(t.app, 'ADMIN'), await loginAs(t.app, 'ADMIN')];
    await call('POST', `/api/payment/${payment.id}/confirm`, first.headers, {});

    const responses = await Promise.all(
      [first, second, first, second, first].map((admin) =>
        call('POST', `/api/payment/${payment.id}/refund`, admin.headers, {}),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
    for (const response of responses.filter((item) => item.statusCode === 400)) {
      expect(response.json().message).toBe(commerceMessages.notRefundable);
    }
    const effects = await purchaseEffectsOf(t.app, payment.id);
    expect(effects.path).toEqual(['paid', 'completed', 'refunded']);
    expect(effects.corrections).toBe(1);
    expect(effects.ledgerReasons).toEqual(['PURCHASE', 'REVOKE']);
    expect(effects.balance).toBe(0);
  });
});

describe('the demo provider in production', () => {
  it('is refused by the configuration and by the payments service', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PAYMENT_PROVIDER: 'demo', DATA_DIR: '/tmp/x' }),
    ).toThrow(ConfigError);
    const production = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/x' });
    expect(production.payments.provider).toBe('none');
    expect(() =>
      createPaymentsService({
        db: t.app.db,
        uow: {} as never,
        config: { ...production, payments: { provider: 'demo' } },
        fulfillers: {},
        invoicing: {} as never,
        outbox: {} as never,
        mailer: {} as never,
        limiter: t.app.rateLimiter,
        log: t.app.log,
      }),
    ).toThrow(/demo payment provider is refused in production/);
  });
});
