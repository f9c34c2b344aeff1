import fs from 'node:fs/promises';
import path from 'node:path';
import type { TInvoiceBuyer } from '@zadania/shared';
import type { TDb } from '../../db/client';
import { payments } from '../../db/schema';
import type { TPaymentRow } from '../payments/purchase-fulfilment';

/** Test data of the invoices module: paid payments written straight into the database, and buyers. */

export const companyBuyer = {
  type: 'company',
  name: 'Szkoła "Żak" & Partnerzy <Sp. z o.o.>',
  nip: 'PL5260250274',
  address: {
    street: 'Świętokrzyska',
    buildingNumber: '12',
    apartmentNumber: '3',
    postalCode: '00-916',
    city: 'Warszawa',
  },
  vatPayer: true,
} as const satisfies TInvoiceBuyer;

export const privateBuyer = {
  type: 'private',
  name: 'Jan Kowalski',
  address: { street: 'Długa', buildingNumber: '5', apartmentNumber: null, postalCode: '31-147', city: 'Kraków' },
} as const satisfies TInvoiceBuyer;

/** A three-month Premium plan a company bought by card (59,99 zł). */
export const premiumBoughtByCard = {
  provider: 'stripe',
  method: 'stripe',
  itemKind: 'SUBSCRIPTION',
  productCode: 'PREMIUM_3_MONTHS',
  itemName: 'Konto Premium – 3 miesiące (90 dni)',
  itemQuantity: 90,
  amountGross: 5999,
  buyer: companyBuyer,
} as const;

const paidAt = new Date('2026-11-05T10:00:00Z');

/** A 10-token package for 9,99 zł, paid by bank transfer on 5 November 2026. */
const tokenPackagePaid = {
  status: 'paid',
  method: 'manual',
  provider: 'manual',
  itemKind: 'TOKENS',
  productCode: 'TOKENS_10',
  itemName: 'Pakiet 10 tokenów',
  itemQuantity: 10,
  amountGross: 999,
  buyer: privateBuyer,
  paidAt,
} as const;

/** A paid payment's row as the invoice documents read it: a 10-token package by bank transfer unless told otherwise. */
export const paymentRow = (values: Partial<TPaymentRow> = {}): TPaymentRow => ({
  id: '3f1a8c9e-2b4d-4e6f-8a1b-0c2d3e4f5a6b',
  userId: null,
  beneficiaryId: null,
  ...tokenPackagePaid,
  currency: 'PLN',
  transferTitle: null,
  providerSessionId: null,
  providerPaymentId: null,
  undelivered: false,
  createdAt: paidAt,
  updatedAt: paidAt,
  ...values,
});

/** A payment whose money arrived (a 10-token package for 9,99 zł by bank transfer unless told otherwise). */
export async function insertPaidPayment(
  db: TDb,
  values: Partial<typeof payments.$inferInsert> & { userId: string | null },
) {
  const [row] = await db
    .insert(payments)
    .values({ ...tokenPackagePaid, ...values })
    .returning();
  return row!;
}

const ksefFixtures = path.join(import.meta.dirname, '../../../test/fixtures/ksef');
const ksefSchemaFiles = [
  'schemat_FA(3)_v1-0E.xsd',
  'StrukturyDanych_v10-0E.xsd',
  'ElementarneTypyDanych_v10-0E.xsd',
  'KodyKrajow_v10-0E.xsd',
];

/** Validates XML against the official FA(3) schema (vendored in test/fixtures/ksef) with libxml2 (xmllint-wasm). */
export async function validateAgainstFa3(xml: string) {
  const { validateXML } = await import('xmllint-wasm');
  const [schema, ...preload] = await Promise.all(
    ksefSchemaFiles.map(async (fileName) => ({
      fileName,
      contents: await fs.readFile(path.join(ksefFixtures, fileName), 'utf8'),
    })),
  );
  return validateXML({ xml: { fileName: 'faktura.xml', contents: xml }, schema: schema!, preload });
}
