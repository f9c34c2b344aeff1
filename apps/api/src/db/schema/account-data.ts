import { paymentMethodTypes } from '@zadania/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { primaryId, timestamps, timestampTz } from './columns';
import { userPrimaryKey, userRefCascade } from './references';

/** The columns of an address (docs/product-spec.md section 3), the same in every table that holds one. */
const addressColumns = () => ({
  street: text('street').notNull(),
  buildingNumber: text('building_number').notNull(),
  apartmentNumber: text('apartment_number'),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
});

/** The account holder's name and address, for invoices; one per account, gone with the account. */
export const userPersonalData = pgTable('user_personal_data', {
  userId: userPrimaryKey('user_id'),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  ...addressColumns(),
  ...timestamps(),
});

/** The company invoices are made out to; one per account, deletable, gone with the account. */
export const userCompanies = pgTable('user_companies', {
  userId: userPrimaryKey('user_id'),
  name: text('name').notNull(),
  nip: text('nip').notNull(),
  vatPayer: boolean('vat_payer').notNull(),
  ...addressColumns(),
  ...timestamps(),
});

/**
 * The one code waiting to confirm a phone number, per account: an HMAC of it (never the code), its expiry and
 * the wrong tries so far. Sending a new code replaces it; confirming deletes it.
 */
export const phoneConfirmationCodes = pgTable('phone_confirmation_codes', {
  userId: userPrimaryKey('user_id'),
  phoneNumber: text('phone_number').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestampTz('expires_at').notNull(),
  createdAt: timestampTz('created_at').notNull(),
});

export const paymentMethodTypeEnum = pgEnum('payment_method_type', paymentMethodTypes);

/**
 * How an account is paid out: a bank transfer (account number and holder) or BLIK (a phone number). One row
 * per method, each method once per account (`payment_methods_user_data_unique`).
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: primaryId(),
    userId: userRefCascade('user_id'),
    type: paymentMethodTypeEnum('type').notNull(),
    bankAccount: text('bank_account'),
    accountHolderName: text('account_holder_name'),
    phoneNumber: text('phone_number'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('payment_methods_user_data_unique').on(
      t.userId,
      t.type,
      sql`coalesce(${t.bankAccount}, ${t.phoneNumber})`,
    ),
    check(
      'payment_methods_data_check',
      sql`(${t.type} = 'przelew' and ${t.bankAccount} is not null and ${t.accountHolderName} is not null and ${t.phoneNumber} is null)
        or (${t.type} = 'blik' and ${t.phoneNumber} is not null and ${t.bankAccount} is null and ${t.accountHolderName} is null)`,
    ),
  ],
);

export type TPersonalDataRow = typeof userPersonalData.$inferSelect;
export type TCompanyRow = typeof userCompanies.$inferSelect;
export type TPhoneConfirmationCodeRow = typeof phoneConfirmationCodes.$inferSelect;
export type TPaymentMethodRow = typeof paymentMethods.$inferSelect;
