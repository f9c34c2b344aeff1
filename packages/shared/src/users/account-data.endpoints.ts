import { defineEndpoints, withParams } from '../api/endpoint';
import { del, get, post, put } from '../api/routes';
import { ZMessageResponse } from '../errors/error.schemas';
import {
  ZCompanyResponse,
  ZCompanySave,
  ZCompanySaved,
  ZConfirmPhoneRequest,
  ZPaymentMethodIdParams,
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
import { ZUserIdParams } from './user.schemas';

/** /api/user: the signed-in account's personal, company, phone and payout data (docs/product-spec.md section 7). */
export const accountDataEndpoints = defineEndpoints({
  personalData: get('/user/personal-data', ZPersonalDataResponse),
  savePersonalData: put('/user/personal-data', ZPersonalDataSave, ZPersonalDataSaved),
  company: get('/user/company', ZCompanyResponse),
  saveCompany: put('/user/company', ZCompanySave, ZCompanySaved),
  deleteCompany: del('/user/company', ZMessageResponse),
  phone: get('/user/phone-number', ZPhoneState),
  sendPhoneCode: post('/user/send-phone-number-confirmation-code', ZSendPhoneCodeRequest, ZPhoneCodeSent),
  confirmPhone: post('/user/confirm-phone-number', ZConfirmPhoneRequest, ZPhoneConfirmed),
  paymentMethods: get('/user/payment-methods', ZPaymentMethodList),
  selectablePaymentMethods: get('/user/payment-methods/selectable', ZSelectablePaymentMethods),
  userPaymentMethods: withParams(get('/user/:id/payment-methods', ZPaymentMethodList), ZUserIdParams),
  addPaymentMethod: post('/user/payment-method', ZPaymentMethodSave, ZPaymentMethodSaved),
  updatePaymentMethod: withParams(
    put('/user/payment-method/:id', ZPaymentMethodSave, ZPaymentMethodSaved),
    ZPaymentMethodIdParams,
  ),
  deletePaymentMethod: withParams(del('/user/payment-method/:id', ZMessageResponse), ZPaymentMethodIdParams),
});
