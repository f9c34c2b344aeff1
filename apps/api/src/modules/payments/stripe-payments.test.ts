import { commerceMessages, defaultCommerceConfig, type TPayment } from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/factories';
import { startFakeStripe, type TFakeStripe, type TFakeStripeEvent } from '../../../test/fake-stripe-server';
import { purchaseEffectsOf } from '../../../test/fixtures/stripe/purchase-effects';
import {
  playSteps,
  postStripeEvent,
  seededShuffle,
  signStripePayload,
  stripeEnv,
  stripeScenarios,
  testStripeSecretKey,
} from '../../../test/fixtures/stripe/stripe-webhooks';
import { payments, stripeWebhookEvents } from '../../db/schema';

let fake: TFakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe({ secretKey: testStripeSecretKey });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.clearFailures();
});
const t = useTestApp(() => stripeEnv(fake));

const premium = defaultCommerceConfig.premiumPlans[0]!;
const tokens10 = defaultCommerceConfig.tokenPackages[0]!;

/** A buyer who opened Stripe's page for a token package: the payment and its Checkout Session id. */
async function openCheckout(productCode = tokens10.code) {
  const buyer = await loginAs(t.app);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payment/checkout',
    headers: buyer.headers,
    payload: { productCode, method: 'stripe' },
  });
  expect(response.statusCode, response.body).toBe(200);
  const payment = response.json().payment as TPayment;
  const [row] = await t.app.db.select().from(payments).where(eq(payments.id, payment.id));
  return { buyer, payment, sessionId: row!.providerSessionId!, redirectUrl: response.json().redirectUrl as string };
}

async function deliver(events: readonly TFakeStripeEvent[]) {
  for (const event of events) {
    const response = await postStripeEvent(t.app, event);
    expect(response.statusCode, `${event.type}: ${response.body}`).toBe(200);
    expect(response.json()).toEqual({ received: true });
  }
}

const statusOf = async (id: string) =>
  (await t.app.db.select({ status: payments.status }).from(payments).where(eq(payments.id, id)))[0]!.status;
const countWebhookEvents = async () => (await t.app.db.select().from(stripeWebhookEvents)).length;

