import { defineEndpoints, ZEmptyBody } from '../api/endpoint';
import {
  ZAdminPaymentListQuery,
  ZBankStatementImport,
  ZBankStatementResult,
  ZCheckoutRequest,
  ZCheckoutResponse,
  ZCommerceCatalog,
  ZDemoPaymentRequest,
  ZInvoice,
  ZInvoiceList,
  ZInvoiceListQuery,
  ZPayment,
  ZPaymentChanged,
  ZPaymentList,
  ZPaymentListQuery,
  ZSolutionCheckRequest,
  ZSolutionCheckResponse,
  ZSubscriptionChanged,
  ZSubscriptionState,
  ZTokenHistory,
  ZTokenHistoryQuery,
  ZTokenWallet,
  ZUnlockRequest,
  ZUnlockResponse,
} from './commerce.schemas';

/**
 * Commerce (docs/product-spec.md sections 1, 2, 3, 6): what the platform sells, Premium, the token wallet
 * and its spends, payments (Stripe, the demo provider, bank transfers) and invoices.
 */
export const commerceEndpoints = defineEndpoints({
  catalog: { method: 'GET', path: '/commerce/catalog', response: ZCommerceCatalog },

  subscription: { method: 'GET', path: '/subscription', response: ZSubscriptionState },
  cancelSubscription: { method: 'PUT', path: '/subscription/cancel', body: ZEmptyBody, response: ZSubscriptionChanged },
  resumeSubscription: { method: 'PUT', path: '/subscription/resume', body: ZEmptyBody, response: ZSubscriptionChanged },

  tokenWallet: { method: 'GET', path: '/tokens', response: ZTokenWallet },
  tokenHistory: { method: 'GET', path: '/tokens/history', query: ZTokenHistoryQuery, response: ZTokenHistory },
  unlockHomework: { method: 'POST', path: '/homework/:id/unlock', body: ZUnlockRequest, response: ZUnlockResponse },
  requestSolutionCheck: {
    method: 'POST',
    path: '/homework/:id/solution-check',
    body: ZSolutionCheckRequest,
    response: ZSolutionCheckResponse,
  },

  checkout: { method: 'POST', path: '/payment/checkout', body: ZCheckoutRequest, response: ZCheckoutResponse },
  myPayments: { method: 'GET', path: '/payment', query: ZPaymentListQuery, response: ZPaymentList },
  adminPayments: { method: 'GET', path: '/payment/admin', query: ZAdminPaymentListQuery, response: ZPaymentList },
  payment: { method: 'GET', path: '/payment/:id', response: ZPayment },
  cancelPayment: { method: 'POST', path: '/payment/:id/cancel', body: ZEmptyBody, response: ZPaymentChanged },
  confirmPayment: { method: 'POST', path: '/payment/:id/confirm', body: ZEmptyBody, response: ZPaymentChanged },
  refundPayment: { method: 'POST', path: '/payment/:id/refund', body: ZEmptyBody, response: ZPaymentChanged },
  demoPayment: { method: 'POST', path: '/payment/:id/demo', body: ZDemoPaymentRequest, response: ZPaymentChanged },
  importBankStatement: {
    method: 'POST',
    path: '/payment/import-statement',
    body: ZBankStatementImport,
    response: ZBankStatementResult,
  },
  /** Stripe's webhook: the raw body, verified by the `stripe-signature` header. */
  stripeWebhook: { method: 'POST', path: '/payment/webhook/stripe', response: 'raw' },

  myInvoices: { method: 'GET', path: '/invoice', query: ZInvoiceListQuery, response: ZInvoiceList },
  invoice: { method: 'GET', path: '/invoice/:id', response: ZInvoice },
  invoicePdf: { method: 'GET', path: '/invoice/:id/pdf', response: 'raw' },
  invoiceKsef: { method: 'GET', path: '/invoice/:id/ksef', response: 'raw' },
});
