import { defineEndpoints, ZEmptyBody } from '../api/endpoint';
import { get, post, put } from '../api/routes';
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
  catalog: get('/commerce/catalog', ZCommerceCatalog),

  subscription: get('/subscription', ZSubscriptionState),
  cancelSubscription: put('/subscription/cancel', ZEmptyBody, ZSubscriptionChanged),
  resumeSubscription: put('/subscription/resume', ZEmptyBody, ZSubscriptionChanged),

  tokenWallet: get('/tokens', ZTokenWallet),
  tokenHistory: get('/tokens/history', ZTokenHistoryQuery, ZTokenHistory),
  unlockHomework: post('/homework/:id/unlock', ZUnlockRequest, ZUnlockResponse),
  requestSolutionCheck: post('/homework/:id/solution-check', ZSolutionCheckRequest, ZSolutionCheckResponse),

  checkout: post('/payment/checkout', ZCheckoutRequest, ZCheckoutResponse),
  myPayments: get('/payment', ZPaymentListQuery, ZPaymentList),
  adminPayments: get('/payment/admin', ZAdminPaymentListQuery, ZPaymentList),
  payment: get('/payment/:id', ZPayment),
  cancelPayment: post('/payment/:id/cancel', ZEmptyBody, ZPaymentChanged),
  confirmPayment: post('/payment/:id/confirm', ZEmptyBody, ZPaymentChanged),
  refundPayment: post('/payment/:id/refund', ZEmptyBody, ZPaymentChanged),
  demoPayment: post('/payment/:id/demo', ZDemoPaymentRequest, ZPaymentChanged),
  importBankStatement: post('/payment/import-statement', ZBankStatementImport, ZBankStatementResult),
  /** Stripe's webhook: the raw body, verified by the `stripe-signature` header. */
  stripeWebhook: post('/payment/webhook/stripe', 'raw'),

  myInvoices: get('/invoice', ZInvoiceListQuery, ZInvoiceList),
  invoice: get('/invoice/:id', ZInvoice),
  invoicePdf: get('/invoice/:id/pdf', 'raw'),
  invoiceKsef: get('/invoice/:id/ksef', 'raw'),
});
