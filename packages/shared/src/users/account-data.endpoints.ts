import { defineEndpoints } from '../api/endpoint';
import { ZMessageResponse } from '../errors/error.schemas';
import {
  ZCompanyResponse,
  ZCompanySave,
  ZCompanySaved,
  ZConfirmPhoneRequest,
  ZPaymentMethodList,
  ZPaymentMethodSave,
  ZPaymentMethodSaved,
  ZPersonalDataResponse,
  ZPersonalDataSave,
  ZPersonalDataSaved,
  ZPhoneCodeSent,
  ZPhoneConfirmed,
  ZPhoneState,
  ZSelectablePaymentMethods,
  ZSendPhoneCodeRequest,
} from './account-data.schemas';

/** /api/user: the signed-in account's personal, company, phone and payout data (docs/product-spec.md section 7). */
export const accountDataEndpoints = defineEndpoints({
  personalData: { method: 'GET', path: '/user/personal-data', response: ZPersonalDataResponse },
  savePersonalData: {
    method: 'PUT',
    path: '/user/personal-data',
    body: ZPersonalDataSave,
    response: ZPersonalDataSaved,
  },
  company: { method: 'GET', path: '/user/company', response: ZCompanyResponse },
  saveCompany: { method: 'PUT', path: '/user/company', body: ZCompanySave, response: ZCompanySaved },
  deleteCompany: { method: 'DELETE', path: '/user/company', response: ZMessageResponse },
  phone: { method: 'GET', path: '/user/phone-number', response: ZPhoneState },
  sendPhoneCode: {
    method: 'POST',
    path: '/user/send-phone-number-confirmation-code',
    body: ZSendPhoneCodeRequest,
    response: ZPhoneCodeSent,
  },
  confirmPhone: {
    method: 'POST',
    path: '/user/confirm-phone-number',
    body: ZConfirmPhoneRequest,
    response: ZPhoneConfirmed,
  },
  paymentMethods: { method: 'GET', path: '/user/payment-methods', response: ZPaymentMethodList },
  selectablePaymentMethods: {
    method: 'GET',
    path: '/user/payment-methods/selectable',
    response: ZSelectablePaymentMethods,
  },
  userPaymentMethods: { method: 'GET', path: '/user/:id/payment-methods', response: ZPaymentMethodList },
  addPaymentMethod: {
    method: 'POST',
    path: '/user/payment-method',
    body: ZPaymentMethodSave,
    response: ZPaymentMethodSaved,
  },
  updatePaymentMethod: {
    method: 'PUT',
    path: '/user/payment-method/:id',
    body: ZPaymentMethodSave,
    response: ZPaymentMethodSaved,
  },
  deletePaymentMethod: { method: 'DELETE', path: '/user/payment-method/:id', response: ZMessageResponse },
});
