import { describe, expect, it } from 'vitest';
import {
  canTransitionPayment,
  isPaymentOpen,
  isPaymentSettled,
  PaymentTransitionError,
  paymentStatuses,
  type TPaymentStatus,
  transitionPayment,
} from './payment-status';

/**
 * The whole transition table written out by hand, row = from, column = to, in the order of paymentStatuses
 * (unpaid, processing, failed, paid, completed, refunded, disputed, canceled). 1 = allowed.
 */
const expected: Record<TPaymentStatus, string> = {
  unpaid: '0 1 1 1 0 0 0 1',
  processing: '0 0 1 1 0 0 0 1',
  failed: '0 1 0 1 0 0 0 1',
  paid: '0 0 0 0 1 1 1 0',
  completed: '0 0 0 0 0 1 1 0',
  refunded: '0 0 0 0 0 0 0 0',
  disputed: '0 0 0 0 1 1 0 0',
  canceled: '0 0 0 0 0 0 0 0',
};

describe('transitionPayment', () => {
  it('allows exactly the moves of the table, for every pair of the 8 × 8 statuses', () => {
    expect(paymentStatuses).toHaveLength(8);
    let checked = 0;
    for (const from of paymentStatuses) {
      const row = expected[from].split(' ');
      paymentStatuses.forEach((to, column) => {
        const allowed = row[column] === '1';
        expect(canTransitionPayment(from, to), `${from} → ${to}`).toBe(allowed);
        if (allowed) {
          expect(transitionPayment(from, to)).toBe(to);
        } else {
          expect(() => transitionPayment(from, to), `${from} → ${to}`).toThrow(PaymentTransitionError);
        }
        checked += 1;
      });
    }
    expect(checked).toBe(64);
  });

  it('names both ends of a refused move', () => {
    try {
      transitionPayment('refunded', 'paid');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(PaymentTransitionError);
      expect(error).toMatchObject({ from: 'refunded', to: 'paid' });
    }
  });

  it('tells open and settled payments apart', () => {
    expect(paymentStatuses.filter(isPaymentOpen)).toEqual(['unpaid', 'processing', 'failed']);
    expect(paymentStatuses.filter(isPaymentSettled)).toEqual(['paid', 'completed', 'refunded', 'disputed']);
  });
});
