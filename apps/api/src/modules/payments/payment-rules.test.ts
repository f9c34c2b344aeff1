import { paymentStatuses, paymentTransitions, type TPaymentStatus } from '@zadania/shared';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { nextPaymentStep } from './payment-transitions';
import { deriveStripeStatus, isStripeRefusal, referencesOfEvent, type TStripePaymentState } from './stripe-gateway';

describe('nextPaymentStep', () => {
  it('walks the shortest allowed path, and stops where the table allows none', () => {
    const cases: [TPaymentStatus, TPaymentStatus, TPaymentStatus | null][] = [
      ['unpaid', 'completed', 'paid'],
      ['unpaid', 'refunded', 'paid'],
      ['unpaid', 'disputed', 'paid'],
      ['failed', 'completed', 'paid'],
      ['processing', 'canceled', 'canceled'],
      ['completed', 'refunded', 'refunded'],
      ['disputed', 'completed', 'completed'],
      ['completed', 'processing', null],
      ['refunded', 'completed', null],
      ['canceled', 'completed', null],
      ['completed', 'completed', null],
      ['unpaid', 'unpaid', null],
    ];
    for (const [from, to, step] of cases) expect(nextPaymentStep(from, to), `${from} → ${to}`).toBe(step);
  });

  it('from every status, ends at every status the table can reach (entering paid completes by itself)', () => {
    const reachable = (from: TPaymentStatus) => {
      const seen = new Set<TPaymentStatus>();
      const visit = (status: TPaymentStatus) => {
        for (const next of paymentTransitions[status]) if (!seen.has(next)) seen.add(next) && visit(next);
      };
      visit(from);
      return seen;
    };
    for (const from of paymentStatuses) {
      for (const goal of paymentStatuses.filter((status) => status !== 'paid')) {
        let current = from;
        let steps = 0;
        for (let step = nextPaymentStep(current, goal); step; step = nextPaymentStep(current, goal)) {
          current = step === 'paid' ? 'completed' : step;
          steps += 1;
        }
        expect(steps).toBeLessThanOrEqual(3);
        expect(current === goal, `${from} → ${goal}`).toBe(from === goal || reachable(from).has(goal));
      }
    }
  });
});

describe('deriveStripeStatus', () => {
  const amount = 999;
  const session = (status: 'open' | 'complete' | 'expired', paymentStatus: 'paid' | 'unpaid' = 'unpaid') => ({
    id: 'cs_1',
    status,
    payment_status: paymentStatus,
    amount_total: amount,
    currency: 'pln',
  });
  const intent = (status: Stripe.PaymentIntent.Status, failed = false) => ({
    id: 'pi_1',
    status,
    amount,
    currency: 'pln',
    last_payment_error: failed ? ({ type: 'card_error' } as Stripe.PaymentIntent.LastPaymentError) : null,
  });
  const charge = (refunded = false, disputed = false) => ({ id: 'ch_1', refunded, disputed });
  const dispute = (status: Stripe.Dispute.Status, created: number) => ({ id: `dp_${created}`, status, created });
  const derive = (state: Partial<TStripePaymentState>, expected = amount) =>
    deriveStripeStatus({ session: null, intent: null, charge: null, disputes: [], ...state }, { amount: expected });

  it("reads the purchase's state, never an event", () => {
    expect(derive({ session: session('open') })).toBeNull();
    expect(derive({ session: session('open'), intent: intent('requires_payment_method') })).toBeNull();
    expect(derive({ session: session('open'), intent: intent('requires_payment_method', true) })).toBe('failed');
    expect(derive({ session: session('open'), intent: intent('requires_action') })).toBe('processing');
    expect(derive({ session: session('complete'), intent: intent('processing') })).toBe('processing');
    expect(derive({ session: session('complete', 'paid'), intent: intent('succeeded'), charge: charge() })).toBe(
      'completed',
    );
    expect(derive({ session: session('complete', 'paid') })).toBe('completed');
    expect(derive({ session: session('expired'), intent: intent('requires_payment_method', true) })).toBe('canceled');
    expect(derive({ intent: intent('canceled') })).toBe('canceled');
    expect(derive({ intent: intent('succeeded'), charge: charge(true) })).toBe('refunded');
  });

  it('follows the latest dispute: open → disputed, won or closed as an inquiry → completed, lost → refunded', () => {
    const disputed = { intent: intent('succeeded'), charge: charge(false, true) };
    expect(derive({ ...disputed, disputes: [] })).toBe('disputed');
    expect(derive({ ...disputed, disputes: [dispute('needs_response', 1)] })).toBe('disputed');
    expect(derive({ ...disputed, disputes: [dispute('under_review', 1)] })).toBe('disputed');
    expect(derive({ ...disputed, disputes: [dispute('won', 1)] })).toBe('completed');
    expect(derive({ ...disputed, disputes: [dispute('warning_closed', 1)] })).toBe('completed');
    expect(derive({ ...disputed, disputes: [dispute('lost', 1)] })).toBe('refunded');
    expect(derive({ ...disputed, disputes: [dispute('won', 1), dispute('needs_response', 2)] })).toBe('disputed');
  });

  it('applies nothing when Stripe charged another amount or currency than ours', () => {
    expect(derive({ intent: intent('succeeded'), charge: charge() }, 2299)).toBeNull();
    expect(derive({ intent: { ...intent('succeeded'), currency: 'eur' }, charge: charge() })).toBeNull();
  });
});

describe('referencesOfEvent', () => {
  const event = (object: Record<string, unknown>) => ({ data: { object } }) as unknown as Stripe.Event;
  it('names our payment, the Checkout Session and the PaymentIntent of each kind of object', () => {
    expect(
      referencesOfEvent(
        event({
          object: 'checkout.session',
          id: 'cs_1',
          client_reference_id: 'p1',
          payment_intent: 'pi_1',
          metadata: {},
        }),
      ),
    ).toEqual({ paymentId: 'p1', sessionId: 'cs_1', paymentIntentId: 'pi_1' });
    expect(referencesOfEvent(event({ object: 'payment_intent', id: 'pi_1', metadata: { paymentId: 'p2' } }))).toEqual({
      paymentId: 'p2',
      sessionId: null,
      paymentIntentId: 'pi_1',
    });
    expect(referencesOfEvent(event({ object: 'dispute', id: 'dp_1', payment_intent: 'pi_3', metadata: {} }))).toEqual({
      paymentId: null,
      sessionId: null,
      paymentIntentId: 'pi_3',
    });
    expect(referencesOfEvent(event({ object: 'customer', id: 'cus_1' }))).toEqual({
      paymentId: null,
      sessionId: null,
      paymentIntentId: null,
    });
  });
});

describe('isStripeRefusal', () => {
  it("recognises the SDK's invalid-request error without loading the SDK, and nothing else", () => {
    const raw = { message: 'No such charge', type: 'invalid_request_error' as const };
    expect(isStripeRefusal(new Stripe.errors.StripeInvalidRequestError(raw))).toBe(true);
    expect(isStripeRefusal(new Stripe.errors.StripeCardError({ ...raw, type: 'card_error' }))).toBe(false);
    expect(isStripeRefusal(new Stripe.errors.StripeConnectionError(raw))).toBe(false);
    expect(isStripeRefusal(new Stripe.errors.StripeAPIError(raw))).toBe(false);
    expect(isStripeRefusal(new Error('StripeInvalidRequestError'))).toBe(false);
    expect(isStripeRefusal(null)).toBe(false);
  });
});
