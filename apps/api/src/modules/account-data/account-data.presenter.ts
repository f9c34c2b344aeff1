import {
  accountDataLimits as limits,
  maskBankAccount,
  maskPhoneNumber,
  type TCompany,
  type TPaymentMethod,
  type TPendingPhoneCode,
  type TPersonalData,
} from '@zadania/shared';
import type { TCompanyRow, TPaymentMethodRow, TPersonalDataRow, TPhoneConfirmationCodeRow } from '../../db/schema';

const toAddress = (row: TPersonalDataRow | TCompanyRow) => ({
  street: row.street,
  buildingNumber: row.buildingNumber,
  apartmentNumber: row.apartmentNumber,
  postalCode: row.postalCode,
  city: row.city,
});

export const toPersonalData = (row: TPersonalDataRow, birthYear: number | null): TPersonalData => ({
  firstName: row.firstName,
  lastName: row.lastName,
  address: toAddress(row),
  birthYear,
  updatedAt: row.updatedAt.toISOString(),
});

export const toCompany = (row: TCompanyRow): TCompany => ({
  name: row.name,
  nip: row.nip,
  vatPayer: row.vatPayer,
  address: toAddress(row),
  updatedAt: row.updatedAt.toISOString(),
});

export const toPendingCode = (row: TPhoneConfirmationCodeRow): TPendingPhoneCode => ({
  phoneNumber: row.phoneNumber,
  expiresAt: row.expiresAt.toISOString(),
  resendAvailableAt: new Date(row.createdAt.getTime() + limits.phoneCodeResendSeconds * 1000).toISOString(),
  attemptsLeft: Math.max(0, limits.phoneCodeMaxAttempts - row.attempts),
});

/**
 * A stored payment method as a viewer may see it: whole for its owner, masked for anybody else. A BLIK method
 * is usable while its number is still the account's confirmed phone.
 */
export const toPaymentMethod = (
  row: TPaymentMethodRow,
  view: { masked: boolean; confirmedPhone: string | null },
): TPaymentMethod => {
  const common = {
    id: row.id,
    masked: view.masked,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  if (row.type === 'przelew' && row.bankAccount && row.accountHolderName) {
    return {
      ...common,
      type: 'przelew',
      usable: true,
      bankAccount: view.masked ? maskBankAccount(row.bankAccount) : row.bankAccount,
      accountHolderName: row.accountHolderName,
    };
  }
  // The table's check constraint leaves a BLIK row with a phone number.
  const phoneNumber = row.phoneNumber ?? '';
  return {
    ...common,
    type: 'blik',
    usable: phoneNumber === view.confirmedPhone,
    phoneNumber: view.masked ? maskPhoneNumber(phoneNumber) : phoneNumber,
  };
};
