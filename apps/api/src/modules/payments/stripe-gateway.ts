import type { TPaymentStatus } from '@zadania/shared';
import type Stripe from 'stripe';
import type { TPaymentsConfig } from '../../config';

type TStripeSettings = Extract<TPaymentsConfig, { provider: 'stripe' }>['stripe'];

/** What Stripe says about one purchase now: the Checkout Session, its PaymentIntent, the charge and disputes. */
export type TStripePaymentState = {
  session: Pick<Stripe.Checkout.Session, 'id' | 'status' | 'payment_status' | 'amount_total' | 'currency'> | null;
  intent: Pick<Stripe.PaymentIntent, 'id' | 'status' | 'amount' | 'currency' | 'last_payment_error'> | null;
  charge: Pick<Stripe.Charge, 'id' | 'refunded' | 'disputed'> | null;
  disputes: Pick<Stripe.Dispute, 'id' | 'status' | 'created'>[];
};

/**
 * The status our payment should have, read from Stripe's objects (never from a webhook's payload): the money
 * arrived (completed), came back (refunded, or a lost dispute), is contested (disputed), is on its way
 * (processing: Przelewy24, a BLIK code waiting in the bank's app), an attempt failed (failed, the page stays
 * open for another try), or the page ran out (canceled). Null: nothing has happened yet, or Stripe's amount is
 * not ours (then nothing is granted).
 */
export function deriveStripeStatus(state: TStripePaymentState, expected: { amount: number }): TPaymentStatus | null {
  const { session, intent, charge, disputes } = state;
  if (intent && (intent.amount !== expected.amount || intent.currency !== 'pln')) return null;
  if (session && (session.amount_total !== expected.amount || session.currency !== 'pln')) return null;

  if (intent?.status === 'succeeded') {
    if (charge?.refunded) return 'refunded';
    if (charge?.disputed) {
      const latest = [...disputes].sort((a, b) => b.created - a.created)[0];
      if (latest?.status === 'lost') return 'refunded';
      if (latest?.status === 'won' || latest?.status === 'warning_closed') return 'completed';
      return 'disputed';
    }
    return 'completed';
  }
  if (!intent && session?.status === 'complete' && session.payment_status === 'paid') return 'completed';
  if (intent?.status === 'processing') return 'processing';
  if (session?.status === 'expired' || intent?.status === 'canceled') return 'canceled';
  if (intent?.status === 'requires_action' || intent?.status === 'requires_confirmation') return 'processing';
  if (intent?.status === 'requires_payment_method' && intent.last_payment_error) return 'failed';
  return null;
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Stripe refused the request (not an outage): the payment cannot be refunded, the session is not open. Read from
 * the error's `type` (every SDK error names its class there), so this module does not load the SDK.
 */
export const isStripeRefusal = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { type?: unknown }).type === 'StripeInvalidRequestError';

/**
 * Stripe through its official SDK: Checkout Sessions (card, BLIK, Przelewy24 in PLN), the state of a
 * purchase, refunds, and webhook signatures. `apiUrl` points the SDK elsewhere (a local fake in tests).
 * The SDK (about 19 MB of a node's memory) is loaded on the first payment call, not when the node starts.
 */
