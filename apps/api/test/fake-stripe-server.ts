import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  assertExpirable,
  assertRefundable,
  attemptFailureError,
  bankDeclineError,
  buildCheckoutSession,
  buildDispute,
  buildEvent,
  buildPaymentIntent,
  buildRefund,
  buildSucceededCharge,
  expand,
  FakeStripeError,
  id,
  missingResource,
  parseStripeForm,
  stripeErrorAnswer,
  type TFakePaymentMethod,
  type TFakeStripeEvent,
  type TFakeStripeRequest,
  type TJson,
} from './fake-stripe-objects';

export {
  parseStripeForm,
  type TFakePaymentMethod,
  type TFakeStripeEvent,
  type TFakeStripeRequest,
} from './fake-stripe-objects';

/**
 * A local stand-in for api.stripe.com speaking its REST protocol (form-encoded bodies with bracketed keys,
 * `expand[]`, JSON objects with `object`, errors as {error: {type, code, message}}) for exactly the calls the
 * payments module makes. Test controls (plain methods, not HTTP) play the customer, the bank and the card
 * network: each changes the in-memory objects and returns the webhook events Stripe would send for it, which
 * the test signs with `stripe.webhooks.generateTestHeaderString` and posts to the API.
 */

/**
 * The fake Stripe account: checkout sessions, payment intents, charges, refunds and disputes in memory.
 * `start()` listens on a random local port; `url` is what STRIPE_API_URL takes.
 */
