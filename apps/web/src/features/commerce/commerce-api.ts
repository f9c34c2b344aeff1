import { commerceEndpoints, type TCheckoutRequest } from '@zadania/shared';
import { callEndpoint } from '../../lib/api/call-endpoint';

/**
 * Premium, the token wallet, payments and invoices (docs/product-spec.md sections 1–3). Reads show their own
 * error states and forms their own alerts, so those calls raise no error toast.
 */
export const commerceApi = {
  catalog: (signal?: AbortSignal) => callEndpoint(commerceEndpoints.catalog, { signal, errorToast: false }),
  subscription: (signal?: AbortSignal) => callEndpoint(commerceEndpoints.subscription, { signal, errorToast: false }),
  cancelSubscription: () => callEndpoint(commerceEndpoints.cancelSubscription),
  resumeSubscription: () => callEndpoint(commerceEndpoints.resumeSubscription),
  wallet: (signal?: AbortSignal) => callEndpoint(commerceEndpoints.tokenWallet, { signal, errorToast: false }),
  tokenHistory: (page: number, signal?: AbortSignal) =>
    callEndpoint(commerceEndpoints.tokenHistory, { query: { page }, signal, errorToast: false }),
  checkout: (body: TCheckoutRequest) => callEndpoint(commerceEndpoints.checkout, { body, errorToast: false }),
  myPayments: (page: number, signal?: AbortSignal) =>
    callEndpoint(commerceEndpoints.myPayments, { query: { page }, signal, errorToast: false }),
  payment: (id: string, signal?: AbortSignal) =>
    callEndpoint(commerceEndpoints.payment, { params: { id }, signal, errorToast: false }),
  cancelPayment: (id: string) => callEndpoint(commerceEndpoints.cancelPayment, { params: { id }, body: {} }),
  demoPayment: (id: string, outcome: 'paid' | 'failed') =>
    callEndpoint(commerceEndpoints.demoPayment, { params: { id }, body: { outcome } }),
  myInvoices: (page: number, signal?: AbortSignal) =>
    callEndpoint(commerceEndpoints.myInvoices, { query: { page }, signal, errorToast: false }),
  invoice: (id: string, signal?: AbortSignal) =>
    callEndpoint(commerceEndpoints.invoice, { params: { id }, signal, errorToast: false }),
  invoicePdf: (id: string) => callEndpoint(commerceEndpoints.invoicePdf, { params: { id } }),
  invoiceKsef: (id: string) => callEndpoint(commerceEndpoints.invoiceKsef, { params: { id } }),
};
