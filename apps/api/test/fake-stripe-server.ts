import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for api.stripe.com speaking its REST protocol (form-encoded bodies with bracketed keys,
 * `expand[]`, JSON objects with `object`, errors as {error: {type, code, message}}) for exactly the calls the
 * payments module makes. Test controls (plain methods, not HTTP) play the customer, the bank and the card
 * network: each changes the in-memory objects and returns the webhook events Stripe would send for it, which
 * the test signs with `stripe.webhooks.generateTestHeaderString` and posts to the API.
 */

type TJson = Record<string, unknown>;
export type TFakeStripeEvent = {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  data: { object: TJson };
};
export type TFakeStripeRequest = { method: string; path: string; params: TJson; idempotencyKey: string | null };
/** How the customer pays on Stripe's page: card and BLIK settle at once, Przelewy24 later (processing first). */
export type TFakePaymentMethod = 'card' | 'blik' | 'p24';

class FakeStripeError extends Error {
  constructor(
    readonly statusCode: number,
    readonly type: string,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('base64url')}`;
const clone = <T>(value: T): T => structuredClone(value);

/** Form fields with bracketed keys (`line_items[0][price_data][currency]`, `expand[]`) as nested objects and arrays. */
export function parseStripeForm(body: string): TJson {
  const root: TJson = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const [head, ...rest] = rawKey.split('[');
    const path = [head!, ...rest.map((part) => part.replace(/]$/, ''))];
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((key, index) => {
      const last = index === path.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(path[index + 1]!);
      const container = node as Record<string, unknown>;
      const slot = Array.isArray(node) && key === '' ? String(node.length) : key;
      if (last) {
        container[slot] = value;
        return;
      }
      container[slot] ??= nextIsIndex ? [] : {};
      node = container[slot] as typeof node;
    });
  }
  return root;
}

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
    const event: TFakeStripeEvent = {
      id: id('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: clone(object) },
    };
    events.push(event);
    return event;
  };

  const missing = (kind: string, objectId: string) =>
    new FakeStripeError(404, 'invalid_request_error', `No such ${kind}: '${objectId}'`, 'resource_missing');

  const getSession = (sessionId: string) => {
    const session = sessions.get(sessionId);
    if (!session) throw missing('checkout.session', sessionId);
    return session;
  };
  const getIntent = (intentId: string) => {
    const intent = paymentIntents.get(intentId);
    if (!intent) throw missing('payment_intent', intentId);
    return intent;
  };
  const chargeOf = (intent: TJson) => (intent.latest_charge ? charges.get(intent.latest_charge as string) : undefined);

  /** Replaces ids by their objects along each dotted `expand` path ('payment_intent.latest_charge'). */
  const expand = (object: TJson, paths: string[]): TJson => {
    const result = clone(object);
    for (const path of paths) {
      let nodes: TJson[] = [result];
      for (const key of path.split('.')) {
        const next: TJson[] = [];
        for (const node of nodes) {
          const value = node[key];
          if (typeof value === 'string' && byId(value)) node[key] = clone(byId(value)!);
          if (node[key] && typeof node[key] === 'object') next.push(node[key] as TJson);
        }
        nodes = next;
      }
    }
    return result;
  };

  /** The session's payment intent, created when the customer first submits the page (as Stripe does today). */
  const intentFor = (session: TJson, method: TFakePaymentMethod) => {
    if (session.payment_intent) return getIntent(session.payment_intent as string);
    const intent: TJson = {
      id: id('pi'),
      object: 'payment_intent',
      amount: session.amount_total,
      amount_received: 0,
      currency: session.currency,
      created: now(),
      livemode: false,
      status: 'requires_payment_method',
      latest_charge: null,
      last_payment_error: null,
      metadata: clone((session.payment_intent_data as TJson | undefined)?.metadata ?? {}),
      payment_method_types: clone(session.payment_method_types),
      payment_method: null,
    };
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
    const charge: TJson = {
      id: id('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: intent.amount,
      amount_refunded: 0,
      currency: intent.currency,
      created: now(),
      livemode: false,
      paid: true,
      captured: true,
      refunded: false,
      disputed: false,
      status: 'succeeded',
      payment_intent: intent.id,
      metadata: clone(intent.metadata),
      payment_method_details: { type: method },
    };
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
    if (charge?.status !== 'succeeded') {
      throw new FakeStripeError(
        400,
        'invalid_request_error',
        `This PaymentIntent (${intent.id as string}) does not have a successful charge to refund.`,
      );
    }
    if (charge.disputed) {
      throw new FakeStripeError(
        400,
        'invalid_request_error',
        `Charge ${charge.id as string} has been charged back; cannot issue a refund.`,
        'charge_disputed',
      );
    }
    if (charge.refunded) {
      throw new FakeStripeError(
        400,
        'invalid_request_error',
        `Charge ${charge.id as string} has already been refunded.`,
        'charge_already_refunded',
      );
    }
    const refund: TJson = {
      id: id('re'),
      object: 'refund',
      amount: charge.amount,
      charge: charge.id,
      payment_intent: intent.id,
      currency: charge.currency,
      created: now(),
      status: 'succeeded',
      metadata: {},
    };
    refunds.set(refund.id as string, refund);
    Object.assign(charge, { refunded: true, amount_refunded: charge.amount });
    const chargeEvent = emit('charge.refunded', charge);
    chargeEvent.request.idempotency_key = idempotencyKey;
    return { refund, events: [emit('refund.created', refund), chargeEvent] };
  };

  const expireSession = (session: TJson) => {
    if (session.status !== 'open') {
      throw new FakeStripeError(
        400,
        'invalid_request_error',
        'Only Checkout Sessions with a status of `open` can be expired.',
      );
    }
    session.status = 'expired';
    return emit('checkout.session.expired', session);
  };

  const createSession = (params: TJson) => {
    const lineItems = params.line_items as TJson[] | undefined;
    const item = lineItems?.[0] as { price_data?: TJson; quantity?: string } | undefined;
    const priceData = item?.price_data as { currency?: string; unit_amount?: string; product_data?: TJson } | undefined;
    for (const [name, present] of [
      ['mode', params.mode === 'payment'],
      ['success_url', typeof params.success_url === 'string'],
      ['line_items', lineItems?.length === 1 && Number(item?.quantity) >= 1],
      ['line_items[0][price_data][currency]', priceData?.currency === 'pln'],
      ['line_items[0][price_data][unit_amount]', /^\d+$/.test(priceData?.unit_amount ?? '')],
      ['line_items[0][price_data][product_data][name]', !!priceData?.product_data?.name],
    ] as const) {
      if (!present) throw new FakeStripeError(400, 'invalid_request_error', `Missing or invalid parameter: ${name}`);
    }
    if ('payment_method_types' in params) {
      throw new FakeStripeError(400, 'invalid_request_error', 'Received unknown parameter: payment_method_types');
    }
    const sessionId = id('cs');
    const session: TJson = {
      id: sessionId,
      object: 'checkout.session',
      mode: 'payment',
      amount_subtotal: Number(priceData!.unit_amount) * Number(item!.quantity),
      amount_total: Number(priceData!.unit_amount) * Number(item!.quantity),
      currency: 'pln',
      client_reference_id: params.client_reference_id ?? null,
      metadata: params.metadata ?? {},
      payment_intent_data: params.payment_intent_data ?? {},
      payment_intent: null,
      allowed_payment_method_types: params.allowed_payment_method_types ?? null,
      payment_method_types: params.allowed_payment_method_types ?? ['card'],
      payment_status: 'unpaid',
      status: 'open',
      success_url: params.success_url,
      cancel_url: params.cancel_url ?? null,
      customer_email: params.customer_email ?? null,
      locale: params.locale ?? null,
      created: now(),
      expires_at: now() + 24 * 3600,
      livemode: false,
      url: `https://checkout.stripe.com/c/pay/${sessionId}`,
    };
    sessions.set(sessionId, session);
    return session;
  };

  const route = (method: string, path: string, params: TJson, idempotencyKey: string | null): TJson => {
    const expandPaths = ((params.expand as string[] | undefined) ?? []).map(String);
    const match = (pattern: RegExp) => path.match(pattern)?.[1];
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(params);
    const sessionId = match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (method === 'GET' && sessionId) return expand(getSession(sessionId), expandPaths);
    const expiredId = match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/);
    if (method === 'POST' && expiredId) {
      const session = getSession(expiredId);
      expireSession(session);
      return expand(session, expandPaths);
    }
    const intentId = match(/^\/v1\/payment_intents\/([^/]+)$/);
    if (method === 'GET' && intentId) return expand(getIntent(intentId), expandPaths);
    if (method === 'POST' && path === '/v1/refunds') {
      if (typeof params.payment_intent !== 'string') {
        throw new FakeStripeError(400, 'invalid_request_error', 'Missing required param: payment_intent.');
      }
      return refundIntent(getIntent(params.payment_intent), idempotencyKey).refund;
    }
    if (method === 'GET' && path === '/v1/disputes') {
      const data = [...disputes.values()]
        .filter((dispute) => !params.payment_intent || dispute.payment_intent === params.payment_intent)
        .map((dispute) => expand(dispute, expandPaths))
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
        const stripeError =
          error instanceof FakeStripeError ? error : new FakeStripeError(500, 'api_error', String(error));
        status = stripeError.statusCode;
        payload = JSON.stringify({
          error: {
            type: stripeError.type,
            message: stripeError.message,
            ...(stripeError.code && { code: stripeError.code }),
          },
        });
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
      Object.assign(intent, {
        status: 'requires_payment_method',
        last_payment_error: {
          type: 'invalid_request_error',
          code: 'payment_method_provider_decline',
          message: 'Declined',
        },
      });
      return [emit('payment_intent.payment_failed', intent), emit('checkout.session.async_payment_failed', session)];
    },

    /** An attempt fails (a mistyped BLIK code, a declined card); the page stays open for another try. */
    fail(sessionId: string, method: TFakePaymentMethod = 'blik'): TFakeStripeEvent[] {
      const session = sessionOrThrow(sessionId);
      requireOpen(session);
      const intent = intentFor(session, method);
      Object.assign(intent, {
        status: 'requires_payment_method',
        last_payment_error: {
          type: 'card_error',
          code: method === 'blik' ? 'payment_method_invalid_parameter' : 'card_declined',
          message: method === 'blik' ? 'The BLIK code is invalid.' : 'Your card was declined.',
        },
      });
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
      const dispute: TJson = {
        id: id('dp'),
        object: 'dispute',
        amount: charge.amount,
        charge: charge.id,
        payment_intent: intent.id,
        currency: charge.currency,
        created: now(),
        reason: 'fraudulent',
        status: 'needs_response',
        livemode: false,
      };
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
