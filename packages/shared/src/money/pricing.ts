import { z } from 'zod';
import { ZAddress } from '../users/account-data.schemas';
import { ZBankAccount, ZLongText, ZNip, ZPhoneNumber } from '../validation/fields';
import { type TGrosze, ZGrosze } from './money';
import { divideRoundHalfUp, type TVatLine, type TVatRate, ZVatRate } from './vat';

/**
 * What the platform itself sells, with its prices and the seller on its invoices: configuration with the
 * defaults below (the API may override any part; parseCommerceConfig fills in what is left out). Courses,
 * tutoring, on-request tasks and recordings are priced by their teachers and are not in this catalogue.
 *
 * Premium: docs/product-spec.md section 3 names two fees, 59,99 and 22,99, without saying what they buy. We
 * read them as the two Premium plans a Polish student compares at a glance: 22,99 zł for a month and 59,99 zł
 * for three months (about 20 zł a month, 8,98 zł less than three single months), the usual pair for a
 * school term or the run-up to the matura or the eighth-grade exam. A plan lasts a fixed number of days from
 * activation (30 and 90), so no calendar-month edge cases (31 January + 1 month).
 *
 * Tokens (spent on a paid solution, a hint or a solution check): 10 for 9,99 zł (about 1 zł each), 50 for
 * 39,99 zł (about 0,80 zł each, 20% less) and 100 for 69,99 zł (about 0,70 zł each, 30% less).
 *
 * Every price is gross (a consumer price with VAT), in grosze, at the rate of the platform's electronically
 * supplied services, 23%.
 */

/** An item code: capitals, digits and underscores ('PREMIUM_1_MONTH'), stable across price changes. */
const ZProductCode = z.string().regex(/^[A-Z][A-Z0-9_]{0,63}$/);

export const ZPremiumPlan = z.object({
  code: ZProductCode,
  /** The Polish name, as on the page and the invoice line. */
  name: ZLongText,
  durationDays: z.int().positive(),
  priceGross: ZGrosze,
});
export type TPremiumPlan = z.infer<typeof ZPremiumPlan>;

export const ZTokenPackage = z.object({
  code: ZProductCode,
  name: ZLongText,
  tokens: z.int().positive(),
  priceGross: ZGrosze,
});
export type TTokenPackage = z.infer<typeof ZTokenPackage>;

/** The seller on the platform's invoices (docs/product-spec.md section 3: name, address, tax id). */
export const ZSellerDetails = z.object({ name: ZLongText, address: ZAddress, nip: ZNip });
export type TSellerDetails = z.output<typeof ZSellerDetails>;

export const defaultPremiumPlans: readonly TPremiumPlan[] = [
  { code: 'PREMIUM_1_MONTH', name: 'Konto Premium – 1 miesiąc (30 dni)', durationDays: 30, priceGross: 2299 },
  { code: 'PREMIUM_3_MONTHS', name: 'Konto Premium – 3 miesiące (90 dni)', durationDays: 90, priceGross: 5999 },
];

export const defaultTokenPackages: readonly TTokenPackage[] = [
  { code: 'TOKENS_10', name: 'Pakiet 10 tokenów', tokens: 10, priceGross: 999 },
  { code: 'TOKENS_50', name: 'Pakiet 50 tokenów', tokens: 50, priceGross: 3999 },
  { code: 'TOKENS_100', name: 'Pakiet 100 tokenów', tokens: 100, priceGross: 6999 },
];

/** The VAT rate of the platform's own digital services (Premium, tokens). */
export const defaultPlatformVatRate: TVatRate = '23';

/**
 * Placeholders: the spec names the seller's fields and a contact phone but gives no values, so these only
 * have the right shape (PL1234563218 is the usual example NIP with a valid check digit; 000000000 is no Polish
 * number). A real deployment sets its own; usesPlaceholderSeller tells whether it has.
 */
export const defaultSellerDetails: TSellerDetails = {
  name: 'Platforma Zadania (dane przykładowe)',
  address: {
    street: 'Przykładowa',
    buildingNumber: '1',
    apartmentNumber: null,
    postalCode: '00-001',
    city: 'Warszawa',
  },
  nip: 'PL1234563218',
};
export const defaultContactPhone = '000000000';

/**
 * What the token spends of docs/product-spec.md section 3 cost: a hint 1 token (about 1 zł), a paid solution
 * 3 (less than a can of cola), a solution check 5 (a teacher reads the student's own work).
 */
