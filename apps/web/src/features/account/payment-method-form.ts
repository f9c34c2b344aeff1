import { formatBankAccount, formatPhoneNumber, type TPaymentMethod, type TPaymentMethodType } from '@zadania/shared';

/** The fields of both kinds at once, so switching the kind keeps what was typed; the schema keeps its kind's. */
type TPaymentMethodValues = {
  type: TPaymentMethodType;
  bankAccount: string;
  accountHolderName: string;
  phoneNumber: string;
};

/** The fields the server's messages may name. */
export const paymentMethodFieldPaths = ['type', 'bankAccount', 'accountHolderName', 'phoneNumber'] as const;

/** The form's values for a method (null: a new one, a BLIK number starting as the confirmed phone). */
export const toPaymentMethodValues = (
  method: TPaymentMethod | null,
  confirmedPhone: string | null,
): TPaymentMethodValues => ({
  type: method?.type ?? 'przelew',
  bankAccount: method?.type === 'przelew' ? method.bankAccount : '',
  accountHolderName: method?.type === 'przelew' ? method.accountHolderName : '',
  phoneNumber: method?.type === 'blik' ? method.phoneNumber : (confirmedPhone ?? ''),
});

/** The account number or the BLIK phone number, formatted to read. */
export const describeMethod = (method: TPaymentMethod) =>
  method.type === 'przelew' ? formatBankAccount(method.bankAccount) : formatPhoneNumber(method.phoneNumber);
