import { bindUseCases } from '../../lib/use-cases';
import { createAccountDataContext, type TAccountDataDeps } from './account-data.context';
import { addPaymentMethod } from './use-cases/add-payment-method';
import { confirmPhoneNumber } from './use-cases/confirm-phone-number';
import { deleteCompany } from './use-cases/delete-company';
import { deletePaymentMethod } from './use-cases/delete-payment-method';
import { getCompany } from './use-cases/get-company';
import { getPersonalData } from './use-cases/get-personal-data';
import { getPhone } from './use-cases/get-phone';
import { listPaymentMethods } from './use-cases/list-payment-methods';
import { listPaymentMethodsOf } from './use-cases/list-payment-methods-of';
import { listSelectablePaymentMethods } from './use-cases/list-selectable-payment-methods';
import { saveCompany } from './use-cases/save-company';
import { savePersonalData } from './use-cases/save-personal-data';
import { sendPhoneCode } from './use-cases/send-phone-code';
import { updatePaymentMethod } from './use-cases/update-payment-method';

/**
 * The rules of the account's personal, company, phone and payout data (issue 14 points 4–6). Every call acts on
 * the signed-in account's own data; only the payout methods are also readable, masked, by an ADMIN.
 */
export function createAccountDataService(deps: TAccountDataDeps) {
  const ctx = createAccountDataContext(deps);
  return bindUseCases(ctx, {
    getPersonalData,
    savePersonalData,
    getCompany,
    saveCompany,
    deleteCompany,
    getPhone,
    sendPhoneCode,
    confirmPhoneNumber,
    listPaymentMethods,
    listPaymentMethodsOf,
    listSelectablePaymentMethods,
    addPaymentMethod,
    updatePaymentMethod,
    deletePaymentMethod,
  });
}

export type TAccountDataService = ReturnType<typeof createAccountDataService>;
