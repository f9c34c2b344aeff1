import { describe, expect, it } from 'vitest';
import { isValidNip } from '../validation/polish-identifiers';
import { formatPln } from './money';
import {
  defaultCommerceConfig,
  defaultContactPhone,
  defaultPremiumPlans,
  defaultSellerDetails,
  defaultTokenPackages,
  findPlatformProduct,
  listPlatformProducts,
  parseCommerceConfig,
  platformProductLine,
  savingPercent,
  usesPlaceholderSeller,
  ZCommerceConfig,
} from './pricing';
import { computeVatLine } from './vat';

const plain = (value: string) => value.replace(/\u00a0/g, ' ');

describe('the default catalogue', () => {
  it('sells the two Premium plans at the fees of spec section 3 (22,99 and 59,99)', () => {
    expect(defaultPremiumPlans.map(({ code, durationDays, priceGross }) => [code, durationDays, priceGross])).toEqual([
      ['PREMIUM_1_MONTH', 30, 2299],
      ['PREMIUM_3_MONTHS', 90, 5999],
    ]);
    expect(defaultPremiumPlans.map((plan) => plain(formatPln(plan.priceGross)))).toEqual(['22,99 zł', '59,99 zł']);
  });

  it('makes three months cheaper than three single months', () => {
    const [month, quarter] = defaultPremiumPlans;
    expect(quarter!.priceGross).toBeLessThan(3 * month!.priceGross);
    expect(
      savingPercent(quarter!.priceGross, quarter!.durationDays, {
        price: month!.priceGross,
        units: month!.durationDays,
      }),
    ).toBe(13);
  });

  it('sells tokens cheaper per token in bigger packages', () => {
    expect(defaultTokenPackages.map(({ tokens, priceGross }) => [tokens, priceGross])).toEqual([
      [10, 999],
      [50, 3999],
      [100, 6999],
    ]);
    const smallest = defaultTokenPackages[0]!;
    const reference = { price: smallest.priceGross, units: smallest.tokens };
    expect(defaultTokenPackages.map((p) => savingPercent(p.priceGross, p.tokens, reference))).toEqual([0, 20, 30]);
  });

  it('names every item in Polish, with unique codes', () => {
    const products = listPlatformProducts(defaultCommerceConfig);
    expect(products.map((product) => [product.kind, product.name])).toEqual([
      ['SUBSCRIPTION', 'Konto Premium – 1 miesiąc (30 dni)'],
      ['SUBSCRIPTION', 'Konto Premium – 3 miesiące (90 dni)'],
      ['TOKENS', 'Pakiet 10 tokenów'],
      ['TOKENS', 'Pakiet 50 tokenów'],
      ['TOKENS', 'Pakiet 100 tokenów'],
    ]);
    expect(new Set(products.map((product) => product.code)).size).toBe(products.length);
  });

  it('charges 23 % VAT inside the gross prices', () => {
    expect(defaultCommerceConfig.vatRate).toBe('23');
    const quarter = findPlatformProduct(defaultCommerceConfig, 'PREMIUM_3_MONTHS')!;
    expect(computeVatLine(platformProductLine(quarter, defaultCommerceConfig.vatRate))).toMatchObject({
      name: 'Konto Premium – 3 miesiące (90 dni)',
      quantity: 1,
      unitGross: 5999,
      net: 4877,
      vat: 1122,
      gross: 5999,
    });
    expect(findPlatformProduct(defaultCommerceConfig, 'TOKENS_50')).toMatchObject({ kind: 'TOKENS', tokens: 50 });
    expect(findPlatformProduct(defaultCommerceConfig, 'NOPE')).toBeNull();
  });
});

describe('seller details and contact phone', () => {
  it('default to placeholders of the right shape (the spec gives no values)', () => {
    expect(isValidNip(defaultSellerDetails.nip)).toBe(true);
    expect(defaultContactPhone).toMatch(/^\d{9}$/);
    expect(ZCommerceConfig.parse(defaultCommerceConfig)).toEqual(defaultCommerceConfig);
    expect(usesPlaceholderSeller(defaultCommerceConfig)).toBe(true);
  });

  it('a deployment sets its own', () => {
    const config = parseCommerceConfig({
      seller: {
        name: 'Przykładowa Edukacja sp. z o.o.',
        address: { street: 'Marszałkowska', buildingNumber: '10A', postalCode: '00-950', city: 'Warszawa' },
        nip: 'pl 526-025-02-74',
      },
      contactPhone: '600100200',
    });
    expect(config.seller.nip).toBe('PL5260250274');
    expect(config.seller.address.apartmentNumber).toBeNull();
    expect(usesPlaceholderSeller(config)).toBe(false);
    expect(config.premiumPlans).toEqual(defaultPremiumPlans);
  });
});

describe('parseCommerceConfig', () => {
  it('fills in whatever is left out with the defaults', () => {
    expect(parseCommerceConfig()).toEqual(defaultCommerceConfig);
    const cheaper = parseCommerceConfig({
      premiumPlans: [
        { code: 'PREMIUM_1_MONTH', name: 'Konto Premium – 1 miesiąc', durationDays: 30, priceGross: 1999 },
      ],
    });
    expect(cheaper.premiumPlans).toHaveLength(1);
    expect(cheaper.tokenPackages).toEqual(defaultTokenPackages);
    expect(cheaper.seller).toEqual(defaultSellerDetails);
  });

  it('refuses prices that are not whole grosze, duplicate codes, a bad NIP or phone, an unknown rate', () => {
    const plan = { code: 'P', name: 'Plan', durationDays: 30, priceGross: 2299 };
    const refused = (input: unknown) => ZCommerceConfig.safeParse(input);
    expect(refused({ premiumPlans: [{ ...plan, priceGross: 22.99 }] }).success).toBe(false);
    expect(refused({ premiumPlans: [{ ...plan, priceGross: -1 }] }).success).toBe(false);
    expect(refused({ premiumPlans: [{ ...plan, durationDays: 0 }] }).success).toBe(false);
    expect(refused({ premiumPlans: [] }).success).toBe(false);
    expect(refused({ premiumPlans: [plan, plan] }).error?.issues[0]?.message).toBe('Kody produktów muszą być unikalne');
    expect(refused({ premiumPlans: [{ ...plan, code: 'lower' }] }).success).toBe(false);
    expect(refused({ seller: { ...defaultSellerDetails, nip: 'PL1234567890' } }).error?.issues[0]?.message).toBe(
      'Błędny NIP',
    );
    expect(refused({ contactPhone: '12345' }).error?.issues[0]?.message).toBe('Niepoprawny numer telefonu');
    expect(refused({ vatRate: '22' }).success).toBe(false);
    expect(refused({ vatRate: 'zw' }).success).toBe(true);
  });
});

describe('savingPercent', () => {
  it('rounds half up and never goes below zero', () => {
    expect(savingPercent(950, 1, { price: 1000, units: 1 })).toBe(5);
    expect(savingPercent(955, 1, { price: 1000, units: 1 })).toBe(5); // 4,5 % rounds up
    expect(savingPercent(956, 1, { price: 1000, units: 1 })).toBe(4);
    expect(savingPercent(1200, 1, { price: 1000, units: 1 })).toBe(0);
    expect(savingPercent(0, 10, { price: 0, units: 1 })).toBe(0);
  });
});