export async function startFakeStripe(options: { secretKey?: string } = {}) {
  const secretKey = options.secretKey ?? 'sk_test_fake';
  const sessions = new Map<string, TJson>();
  const paymentIntents = new Map<string, TJson>();
  const charges = new Map<string, TJson>();
  const refunds = new Map<string, TJson>();
  const disputes = new Map<string, TJson>();
  const requests: TFakeStripeRequest[] = [];
  const events: TFakeStripeEvent[] = [];
  let clock = Math.floor(Date.now() / 1000);
  const now = () => clock++;
  /** Requests refused on purpose (`refuse`), by `METHOD /v1/path` with ids as :id. */
  const failures = new Map<string, FakeStripeError>();

  const stores: Record<string, Map<string, TJson>> = {
    cs: sessions,
    pi: paymentIntents,
    ch: charges,
    re: refunds,
    dp: disputes,
  };
  const byId = (objectId: string) => stores[objectId.split('_')[0]!]?.get(objectId);

  const emit = (type: string, object: TJson): TFakeStripeEvent => {
    const event = buildEvent(type, object, now);
    events.push(event);
    return event;
  };

  const getSession = (sessionId: string) => {
    const session = sessions.get(sessionId);
    if (!session) throw missingResource('checkout.session', sessionId);
    return session;
  };
  const getIntent = (intentId: string) => {
    const intent = paymentIntents.get(intentId);
    if (!intent) throw missingResource('payment_intent', intentId);
    return intent;
  };
  const chargeOf = (intent: TJson) => (intent.latest_charge ? charges.get(intent.latest_charge as string) : undefined);

  const expandById = (object: TJson, paths: string[]) => expand(object, paths, byId);

  /** The session's payment intent, created when the customer first submits the page (as Stripe does today). */
  const intentFor = (session: TJson, method: TFakePaymentMethod) => {
    if (session.payment_intent) return getIntent(session.payment_intent as string);
    const intent = buildPaymentIntent(session, now);
    paymentIntents.set(intent.id as string, intent);
    session.payment_intent = intent.id;
    intent.payment_method = `pm_${method}`;
    return intent;
  };

  const requireOpen = (session: TJson) => {
    if (session.status !== 'open')
      throw new Error(`The session ${session.id as string} is ${session.status as string}`);
  };

  const succeed = (session: TJson, intent: TJson, method: TFakePaymentMethod) => {
    const charge = buildSucceededCharge(intent, method, now);
    charges.set(charge.id as string, charge);
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: intent.amount,
      latest_charge: charge.id,
      last_payment_error: null,
    });
    Object.assign(session, { status: 'complete', payment_status: 'paid' });
    return charge;
  };

  const refundIntent = (intent: TJson, idempotencyKey: string | null = null) => {
    const charge = chargeOf(intent);
    assertRefundable(intent, charge);
    const refund = buildRefund(intent, charge, now);
    refunds.set(refund.id as string, refund);
    Object.assign(charge, { refunded: true, amount_refunded: charge.amount });
    const chargeEvent = emit('charge.refunded', charge);
    chargeEvent.request.idempotency_key = idempotencyKey;
    return { refund, events: [emit('refund.created', refund), chargeEvent] };
  };

  const expireSession = (session: TJson) => {
    assertExpirable(session);
    session.status = 'expired';
    return emit('checkout.session.expired', session);
  };

  const createSession = (params: TJson) => {
    const session = buildCheckoutSession(params, now);
    sessions.set(session.id as string, session);
    return session;
  };

  const route = (method: string, path: string, params: TJson, idempotencyKey: string | null): TJson => {
    const expandPaths = ((params.expand as string[] | undefined) ?? []).map(String);
    const match = (pattern: RegExp) => path.match(pattern)?.[1];
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(params);
    const sessionId = match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (method === 'GET' && sessionId) return expandById(getSession(sessionId), expandPaths);
    const expiredId = match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/);
    if (method === 'POST' && expiredId) {
      const session = getSession(expiredId);
      expireSession(session);
      return expandById(session, expandPaths);
    }
    const intentId = match(/^\/v1\/payment_intents\/([^/]+)$/);
    if (method === 'GET' && intentId) return expandById(getIntent(intentId), expandPaths);
    if (method === 'POST' && path === '/v1/refunds') {
      if (typeof params.payment_intent !== 'string') {
        throw new FakeStripeError(400, 'invalid_request_error', 'Missing required param: payment_intent.');
      }
      return refundIntent(getIntent(params.payment_intent), idempotencyKey).refund;
    }
    if (method === 'GET' && path === '/v1/disputes') {
      const data = [...disputes.values()]
        .filter((dispute) => !params.payment_intent || dispute.payment_intent === params.payment_intent)
        .map((dispute) => expandById(dispute, expandPaths))
        .sort((a, b) => Number(b.created) - Number(a.created));
      return { object: 'list', data, has_more: false, url: '/v1/disputes' };
    }
    throw new FakeStripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  };

  /** Answers of earlier requests with the same Idempotency-Key, as Stripe replays them. */
  const idempotent = new Map<string, { status: number; body: string }>();

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const method = request.method ?? 'GET';
      const body = Buffer.concat(chunks).toString('utf8');
      const params = parseStripeForm(method === 'GET' ? url.search.slice(1) : body);
      const idempotencyKey = (request.headers['idempotency-key'] as string | undefined) ?? null;
      const send = (status: number, payload: string) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        response.end(payload);
      };
      requests.push({ method, path: url.pathname, params, idempotencyKey });
      const cacheKey = idempotencyKey && `${method} ${url.pathname} ${idempotencyKey}`;
      if (cacheKey && idempotent.has(cacheKey)) {
        const cached = idempotent.get(cacheKey)!;
        send(cached.status, cached.body);
        return;
      }
      let status = 200;
      let payload: string;
      try {
        if (request.headers.authorization !== `Bearer ${secretKey}`) {
          throw new FakeStripeError(401, 'invalid_request_error', 'Invalid API Key provided.');
        }
        const failure = failures.get(`${method} ${url.pathname.replace(/\/(cs|pi)_test_[^/]+/, '/:id')}`);
        if (failure) throw failure;
        payload = JSON.stringify(route(method, url.pathname, params, idempotencyKey));
      } catch (error) {
        ({ status, payload } = stripeErrorAnswer(error));
      }
      if (cacheKey && method === 'POST') idempotent.set(cacheKey, { status, body: payload });
      send(status, payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const sessionOrThrow = (sessionId: string) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`No checkout session ${sessionId}`);
    return session;
  };
  const disputeOf = (sessionId: string) => {
    const intent = getIntent(sessionOrThrow(sessionId).payment_intent as string);
    const dispute = [...disputes.values()].find((candidate) => candidate.payment_intent === intent.id);
    if (!dispute) throw new Error(`No dispute on ${sessionId}`);
    return dispute;
  };

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    /** Every request the SDK sent, in order (what the API asked Stripe). */
    requests,
    /** Every event the account has produced, in order. */
    events,
    sessions,
    paymentIntents,
    charges,
    /** Every request matching `METHOD /v1/path` (ids as :id) answers this Stripe error until `clearFailures`. */
    refuse(route: string, statusCode = 400, message = 'Your account cannot currently make live charges.') {
      failures.set(
        route,
        new FakeStripeError(statusCode, statusCode >= 500 ? 'api_error' : 'invalid_request_error', message),
      );
    },
    clearFailures() {
      failures.clear();
    },

    /** The customer pays with a card or BLIK (settled at once) or Przelewy24 (processing; settle it with `settle`). */
    pay(sessionId: string, method: TFakePaymentMethod = 'card'): TFakeStripeEvent[] {
      const session = sessionOrThrow(sessionId);
      requireOpen(session);
      const intent = intentFor(session, method);
      intent.payment_method = `pm_${method}`;
      if (method === 'p24') {
        Object.assign(intent, { status: 'processing', last_payment_error: null });
        session.status = 'complete';
        return [emit('payment_intent.processing', intent), emit('checkout.session.completed', session)];
      }
      const charge = succeed(session, intent, method);
      return [
        emit('charge.succeeded', charge),
        emit('payment_intent.succeeded', intent),
        emit('checkout.session.completed', session),
      ];
    },

    /** A payment that was processing (Przelewy24) succeeds or fails at the bank. */
    settle(sessionId: string, outcome: 'succeeded' | 'failed'): TFakeStripeEvent[] {
      const session = sessionOrThrow(sessionId);
      const intent = getIntent(session.payment_intent as string);
      if (intent.status !== 'processing') throw new Error(`The payment intent is ${intent.status as string}`);
      if (outcome === 'succeeded') {
        const charge = succeed(session, intent, 'p24');
        return [
          emit('charge.succeeded', charge),
          emit('payment_intent.succeeded', intent),
          emit('checkout.session.async_payment_succeeded', session),
        ];
      }
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: bankDeclineError() });
      return [emit('payment_intent.payment_failed', intent), emit('checkout.session.async_payment_failed', session)];
    },

    /** An attempt fails (a mistyped BLIK code, a declined card); the page stays open for another try. */
    fail(sessionId: string, method: TFakePaymentMethod = 'blik'): TFakeStripeEvent[] {
      const session = sessionOrThrow(sessionId);
      requireOpen(session);
      const intent = intentFor(session, method);
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: attemptFailureError(method) });
      return [emit('payment_intent.payment_failed', intent)];
    },

    /** The session runs out (24 hours, or expired through the API). */
    expire(sessionId: string): TFakeStripeEvent[] {
      return [expireSession(sessionOrThrow(sessionId))];
    },

    /** A refund made in Stripe's dashboard. */
    refund(sessionId: string): TFakeStripeEvent[] {
      return refundIntent(getIntent(sessionOrThrow(sessionId).payment_intent as string)).events;
    },

    /** The cardholder disputes the charge; the funds are withdrawn. */
    dispute(sessionId: string): TFakeStripeEvent[] {
      const intent = getIntent(sessionOrThrow(sessionId).payment_intent as string);
      const charge = chargeOf(intent);
      if (!charge) throw new Error('Nothing to dispute');
      charge.disputed = true;
      const dispute = buildDispute(intent, charge, now);
      disputes.set(dispute.id as string, dispute);
      return [emit('charge.dispute.created', dispute), emit('charge.dispute.funds_withdrawn', dispute)];
    },

    /** The card network decides the dispute. */
    closeDispute(sessionId: string, outcome: 'won' | 'lost'): TFakeStripeEvent[] {
      const dispute = disputeOf(sessionId);
      dispute.status = outcome;
      const closed = emit('charge.dispute.closed', dispute);
      return outcome === 'won' ? [closed, emit('charge.dispute.funds_reinstated', dispute)] : [closed];
    },

    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export type TFakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