describe('checkout through Stripe', () => {
  it('offers Stripe in the catalogue', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/commerce/catalog' });
    expect(response.json().methods).toEqual({ stripe: true, demo: false, manual: true });
  });

  it("opens a Checkout Session in PLN for card, BLIK and Przelewy24 and sends the buyer to Stripe's page", async () => {
    const { payment, sessionId, redirectUrl } = await openCheckout(premium.code);
    expect(payment).toMatchObject({ provider: 'stripe', method: 'stripe', status: 'unpaid', transfer: null });
    expect(redirectUrl).toBe(`https://checkout.stripe.com/c/pay/${sessionId}`);
    const request = fake.requests.filter((entry) => entry.path === '/v1/checkout/sessions').at(-1)!;
    expect(request.idempotencyKey).toBe(`checkout-session-${payment.id}`);
    expect(request.params).toEqual({
      mode: 'payment',
      currency: 'pln',
      allowed_payment_method_types: ['card', 'blik', 'p24'],
      line_items: [
        { quantity: '1', price_data: { currency: 'pln', unit_amount: '2299', product_data: { name: premium.name } } },
      ],
      metadata: { paymentId: payment.id },
      payment_intent_data: { metadata: { paymentId: payment.id } },
      client_reference_id: payment.id,
      locale: 'pl',
      success_url: `http://localhost:3000/payment/${payment.id}?result=success`,
      cancel_url: `http://localhost:3000/payment/${payment.id}?result=canceled`,
    });
  });

  it('cancels the payment and answers 503 when Stripe refuses to open the page', async () => {
    fake.refuse('POST /v1/checkout/sessions');
    const buyer = await loginAs(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payment/checkout',
      headers: buyer.headers,
      payload: { productCode: premium.code, method: 'stripe' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(commerceMessages.onlineUnavailable);
    const [row] = await t.app.db.select().from(payments).where(eq(payments.userId, buyer.user.id));
    expect(row).toMatchObject({ status: 'canceled', providerSessionId: null });
    expect((await purchaseEffectsOf(t.app, row!.id)).changes).toMatchObject([
      { fromStatus: 'unpaid', toStatus: 'canceled', source: 'stripe:checkout-failed' },
    ]);
  });
});

describe('POST /api/payment/webhook/stripe', () => {
  it('refuses a wrong signature, a missing one and one older than the tolerance, and changes nothing', async () => {
    const { payment, sessionId } = await openCheckout();
    const [, succeeded] = fake.pay(sessionId, 'card');
    const cases = [
      { secret: 'whsec_not_ours' },
      { signature: null },
      { signature: 't=1,v1=deadbeef' },
      { timestamp: Math.floor(Date.now() / 1000) - 600 },
    ];
    for (const options of cases) {
      const response = await postStripeEvent(t.app, succeeded!, options);
      expect(response.statusCode, JSON.stringify(options)).toBe(400);
      expect(response.json().message).toBe(commerceMessages.invalidSignature);
    }
    expect(await statusOf(payment.id)).toBe('unpaid');
    expect(await countWebhookEvents()).toBe(0);

    // The signature covers the exact bytes: Stripe's header on another body is refused.
    const tampered = { ...succeeded!, type: 'payment_intent.canceled' };
    const forged = await postStripeEvent(t.app, tampered, { signature: signStripePayload(JSON.stringify(succeeded)) });
    expect(forged.statusCode).toBe(400);
    expect(await countWebhookEvents()).toBe(0);

    expect((await postStripeEvent(t.app, succeeded!)).statusCode).toBe(200);
    expect(await statusOf(payment.id)).toBe('completed');
    expect(await countWebhookEvents()).toBe(1);
  });

  it('applies an event once: a replay answers 200 and changes nothing', async () => {
    const { payment, sessionId } = await openCheckout();
    const events = fake.pay(sessionId, 'card');
    await deliver(events);
    const before = await purchaseEffectsOf(t.app, payment.id);
    expect(before.payment.status).toBe('completed');
    await deliver([...events, ...events]);
    const after = await purchaseEffectsOf(t.app, payment.id);
    expect(after.changes).toEqual(before.changes);
    expect(after.webhookEvents).toHaveLength(events.length);
  });

  it('records and ignores an event about nothing of ours', async () => {
    const event = {
      id: 'evt_test_unrelated',
      object: 'event',
      type: 'customer.created',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'cus_test_1', object: 'customer', metadata: {} } },
    };
    const response = await postStripeEvent(t.app, event);
    expect(response.statusCode).toBe(200);
    expect(await t.app.db.select().from(stripeWebhookEvents)).toMatchObject([
      { eventId: 'evt_test_unrelated', type: 'customer.created', paymentId: null },
    ]);
  });

  it('records the payment and the PaymentIntent it learns; the status history names the event', async () => {
    const { payment, sessionId } = await openCheckout();
    const events = fake.pay(sessionId, 'blik');
    const intentEvent = events.find((event) => event.type === 'payment_intent.succeeded')!;
    await deliver([intentEvent]);
    const effects = await purchaseEffectsOf(t.app, payment.id);
    expect(effects.payment.providerPaymentId).toBe(intentEvent.data.object.id);
    expect(effects.path).toEqual(['paid', 'completed']);
    expect(effects.changes.every((change) => change.source === `stripe:${intentEvent.id}`)).toBe(true);
    expect(effects.webhookEvents).toMatchObject([{ eventId: intentEvent.id, type: 'payment_intent.succeeded' }]);
  });
});

