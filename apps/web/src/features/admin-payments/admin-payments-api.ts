import { commerceEndpoints, type TPaymentStatus, type TPurchaseMethod } from '@zadania/shared';
import { callEndpoint } from '../../lib/api/call-endpoint';

/** The filters of /admin/payments, as the URL query carries them. */
export type TAdminPaymentFilters = {
  status?: TPaymentStatus;
  method?: TPurchaseMethod;
  search?: string;
  page: number;
};

/** ADMIN: every payment, the manual confirmation, refunds and the bank statement import. */
export const adminPaymentsApi = {
  /** The page shows its own error state, so no toast. */
  list: (filters: TAdminPaymentFilters, signal?: AbortSignal) =>
    callEndpoint(commerceEndpoints.adminPayments, { query: filters, signal, errorToast: false }),
  confirm: (id: string) => callEndpoint(commerceEndpoints.confirmPayment, { params: { id }, body: {} }),
  refund: (id: string) => callEndpoint(commerceEndpoints.refundPayment, { params: { id }, body: {} }),
  /** The import form shows the refusal next to the file. */
  importStatement: (csv: string) =>
    callEndpoint(commerceEndpoints.importBankStatement, { body: { csv }, errorToast: false }),
};

export const adminPaymentKeys = {
  all: ['payment', 'admin'] as const,
  list: (filters: TAdminPaymentFilters) => ['payment', 'admin', filters] as const,
};