export function createStripeGateway(settings: TStripeSettings) {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
  let client: Promise<Stripe> | undefined;
  const sdk = () =>
    (client ??= import('stripe').then(
      ({ default: StripeSdk }) =>
        new StripeSdk(settings.secretKey, {
          timeout: 20_000,
          maxNetworkRetries: 2,
          ...(api && {
            host: api.hostname,
            port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
            protocol: api.protocol === 'http:' ? 'http' : 'https',
            telemetry: false,
          }),
        }),
    ));

  return {
    /** Stripe's hosted payment page for one payment; the same payment id always gets the same session. */
    async createCheckoutSession(input: {
      paymentId: string;
      name: string;
      amount: number;
      successUrl: string;
      cancelUrl: string;
    }) {
      const stripe = await sdk();
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          currency: 'pln',
          // This API version filters the dynamically eligible methods (payment_method_types is gone).
          allowed_payment_method_types: ['card', 'blik', 'p24'],
          line_items: [
            {
              quantity: 1,
              price_data: { currency: 'pln', unit_amount: input.amount, product_data: { name: input.name } },
            },
          ],
          metadata: { paymentId: input.paymentId },
          payment_intent_data: { metadata: { paymentId: input.paymentId } },
          client_reference_id: input.paymentId,
          locale: 'pl',
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: `checkout-session-${input.paymentId}` },
      );
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      return { id: session.id, url: session.url };
    },

    /** Ends a session still open, so the buyer can no longer pay on it. */
    async expireCheckoutSession(sessionId: string) {
      const stripe = await sdk();
      await stripe.checkout.sessions.expire(sessionId);
    },

    /** Reads the purchase's state from Stripe: through its session when known, else its PaymentIntent. */
    async readPaymentState(ids: { paymentId: string; sessionId: string | null; paymentIntentId: string | null }) {
      const stripe = await sdk();
      const session = ids.sessionId
        ? await stripe.checkout.sessions.retrieve(ids.sessionId, { expand: ['payment_intent.latest_charge'] })
        : null;
      const expanded = session?.payment_intent;
      const named =
        expanded && typeof expanded === 'object'
          ? expanded
          : ids.paymentIntentId
            ? await stripe.paymentIntents.retrieve(ids.paymentIntentId, { expand: ['latest_charge'] })
            : null;
      // An intent the session does not name counts only when it was made for this payment (its metadata, set at
      // checkout): an event naming another payment's intent must never complete this one with that money.
      const intent = named === expanded || named?.metadata?.paymentId === ids.paymentId ? named : null;
      const latestCharge = intent?.latest_charge;
      const charge = latestCharge && typeof latestCharge === 'object' ? latestCharge : null;
      const disputes =
        intent && charge?.disputed ? (await stripe.disputes.list({ payment_intent: intent.id, limit: 10 })).data : [];
      const state: TStripePaymentState = { session, intent, charge, disputes };
      return state;
    },

    /** The PaymentIntent's own reference to our payment (metadata set at checkout), for an event that names only it. */
    async findPaymentIdOfIntent(paymentIntentId: string) {
      const stripe = await sdk();
      const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
      return intent.metadata?.paymentId ?? null;
    },

    /** Refunds the whole amount; the same payment is refunded at most once (idempotency key). */
    async refund(paymentId: string, paymentIntentId: string) {
      const stripe = await sdk();
      await stripe.refunds.create({ payment_intent: paymentIntentId }, { idempotencyKey: `refund-${paymentId}` });
    },

    /** The event, when its signature (on the raw body) is Stripe's and not older than the tolerance; else throws. */
    async verifyEvent(rawBody: Buffer, signature: string, receivedAt?: number) {
      const stripe = await sdk();
      return stripe.webhooks.constructEvent(
        rawBody,
        signature,
        settings.webhookSecret,
        undefined,
        undefined,
        receivedAt,
      );
    },
  };
}

/** An interface (not an alias) so that types built on it name it instead of spelling out Stripe's own types. */
export interface TStripeGateway extends ReturnType<typeof createStripeGateway> {}

/** The ids a webhook event names: our payment (metadata), the Checkout Session and the PaymentIntent. */
export function referencesOfEvent(event: Stripe.Event) {
  const object = event.data.object as unknown as Record<string, unknown> & { object?: string; id?: string };
  const metadata = (object.metadata ?? {}) as Record<string, string | undefined>;
  const reference = {
    paymentId: metadata.paymentId ?? null,
    sessionId: null as string | null,
    paymentIntentId: null as string | null,
  };
  switch (object.object) {
    case 'checkout.session':
      reference.paymentId ??= (object.client_reference_id as string | null) ?? null;
      reference.sessionId = object.id ?? null;
      reference.paymentIntentId = idOf(object.payment_intent as string | { id: string } | null);
      break;
    case 'payment_intent':
      reference.paymentIntentId = object.id ?? null;
      break;
    case 'charge':
    case 'dispute':
    case 'refund':
      reference.paymentIntentId = idOf(object.payment_intent as string | { id: string } | null);
      break;
  }
  return reference;
}
