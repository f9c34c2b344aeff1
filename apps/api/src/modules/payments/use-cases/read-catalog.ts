import type { TCommerceCatalog } from '@zadania/shared';
import type { TPaymentsContext } from '../payments.context';

/** GET /commerce/catalog: what the platform sells and how it can be paid now. */
export function readCatalog(ctx: TPaymentsContext): TCommerceCatalog {
  const { config } = ctx;
  return {
    plans: config.commerce.premiumPlans,
    tokenPackages: config.commerce.tokenPackages,
    tokenPrices: config.commerce.tokenPrices,
    vatRate: config.commerce.vatRate,
    seller: config.commerce.seller,
    contactPhone: config.commerce.contactPhone,
    methods: {
      stripe: config.payments.provider === 'stripe',
      demo: config.payments.provider === 'demo',
      manual: true,
    },
  };
}