describe('one purchase of one thing through Stripe', () => {
  it('refuses a second checkout while the first payment is processing at the bank, and keeps the first', async () => {
    const first = await openCheckout();
    await deliver(fake.pay(first.sessionId, 'p24'));
    expect(await statusOf(first.payment.id)).toBe('processing');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/payment/checkout',
      headers: first.buyer.headers,
      payload: { productCode: tokens10.code, method: 'manual' },
    });
    expect([again.statusCode, again.json().message]).toEqual([409, commerceMessages.checkoutInProgress]);
    expect(await statusOf(first.payment.id)).toBe('processing');
    await deliver(fake.settle(first.sessionId, 'succeeded'));
    expect(await statusOf(first.payment.id)).toBe('completed');
  });

  it('expires the Stripe page of the payment a new checkout replaces', async () => {
    const first = await openCheckout();
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/payment/checkout',
      headers: first.buyer.headers,
      payload: { productCode: tokens10.code, method: 'manual' },
    });
    expect(again.statusCode).toBe(200);
    expect(await statusOf(first.payment.id)).toBe('canceled');
    expect(fake.sessions.get(first.sessionId)?.status).toBe('expired');
  });
});

describe("another payment's money", () => {
  it("never completes a payment whose page is unpaid, even in a signed event that names another payment's intent", async () => {
    const paid = await openCheckout();
    const unpaid = await openCheckout();
    const events = fake.pay(paid.sessionId, 'card');
    await deliver(events);
    expect(await statusOf(paid.payment.id)).toBe('completed');

    // A signed event about payment B (its metadata) that names payment A's PaymentIntent, while B's session has none.
    const intentEvent = events.find((event) => event.type === 'payment_intent.succeeded')!;
    const forged = {
      ...intentEvent,
      id: 'evt_forged_intent',
      data: { object: { ...intentEvent.data.object, metadata: { paymentId: unpaid.payment.id } } },
    };
    await deliver([forged as TFakeStripeEvent]);
    const [row] = await t.app.db.select().from(payments).where(eq(payments.id, unpaid.payment.id));
    expect(row).toMatchObject({ status: 'unpaid', providerPaymentId: null });
    expect(await statusOf(paid.payment.id)).toBe('completed');
  });
});

describe('the webhook fixtures', () => {
  it.each(stripeScenarios)(
    '$name: live, and replayed three times in shuffled order, ends the same',
    async (scenario) => {
      const expectEnd = async (paymentId: string, events: TFakeStripeEvent[]) => {
        const effects = await purchaseEffectsOf(t.app, paymentId);
        expect(effects.payment.status).toBe(scenario.final);
        expect(effects.timesPaid).toBe(scenario.invoiced ? 1 : 0);
        expect(new Set(effects.webhookEvents.map((event) => event.eventId))).toEqual(
          new Set(events.map((event) => event.id)),
        );
        // Fulfilment (the invoices and tokens modules): one invoice, tokens granted once and taken back once.
        expect(effects.vatInvoices).toBe(scenario.invoiced ? 1 : 0);
        expect(effects.corrections).toBe(scenario.corrected ? 1 : 0);
        expect(effects.ledgerReasons.filter((reason) => reason === 'PURCHASE')).toHaveLength(scenario.invoiced ? 1 : 0);
        expect(effects.balance).toBe(scenario.granted ? tokens10.tokens : 0);
        return effects;
      };

      // Live: each step's events arrive as it happens.
      const live = await openCheckout();
      const liveEvents: TFakeStripeEvent[] = [];
      for (const step of scenario.steps) {
        const events = playSteps(fake, live.sessionId, [step]);
        liveEvents.push(...events);
        await deliver(events);
      }
      await expectEnd(live.payment.id, liveEvents);

      // Late and jumbled: everything has happened at Stripe; each event arrives three times, shuffled.
      for (const seed of [1, 2, 3]) {
        const replayed = await openCheckout();
        const events = playSteps(fake, replayed.sessionId, scenario.steps);
        await deliver(seededShuffle([...events, ...events, ...events], seed * 7919));
        const effects = await expectEnd(replayed.payment.id, events);
        // Whatever the order, the payment walked the shortest allowed path to where Stripe says it is.
        expect(effects.path.at(-1) ?? 'unpaid').toBe(scenario.final);
      }
    },
  );
});

