import { describe, expect, it } from 'vitest';
import {
  formatBankAccount,
  formatPhoneNumber,
  isValidNip,
  isValidPolishIban,
  maskBankAccount,
  maskPhoneNumber,
  normalizeBankAccount,
  normalizeNip,
} from './polish-identifiers';

describe('isValidNip', () => {
  it('accepts real tax ids with the PL prefix', () => {
    for (const nip of ['PL5260250274', 'PL7740001454', 'PL5213017228', 'PL1132853869', 'PL7251801126']) {
      expect(isValidNip(nip), nip).toBe(true);
    }
  });

  it('refuses a wrong check digit', () => {
    expect(isValidNip('PL5260250275')).toBe(false);
    expect(isValidNip('PL7740001453')).toBe(false);
  });

  it('refuses every number whose weighted sum modulo 11 is 10 (no check digit exists)', () => {
    // 1·6 + 2·5 + 3·7 + 4·2 + 5·3 + 6·4 + 7·5 + 8·6 + 9·7 = 230, and 230 mod 11 = 10.
    for (let last = 0; last <= 9; last += 1) expect(isValidNip(`PL123456789${last}`)).toBe(false);
  });

  it('refuses a missing or wrong prefix, wrong lengths, letters and unnormalised input', () => {
    expect(isValidNip('5260250274')).toBe(false);
    expect(isValidNip('DE5260250274')).toBe(false);
    expect(isValidNip('pl5260250274')).toBe(false);
    expect(isValidNip('PL526025027')).toBe(false);
    expect(isValidNip('PL52602502740')).toBe(false);
    expect(isValidNip('PL52602502A4')).toBe(false);
    expect(isValidNip('PL 526-025-02-74')).toBe(false);
    expect(isValidNip('')).toBe(false);
  });

  it('normalises what people type', () => {
    expect(normalizeNip(' pl 526-025-02-74 ')).toBe('PL5260250274');
    expect(isValidNip(normalizeNip('PL 526-025-02-74'))).toBe(true);
    // The ways Polish users write a NIP without the country code.
    for (const typed of ['526-025-02-74', '526 025 02 74', '5260250274', '526-02-50-274']) {
      expect(normalizeNip(typed), typed).toBe('PL5260250274');
    }
  });
});

describe('isValidPolishIban', () => {
  it('accepts real Polish account numbers', () => {
    for (const iban of [
      'PL61109010140000071219812874',
      'PL27114020040000300201355387',
      'PL10105000997603123456789123',
      'PL83101010230000261395100000',
    ]) {
      expect(isValidPolishIban(iban), iban).toBe(true);
    }
  });

  it('refuses wrong check digits and a changed digit of the account', () => {
    expect(isValidPolishIban('PL62109010140000071219812874')).toBe(false);
    expect(isValidPolishIban('PL61109010140000071219812875')).toBe(false);
    // Two neighbouring digits swapped: the mod-97 check catches transpositions.
    expect(isValidPolishIban('PL61109010140000071219818274')).toBe(false);
  });

  it('refuses wrong lengths, another country, letters and spaces', () => {
    expect(isValidPolishIban('PL6110901014000007121981287')).toBe(false);
    expect(isValidPolishIban('PL611090101400000712198128740')).toBe(false);
    expect(isValidPolishIban('61109010140000071219812874')).toBe(false);
    expect(isValidPolishIban('DE89370400440532013000')).toBe(false);
    expect(isValidPolishIban('PL6110901014000007121981287A')).toBe(false);
    expect(isValidPolishIban('PL61 1090 1014 0000 0712 1981 2874')).toBe(false);
  });

  it('normalises pasted numbers: spaces, tabs and a lower-case prefix', () => {
    const pasted = ' pl61 1090 1014\t0000 0712 1981 2874 ';
    expect(normalizeBankAccount(pasted)).toBe('PL61109010140000071219812874');
    expect(isValidPolishIban(normalizeBankAccount(pasted))).toBe(true);
  });
});

describe('display helpers', () => {
  it('groups and masks account and phone numbers', () => {
    expect(formatBankAccount('PL61109010140000071219812874')).toBe('PL61 1090 1014 0000 0712 1981 2874');
    expect(maskBankAccount('PL61109010140000071219812874')).toBe('PL•• •••• •••• •••• •••• •••• 2874');
    expect(formatPhoneNumber('600100200')).toBe('600 100 200');
    expect(maskPhoneNumber('600100200')).toBe('••• ••• 200');
  });
});
