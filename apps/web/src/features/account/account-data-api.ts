import { accountDataEndpoints, type TPaymentMethodSave } from '@zadania/shared';
import { callEndpoint, type TEndpointBody } from '../../lib/api/call-endpoint';

type TBody<TName extends keyof typeof accountDataEndpoints> = TEndpointBody<(typeof accountDataEndpoints)[TName]>;

/** Query keys of the account data page; `accountDataKeys.all` covers them all. */
export const accountDataKeys = {
  all: ['account-data'] as const,
  personalData: ['account-data', 'personal-data'] as const,
  company: ['account-data', 'company'] as const,
  phone: ['account-data', 'phone'] as const,
  paymentMethods: ['account-data', 'payment-methods'] as const,
};

/**
 * The account's personal, company, phone and payout data (docs/product-spec.md section 7, "User"). Reads show
 * their own error states; forms show errors beside their fields, so neither raises the error toast.
 */
export const accountDataApi = {
  personalData: (signal?: AbortSignal) =>
    callEndpoint(accountDataEndpoints.personalData, { signal, errorToast: false }),
  savePersonalData: (body: TBody<'savePersonalData'>) =>
    callEndpoint(accountDataEndpoints.savePersonalData, { body, errorToast: false }),
  company: (signal?: AbortSignal) => callEndpoint(accountDataEndpoints.company, { signal, errorToast: false }),
  saveCompany: (body: TBody<'saveCompany'>) =>
    callEndpoint(accountDataEndpoints.saveCompany, { body, errorToast: false }),
  deleteCompany: () => callEndpoint(accountDataEndpoints.deleteCompany),
  phone: (signal?: AbortSignal) => callEndpoint(accountDataEndpoints.phone, { signal, errorToast: false }),
  sendPhoneCode: (body: TBody<'sendPhoneCode'>) =>
    callEndpoint(accountDataEndpoints.sendPhoneCode, { body, errorToast: false }),
  confirmPhone: (body: TBody<'confirmPhone'>) =>
    callEndpoint(accountDataEndpoints.confirmPhone, { body, errorToast: false }),
  paymentMethods: (signal?: AbortSignal) =>
    callEndpoint(accountDataEndpoints.paymentMethods, { signal, errorToast: false }),
  addPaymentMethod: (body: TPaymentMethodSave) =>
    callEndpoint(accountDataEndpoints.addPaymentMethod, { body, errorToast: false }),
  updatePaymentMethod: (id: string, body: TPaymentMethodSave) =>
    callEndpoint(accountDataEndpoints.updatePaymentMethod, { params: { id }, body, errorToast: false }),
  deletePaymentMethod: (id: string) => callEndpoint(accountDataEndpoints.deletePaymentMethod, { params: { id } }),
};
