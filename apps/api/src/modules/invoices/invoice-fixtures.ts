import fs from 'node:fs/promises';
import path from 'node:path';
import type { TInvoiceBuyer } from '@zadania/shared';
import type { TDb } from '../../db/client';
import { payments } from '../../db/schema';

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

/** A payment whose money arrived (a 10-token package for 9,99 zł by bank transfer unless told otherwise). */
export async function insertPaidPayment(
  db: TDb,
  values: Partial<typeof payments.$inferInsert> & { userId: string | null },
) {
  const [row] = await db
    .insert(payments)
    .values({
      status: 'paid',
      method: 'manual',
      provider: 'manual',
      itemKind: 'TOKENS',
      productCode: 'TOKENS_10',
      itemName: 'Pakiet 10 tokenów',
      itemQuantity: 10,
      amountGross: 999,
      buyer: privateBuyer,
      paidAt: new Date('2026-11-05T10:00:00Z'),
      ...values,
    })
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
