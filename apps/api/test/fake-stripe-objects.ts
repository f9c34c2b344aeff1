import { randomBytes } from 'node:crypto';

/**
 * The pure parts of the fake Stripe (see fake-stripe-server.ts): its types and errors, the form parser, `expand`,
 * and builders of the Stripe objects. Nothing here holds state; the account's maps live in `startFakeStripe`.
 */

export type TJson = Record<string, unknown>;
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

export class FakeStripeError extends Error {
  constructor(
    readonly statusCode: number,
    readonly type: string,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('base64url')}`;
export const clone = <T>(value: T): T => structuredClone(value);

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

/** Replaces ids by their objects along each dotted `expand` path ('payment_intent.latest_charge'). */
export function expand(object: TJson, paths: string[], byId: (objectId: string) => TJson | undefined): TJson {
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
}

/** An error as Stripe answers it: its HTTP status and `{error: {type, message, code?}}`; anything else is a 500. */
export function stripeErrorAnswer(error: unknown): { status: number; payload: string } {
  const stripeError = error instanceof FakeStripeError ? error : new FakeStripeError(500, 'api_error', String(error));
  return {
    status: stripeError.statusCode,
    payload: JSON.stringify({
      error: {
        type: stripeError.type,
        message: stripeError.message,
        ...(stripeError.code && { code: stripeError.code }),
      },
    }),
  };
}

export const missingResource = (kind: string, objectId: string) =>
  new FakeStripeError(404, 'invalid_request_error', `No such ${kind}: '${objectId}'`, 'resource_missing');

/** The webhook event Stripe sends for a change, carrying a snapshot of the object. */
export function buildEvent(type: string, object: TJson, now: () => number): TFakeStripeEvent {
  return {
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
}

/** A Checkout Session from the parameters of `POST /v1/checkout/sessions`, refusing invalid or unknown ones. */
export function buildCheckoutSession(params: TJson, now: () => number): TJson {
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
  return {
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
}

/** The session's payment intent before any attempt, carrying `payment_intent_data.metadata`. */
export function buildPaymentIntent(session: TJson, now: () => number): TJson {
  return {
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
}

export function assertExpirable(session: TJson) {
  if (session.status !== 'open') {
    throw new FakeStripeError(
      400,
      'invalid_request_error',
      'Only Checkout Sessions with a status of `open` can be expired.',
    );
  }
}

/** The payment intent's `last_payment_error` when the bank declines a processing (Przelewy24) payment. */
export const bankDeclineError = (): TJson => ({
  type: 'invalid_request_error',
  code: 'payment_method_provider_decline',
  message: 'Declined',
});

/** The payment intent's `last_payment_error` after a failed attempt on the page. */
export const attemptFailureError = (method: TFakePaymentMethod): TJson => ({
  type: 'card_error',
  code: method === 'blik' ? 'payment_method_invalid_parameter' : 'card_declined',
  message: method === 'blik' ? 'The BLIK code is invalid.' : 'Your card was declined.',
});

/** The captured charge of a payment intent that succeeded. */
export function buildSucceededCharge(intent: TJson, method: TFakePaymentMethod, now: () => number): TJson {
  return {
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
}

/** Refuses a refund as Stripe does when the intent has no successful charge, or it was disputed or refunded. */
export function assertRefundable(intent: TJson, charge: TJson | undefined): asserts charge is TJson {
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
}

/** A full refund of the charge. */
export function buildRefund(intent: TJson, charge: TJson, now: () => number): TJson {
  return {
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
}

/** A new dispute of the whole charge, awaiting the merchant's response. */
export function buildDispute(intent: TJson, charge: TJson, now: () => number): TJson {
  return {
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
}