export const defaultTokenPrices = { PAID_SOLUTION: 3, HINT: 1, SOLUTION_CHECK: 5 } as const;

/** Where a Polish bank transfer goes: a placeholder account with a valid check sum (set a real one). */
export const defaultBankTransfer = {
  recipient: defaultSellerDetails.name,
  accountNumber: 'PL61109010140000071219812874',
};

const uniqueCodes = (items: readonly { code: string }[]) =>
  new Set(items.map((item) => item.code)).size === items.length;

/** The commerce configuration; every key may be left out and then takes its default. */
export const ZCommerceConfig = z
  .object({
    seller: ZSellerDetails.default(defaultSellerDetails),
    contactPhone: ZPhoneNumber.default(defaultContactPhone),
    vatRate: ZVatRate.default(defaultPlatformVatRate),
    premiumPlans: z
      .array(ZPremiumPlan)
      .min(1)
      .default([...defaultPremiumPlans]),
    tokenPackages: z.array(ZTokenPackage).default([...defaultTokenPackages]),
    tokenPrices: z
      .object({ PAID_SOLUTION: z.int().positive(), HINT: z.int().positive(), SOLUTION_CHECK: z.int().positive() })
      .default({ ...defaultTokenPrices }),
    bankTransfer: z.object({ recipient: ZLongText, accountNumber: ZBankAccount }).default(defaultBankTransfer),
    /**
     * Selling without VAT (a small business under the limit): the legal basis printed on invoices, such as
     * 'art. 113 ust. 1 ustawy o VAT'; every line then has the rate 'zw'. Null: VAT at `vatRate`.
     */
    vatExemptionBasis: ZLongText.nullable().default(null),
    /** The place of issue on invoices. */
    placeOfIssue: ZLongText.default('Warszawa'),
  })
  .refine((config) => uniqueCodes([...config.premiumPlans, ...config.tokenPackages]), {
    message: 'Kody produktów muszą być unikalne',
  });
export type TCommerceConfig = z.output<typeof ZCommerceConfig>;

/** The configuration from a partial one (environment, a JSON file): missing keys take the defaults. */
export const parseCommerceConfig = (input: unknown = {}): TCommerceConfig => ZCommerceConfig.parse(input);

export const defaultCommerceConfig: TCommerceConfig = parseCommerceConfig();

/** Whether the invoices would carry the placeholder seller or phone (a production deployment should warn). */
export const usesPlaceholderSeller = (config: TCommerceConfig) =>
  config.seller.nip === defaultSellerDetails.nip || config.contactPhone === defaultContactPhone;

/** A catalogue item with its kind from the purchasable enumeration of docs/product-spec.md section 3. */
export type TPlatformProduct = ({ kind: 'SUBSCRIPTION' } & TPremiumPlan) | ({ kind: 'TOKENS' } & TTokenPackage);

/** Everything the platform sells under a configuration: the Premium plans, then the token packages. */
export const listPlatformProducts = (config: TCommerceConfig): TPlatformProduct[] => [
  ...config.premiumPlans.map((plan) => ({ kind: 'SUBSCRIPTION' as const, ...plan })),
  ...config.tokenPackages.map((tokenPackage) => ({ kind: 'TOKENS' as const, ...tokenPackage })),
];

/** The item with this code, or null. */
export const findPlatformProduct = (config: TCommerceConfig, code: string): TPlatformProduct | null =>
  listPlatformProducts(config).find((product) => product.code === code) ?? null;

/** The invoice line of a purchase: the item's name and gross price at the platform's rate. */
export const platformProductLine = (product: TPlatformProduct, vatRate: TVatRate, quantity = 1): TVatLine => ({
  name: product.name,
  quantity,
  unitGross: product.priceGross,
  rate: vatRate,
});

/**
 * How much cheaper a price for `units` is than the same number of units at a reference price, in whole per
 * cent rounded half up (for a badge such as '−20%'); 0 when it is not cheaper. 50 tokens for 39,99 zł against
 * 10 for 9,99 zł → 20.
 */
export function savingPercent(price: TGrosze, units: number, reference: { price: TGrosze; units: number }): number {
  // At the reference unit price `units` would cost reference.price × units / reference.units; scaled by
  // reference.units to stay in integers.
  const fullPrice = BigInt(reference.price) * BigInt(units);
  if (fullPrice <= 0n) return 0;
  const saved = fullPrice - BigInt(price) * BigInt(reference.units);
  return Math.max(0, Number(divideRoundHalfUp(saved * 100n, fullPrice)));
}
