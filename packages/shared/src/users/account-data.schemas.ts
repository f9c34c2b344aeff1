import { z } from 'zod';
import { ZBirthYear } from '../auth/parental-consent.schemas';
import { requiredString, ZBankAccount, ZLongText, ZName, ZNip, ZPhoneNumber, ZPostalCode } from '../validation/fields';
import { validationMessages as m } from '../validation/messages';

/** The limits of the account's personal, company, phone and payout data (spec silent: our choices). */
export const accountDataLimits = {
  buildingNumberMaxLength: 10,
  phoneCodeDigits: 6,
  phoneCodeTtlMinutes: 10,
  phoneCodeMaxAttempts: 5,
  /** A new code is sent at most once a minute; the hourly count is the rate limiter's. */
  phoneCodeResendSeconds: 60,
  paymentMethodsPerAccount: 10,
} as const;

/** How a teacher is paid out (docs/product-spec.md sections 3 and 9): a bank transfer or BLIK. */
export const paymentMethodTypes = ['przelew', 'blik'] as const;
export const ZPaymentMethodType = z.enum(paymentMethodTypes);
export type TPaymentMethodType = z.infer<typeof ZPaymentMethodType>;

export const paymentMethodTypeLabels: Record<TPaymentMethodType, string> = {
  przelew: 'Przelew',
  blik: 'BLIK',
};

export const accountDataMessages = {
  buildingNumberMax: `Maksimum ${accountDataLimits.buildingNumberMaxLength} znaków`,
  vatPayer: 'Zaznacz, czy firma jest płatnikiem VAT',
  paymentMethodType: 'Wybierz przelew albo BLIK',
  paymentMethodId: 'Niepoprawny identyfikator metody płatności',
  codeFormat: m.totpCode,
  companyNotFound: 'Nie znaleziono danych firmy.',
  phoneAlreadyConfirmed: 'Ten numer telefonu jest już potwierdzony.',
  codeMissing: 'Najpierw wyślij kod na numer telefonu.',
  codeExpired: 'Kod wygasł. Wyślij nowy kod.',
  codeAttemptsExhausted: 'Wykorzystano wszystkie próby. Wyślij nowy kod.',
  codeInvalid: (attemptsLeft: number) => `Nieprawidłowy kod. Pozostało prób: ${attemptsLeft}.`,
  blikNeedsConfirmedPhone: 'BLIK wymaga potwierdzonego numeru telefonu konta. Najpierw potwierdź ten numer.',
  paymentMethodNotFound: 'Nie znaleziono metody płatności.',
  paymentMethodDuplicate: 'Ta metoda płatności jest już dodana.',
  paymentMethodLimit: `Możesz dodać najwyżej ${accountDataLimits.paymentMethodsPerAccount} metod płatności.`,
  phoneCode: (code: string) =>
    `Twój kod potwierdzający numer telefonu w serwisie Zadania: ${code}. Kod jest ważny ${accountDataLimits.phoneCodeTtlMinutes} minut.`,
} as const;

const buildingNumberPattern = /^[\p{L}\p{N}][\p{L}\p{N} /-]*$/u;

/** A building number ('12', '12A', '3/5'). */
const ZBuildingNumber = requiredString()
  .trim()
  .min(1, m.required)
  .max(accountDataLimits.buildingNumberMaxLength, accountDataMessages.buildingNumberMax)
  .regex(buildingNumberPattern, m.invalidFormat);

/** An optional apartment number: an empty field means none (stored null). */
const ZApartmentNumber = z
  .string({ error: m.invalidFormat })
  .trim()
  .max(accountDataLimits.buildingNumberMaxLength, accountDataMessages.buildingNumberMax)
  .refine((value) => value === '' || buildingNumberPattern.test(value), m.invalidFormat)
  .nullish()
  .transform((value) => value || null);

/** An address (docs/product-spec.md section 3): street and city are name fields (2–64). */
export const ZAddress = z.object(
  {
    street: ZName,
    buildingNumber: ZBuildingNumber,
    apartmentNumber: ZApartmentNumber,
    postalCode: ZPostalCode,
    city: ZName,
  },
  { error: m.required },
);
export type TAddressInput = z.input<typeof ZAddress>;

/**
 * PUT /user/personal-data: who the account is, for invoices. `birthYear` (optional): an account without one gives
 * it here before its first payment (minors do not pay, docs/parents.md); it is set once, and never to a year that
 * would need a parent's consent (parentMessages.birthYearNeedsConsent, birthYearFixed).
 */
export const ZPersonalDataSave = z.object(
  { firstName: ZName, lastName: ZName, address: ZAddress, birthYear: ZBirthYear.optional() },
  { error: m.required },
);
export type TPersonalDataSave = z.output<typeof ZPersonalDataSave>;
export type TPersonalDataSaveInput = z.input<typeof ZPersonalDataSave>;

/**
 * PUT /user/company: the company invoices are made out to. The name is long text (2–256): registered names
 * ('… spółka z ograniczoną odpowiedzialnością') outgrow a name field's 64.
 */
export const ZCompanySave = z.object(
  {
    name: ZLongText,
    address: ZAddress,
    nip: ZNip,
    vatPayer: z.boolean({ error: accountDataMessages.vatPayer }),
  },
  { error: m.required },
);
export type TCompanySave = z.output<typeof ZCompanySave>;
export type TCompanySaveInput = z.input<typeof ZCompanySave>;