describe('concurrent webhooks', () => {
  it('serialize on the payment: every event three times at once still pays, revokes and corrects once', async () => {
    const { payment, sessionId } = await openCheckout();
    const events = playSteps(fake, sessionId, [['pay', 'card'], ['dispute'], ['closeDispute', 'lost']]);
    const responses = await Promise.all(
      seededShuffle([...events, ...events, ...events], 11).map((event) => postStripeEvent(t.app, event)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
    const effects = await purchaseEffectsOf(t.app, payment.id);
    expect(effects.payment.status).toBe('refunded');
    expect(effects.timesPaid).toBe(1);
    expect(effects.webhookEvents).toHaveLength(events.length);
    // Fulfilment (the invoices and tokens modules).
    expect(effects.vatInvoices).toBe(1);
    expect(effects.corrections).toBe(1);
    expect(effects.balance).toBe(0);
  });
});

describe('POST /api/payment/:id/refund with Stripe', () => {
  it('refunds through Stripe once; the webhook that follows changes nothing', async () => {
    const { payment, sessionId } = await openCheckout();
    await deliver(fake.pay(sessionId, 'card'));
    const admin = await loginAs(t.app, 'ADMIN');
    const eventsBefore = fake.events.length;

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/payment/${payment.id}/refund`,
      headers: admin.headers,
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Zwrócono!', payment: { status: 'refunded' } });
    const refundRequest = fake.requests.filter((entry) => entry.path === '/v1/refunds').at(-1)!;
    const row = (await purchaseEffectsOf(t.app, payment.id)).payment;
    expect(refundRequest).toMatchObject({
      method: 'POST',
      params: { payment_intent: row.providerPaymentId },
      idempotencyKey: `refund-${payment.id}`,
    });

    await deliver(fake.events.slice(eventsBefore));
    const effects = await purchaseEffectsOf(t.app, payment.id);
    expect(effects.path).toEqual(['paid', 'completed', 'refunded']);
    expect(effects.changes.at(-1)).toMatchObject({ source: 'admin', actorId: admin.user.id });
    // Fulfilment (the invoices and tokens modules).
    expect(effects.corrections).toBe(1);
    expect(effects.balance).toBe(0);
  });

  it('refuses a disputed charge, which Stripe cannot refund', async () => {
    const { payment, sessionId } = await openCheckout();
    await deliver(playSteps(fake, sessionId, [['pay', 'card'], ['dispute']]));
    expect(await statusOf(payment.id)).toBe('disputed');
    const admin = await loginAs(t.app, 'ADMIN');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/payment/${payment.id}/refund`,
      headers: admin.headers,
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(commerceMessages.notRefundable);
    expect(await statusOf(payment.id)).toBe('disputed');
  });
});

describe('POST /api/payment/:id/cancel with Stripe', () => {
  it("expires Stripe's page, so the buyer can no longer pay there", async () => {
    const { buyer, payment, sessionId } = await openCheckout();
    const eventsBefore = fake.events.length;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/payment/${payment.id}/cancel`,
      headers: buyer.headers,
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().payment.status).toBe('canceled');
    expect(fake.sessions.get(sessionId)!.status).toBe('expired');
    await deliver(fake.events.slice(eventsBefore));
    expect((await purchaseEffectsOf(t.app, payment.id)).path).toEqual(['canceled']);
  });

  it('does not cancel a payment Stripe took before its webhook arrived', async () => {
    const { buyer, payment, sessionId } = await openCheckout();
    fake.pay(sessionId, 'blik');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/payment/${payment.id}/cancel`,
      headers: buyer.headers,
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(commerceMessages.paymentClosed);
    const effects = await purchaseEffectsOf(t.app, payment.id);
    expect(effects.path).toEqual(['paid', 'completed']);
    expect(effects.balance).toBe(tokens10.tokens);
  });
});
