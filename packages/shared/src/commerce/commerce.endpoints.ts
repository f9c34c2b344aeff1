import { defineEndpoints, withParams, ZEmptyBody } from '../api/endpoint';
import { get, post, put } from '../api/routes';
import { ZIdParams } from '../catalogue/homework-save.schemas';
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
  ZPaymentParams,
  ZSolutionCheckRequest,
  ZSolutionCheckResponse,
  ZSubscriptionChanged,
  ZSubscriptionState,
  ZTokenHistory,
  ZTokenHistoryQuery,
  ZTokenWallet,
  ZUnlockRequest,
  ZUnlockResponse,
  ZWebhookReceived,
} from './commerce.schemas';

/**
 * Commerce (docs/product-spec.md sections 1, 2, 3, 6): what the platform sells, Premium, the token wallet
 * and its spends, payments (Stripe, the demo provider, bank transfers) and invoices.
 */
export const commerceEndpoints = defineEndpoints({
  catalog: get('/commerce/catalog', ZCommerceCatalog),

  subscription: get('/subscription', ZSubscriptionState),
  /** No body: the route reads none (a JSON body is accepted and ignored). */
  cancelSubscription: put('/subscription/cancel', ZSubscriptionChanged),
  resumeSubscription: put('/subscription/resume', ZSubscriptionChanged),

  tokenWallet: get('/tokens', ZTokenWallet),
  tokenHistory: get('/tokens/history', ZTokenHistoryQuery, ZTokenHistory),
  unlockHomework: withParams(post('/homework/:id/unlock', ZUnlockRequest, ZUnlockResponse), ZIdParams),
  requestSolutionCheck: withParams(
    post('/homework/:id/solution-check', ZSolutionCheckRequest, ZSolutionCheckResponse),
    ZIdParams,
  ),

  checkout: post('/payment/checkout', ZCheckoutRequest, ZCheckoutResponse),
  myPayments: get('/payment', ZPaymentListQuery, ZPaymentList),
  adminPayments: get('/payment/admin', ZAdminPaymentListQuery, ZPaymentList),
  payment: withParams(get('/payment/:id', ZPayment), ZPaymentParams),
  cancelPayment: withParams(post('/payment/:id/cancel', ZEmptyBody, ZPaymentChanged), ZPaymentParams),
  confirmPayment: withParams(post('/payment/:id/confirm', ZEmptyBody, ZPaymentChanged), ZPaymentParams),
  refundPayment: withParams(post('/payment/:id/refund', ZEmptyBody, ZPaymentChanged), ZPaymentParams),
  demoPayment: withParams(post('/payment/:id/demo', ZDemoPaymentRequest, ZPaymentChanged), ZPaymentParams),
  importBankStatement: post('/payment/import-statement', ZBankStatementImport, ZBankStatementResult),
  /** Stripe's webhook: the raw body (any content type), verified by the `stripe-signature` header. */
  stripeWebhook: post('/payment/webhook/stripe', ZWebhookReceived),

  myInvoices: get('/invoice', ZInvoiceListQuery, ZInvoiceList),
  invoice: withParams(get('/invoice/:id', ZInvoice), ZIdParams),
  invoicePdf: withParams(get('/invoice/:id/pdf', 'raw'), ZIdParams),
  invoiceKsef: withParams(get('/invoice/:id/ksef', 'raw'), ZIdParams),
});