/** A stored address as responses carry it. */
export const ZAddressView = z.object({
  street: z.string(),
  buildingNumber: z.string(),
  apartmentNumber: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
});
export type TAddress = z.infer<typeof ZAddressView>;

export const ZPersonalData = z.object({
  firstName: z.string(),
  lastName: z.string(),
  address: ZAddressView,
  /** The account's birth year (null until given); set once. */
  birthYear: z.int().nullable().optional(),
  updatedAt: z.iso.datetime(),
});
export type TPersonalData = z.infer<typeof ZPersonalData>;

export const ZCompany = z.object({
  name: z.string(),
  address: ZAddressView,
  nip: z.string(),
  vatPayer: z.boolean(),
  updatedAt: z.iso.datetime(),
});
export type TCompany = z.infer<typeof ZCompany>;

/** GET /user/personal-data: null until the account fills them in. */
export const ZPersonalDataResponse = z.object({ personalData: ZPersonalData.nullable() });
export type TPersonalDataResponse = z.infer<typeof ZPersonalDataResponse>;
export const ZPersonalDataSaved = z.object({ message: z.string(), personalData: ZPersonalData });

/** GET /user/company: null when the account has no company. */
export const ZCompanyResponse = z.object({ company: ZCompany.nullable() });
export type TCompanyResponse = z.infer<typeof ZCompanyResponse>;
export const ZCompanySaved = z.object({ message: z.string(), company: ZCompany });

/** POST /user/send-phone-number-confirmation-code. */
export const ZSendPhoneCodeRequest = z.object({ phoneNumber: ZPhoneNumber }, { error: m.required });
export type TSendPhoneCodeRequest = z.infer<typeof ZSendPhoneCodeRequest>;

/** POST /user/confirm-phone-number: the six digits of the last code sent. */
export const ZConfirmPhoneRequest = z.object(
  {
    code: requiredString()
      .trim()
      .min(1, m.required)
      .regex(/^\d{6}$/, accountDataMessages.codeFormat),
  },
  { error: m.required },
);
export type TConfirmPhoneRequest = z.infer<typeof ZConfirmPhoneRequest>;

/** A code on its way: which number it confirms, until when, and when another may be sent. */
export const ZPendingPhoneCode = z.object({
  phoneNumber: z.string(),
  expiresAt: z.iso.datetime(),
  resendAvailableAt: z.iso.datetime(),
  attemptsLeft: z.number().int(),
});
export type TPendingPhoneCode = z.infer<typeof ZPendingPhoneCode>;

/** GET /user/phone-number: the confirmed phone (the account's phone) and the code waiting to be typed. */
export const ZPhoneState = z.object({
  phoneNumber: z.string().nullable(),
  confirmedAt: z.iso.datetime().nullable(),
  pending: ZPendingPhoneCode.nullable(),
});
export type TPhoneState = z.infer<typeof ZPhoneState>;

export const ZPhoneCodeSent = z.object({ message: z.string(), pending: ZPendingPhoneCode });
export type TPhoneCodeSent = z.infer<typeof ZPhoneCodeSent>;
export const ZPhoneConfirmed = z.object({ message: z.string(), phone: ZPhoneState });
export type TPhoneConfirmed = z.infer<typeof ZPhoneConfirmed>;

const ZBankTransferSave = z.object({
  type: z.literal('przelew'),
  bankAccount: ZBankAccount,
  accountHolderName: ZName,
});
const ZBlikSave = z.object({
  type: z.literal('blik'),
  phoneNumber: ZPhoneNumber.describe("Must be the account's confirmed phone number"),
});

/** POST /user/payment-method and PUT /user/payment-method/{id}: a bank transfer or BLIK. */
export const ZPaymentMethodSave = z.discriminatedUnion('type', [ZBankTransferSave, ZBlikSave], {
  error: accountDataMessages.paymentMethodType,
});
export type TPaymentMethodSave = z.output<typeof ZPaymentMethodSave>;
export type TPaymentMethodSaveInput = z.input<typeof ZPaymentMethodSave>;

export const ZPaymentMethodIdParams = z.object({ id: z.uuid(accountDataMessages.paymentMethodId) });

const paymentMethodViewFields = {
  id: z.uuid(),
  masked: z.boolean().describe('True when the account number or phone shows only its last digits'),
  usable: z
    .boolean()
    .describe('A transfer always; BLIK while its number is still the confirmed phone number of the account'),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
};

/** A stored payment method; its owner sees it whole, anybody else (an ADMIN) masked. */
export const ZPaymentMethod = z.discriminatedUnion('type', [
  z.object({
    ...paymentMethodViewFields,
    type: z.literal('przelew'),
    bankAccount: z.string(),
    accountHolderName: z.string(),
  }),
  z.object({ ...paymentMethodViewFields, type: z.literal('blik'), phoneNumber: z.string() }),
]);
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;

export const ZPaymentMethodList = z.object({ results: z.array(ZPaymentMethod) });
export type TPaymentMethodList = z.infer<typeof ZPaymentMethodList>;
export const ZPaymentMethodSaved = z.object({ message: z.string(), paymentMethod: ZPaymentMethod });

/** One option of a payment-method picker: always masked, so it may be shown anywhere. */
export const ZSelectablePaymentMethod = z.object({ id: z.uuid(), type: ZPaymentMethodType, label: z.string() });
export const ZSelectablePaymentMethods = z.object({ results: z.array(ZSelectablePaymentMethod) });
export type TSelectablePaymentMethods = z.infer<typeof ZSelectablePaymentMethods>;
