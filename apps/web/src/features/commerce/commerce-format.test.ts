import { defaultPremiumPlans, defaultTokenPackages } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import {
  accountDigits,
  formatAccountNumber,
  formatAddressLines,
  invoiceFileName,
  isExternalUrl,
  pricePerMonth,
  pricePerToken,
  referencePlan,
  transferAmountText,
} from './commerce-format';

describe('commerce formatting', () => {
  it('prices plans per 30 days and packages per token in whole grosze', () => {
    expect(defaultPremiumPlans.map(pricePerMonth)).toEqual([2299, 2000]);
    expect(pricePerMonth({ priceGross: 1000, durationDays: 90 })).toBe(333);
    expect(pricePerMonth({ priceGross: 1001, durationDays: 60 })).toBe(501);
    expect(defaultTokenPackages.map(pricePerToken)).toEqual([100, 80, 70]);
    expect(referencePlan(defaultPremiumPlans)?.code).toBe('PREMIUM_1_MONTH');
    expect(referencePlan([])).toBeUndefined();
  });

  it('writes the transfer details the way people and bank forms read them', () => {
    expect(formatAccountNumber('PL61109010140000071219812874')).toBe('PL61 1090 1014 0000 0712 1981 2874');
    expect(formatAccountNumber('61 1090 1014 0000 0712 1981 2874')).toBe('61 1090 1014 0000 0712 1981 2874');
    expect(accountDigits('PL61 1090 1014 0000 0712 1981 2874')).toBe('61109010140000071219812874');
    expect(transferAmountText(2299)).toBe('22,99');
    expect(transferAmountText(5)).toBe('0,05');
    expect(transferAmountText(123450)).toBe('1234,50');
  });

  it('names invoice files, tells external redirects, and lays out addresses', () => {
    expect(invoiceFileName('FV/2026/11/0001', 'pdf')).toBe('Faktura-FV-2026-11-0001.pdf');
    expect(invoiceFileName('FK/2026/11/0002', 'xml')).toBe('Faktura-FK-2026-11-0002.xml');
    expect(isExternalUrl('https://checkout.stripe.com/c/pay/cs_1')).toBe(true);
    expect(isExternalUrl('/checkout/demo/1')).toBe(false);
    expect(isExternalUrl('//evil.example')).toBe(false);
    expect(
      formatAddressLines({
        street: 'Polna',
        buildingNumber: '3',
        apartmentNumber: null,
        postalCode: '00-001',
        city: 'Łódź',
      }),
    ).toEqual(['Polna 3', '00-001 Łódź']);
  });
});
