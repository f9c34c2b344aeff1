import type { TPayment, TPaymentStatus } from '@zadania/shared';
import { adminPaymentsPl } from './admin-payments.pl';

/** Mantine colour of each payment status's badge. */
export const paymentStatusColors: Record<TPaymentStatus, string> = {
  unpaid: 'gray',
  processing: 'blue',
  failed: 'red',
  paid: 'teal',
  completed: 'green',
  refunded: 'orange',
  disputed: 'yellow',
  canceled: 'dark',
};

/** 'Karta/BLIK/P24', 'Przelew' or 'Tokeny'; the local demo provider says so. */
export function paymentMethodLabel(payment: Pick<TPayment, 'method' | 'provider'>): string {
  const label = adminPaymentsPl.methods[payment.method];
  return payment.provider === 'demo' ? `${label} (${adminPaymentsPl.demo})` : label;
}
