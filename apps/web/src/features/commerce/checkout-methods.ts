import type { TCommerceCatalog } from '@zadania/shared';
import type { TPaymentMethod } from './PaymentMethodRadios';

/** The methods the catalogue offers now: online (Stripe, or the demo provider in its place) and bank transfer. */
export function availableMethods(catalog: TCommerceCatalog): TPaymentMethod[] {
  const methods: TPaymentMethod[] = [];
  if (catalog.methods.stripe || catalog.methods.demo) methods.push('stripe');
  if (catalog.methods.manual) methods.push('manual');
  return methods;
}
