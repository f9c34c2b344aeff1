import { describe, expect, it } from 'vitest';
import { accountDataPolicy } from '../policies/account-data.policy';
import { messageOf, pathOf } from '../validation/schema-test-helpers';
import {
  ZAddress,
  ZCompanySave,
  ZConfirmPhoneRequest,
  ZPaymentMethodSave,
  ZPersonalDataSave,
  ZSendPhoneCodeRequest,
} from './account-data.schemas';

const address = { street: 'Marszałkowska', buildingNumber: '10A', postalCode: '00-950', city: 'Warszawa' };
const bankAccountMessage = 'Niepoprawny numer konta bankowego. Wymagane 26 cyfr z prefiksem "PL".';

describe('address', () => {
  it('accepts an address without an apartment, and an empty apartment field means none', () => {
    expect(ZAddress.parse(address)).toEqual({ ...address, apartmentNumber: null });
    expect(ZAddress.parse({ ...address, apartmentNumber: '' }).apartmentNumber).toBeNull();
    expect(ZAddress.parse({ ...address, apartmentNumber: ' 5 ' }).apartmentNumber).toBe('5');
  });

  it('gives the exact Polish messages', () => {
    expect(messageOf(ZAddress, { ...address, postalCode: '00950' })).toBe('Błędny kod pocztowy');
    expect(messageOf(ZAddress, { ...address, postalCode: '0-0950' })).toBe('Błędny kod pocztowy');
    expect(messageOf(ZAddress, { ...address, street: 'M' })).toBe('Minimum 2 znaki');
    expect(messageOf(ZAddress, { ...address, city: 'W'.repeat(65) })).toBe('Maksimum 64 znaki');
    expect(messageOf(ZAddress, { ...address, buildingNumber: '' })).toBe('Wymagane pole');
    expect(messageOf(ZAddress, { ...address, buildingNumber: '1'.repeat(11) })).toBe('Maksimum 10 znaków');
    expect(messageOf(ZAddress, { ...address, buildingNumber: '<b>' })).toBe('Niepoprawny format');
    expect(messageOf(ZAddress, undefined)).toBe('Wymagane pole');
    expect(pathOf(ZAddress, { ...address, city: undefined })).toBe('city');
  });
});

describe('personal data', () => {
  it('first and last name are name fields of 2–64 characters', () => {
    expect(ZPersonalDataSave.parse({ firstName: ' Ola ', lastName: 'Nowak', address }).firstName).toBe('Ola');
    expect(messageOf(ZPersonalDataSave, { firstName: 'O', lastName: 'Nowak', address })).toBe('Minimum 2 znaki');
    expect(messageOf(ZPersonalDataSave, { firstName: 'Ola', lastName: 'N'.repeat(65), address })).toBe(
      'Maksimum 64 znaki',
    );
    expect(
      pathOf(ZPersonalDataSave, { firstName: 'Ola', lastName: 'Nowak', address: { ...address, postalCode: 'x' } }),
    ).toBe('address.postalCode');
  });
});

describe('company', () => {
  const company = { name: 'Zadania sp. z o.o.', address, nip: 'PL5260250274', vatPayer: true };

  it('stores the NIP normalised', () => {
    expect(ZCompanySave.parse({ ...company, nip: 'pl 526-025-02-74' }).nip).toBe('PL5260250274');
  });

  it("refuses a NIP with a wrong check digit, length or country with 'Błędny NIP' (the PL prefix is optional)", () => {
    expect(messageOf(ZCompanySave, { ...company, nip: '5260250274' })).toBeUndefined();
    expect(messageOf(ZCompanySave, { ...company, nip: '5260250275' })).toBe('Błędny NIP');
    expect(messageOf(ZCompanySave, { ...company, nip: 'DE5260250274' })).toBe('Błędny NIP');
    expect(messageOf(ZCompanySave, { ...company, nip: 'PL5260250275' })).toBe('Błędny NIP');
    expect(messageOf(ZCompanySave, { ...company, nip: 'PL526025027' })).toBe('Błędny NIP');
    expect(messageOf(ZCompanySave, { ...company, nip: '' })).toBe('Wymagane pole');
  });

  it('needs the VAT answer as a boolean', () => {
    expect(messageOf(ZCompanySave, { ...company, vatPayer: 'tak' })).toBe('Zaznacz, czy firma jest płatnikiem VAT');
  });
});

describe('phone confirmation', () => {
  it('phone: exactly nine digits', () => {
    expect(messageOf(ZSendPhoneCodeRequest, { phoneNumber: '600100200' })).toBeUndefined();
    for (const phoneNumber of ['60010020', '6001002000', '+48600100200', '600 100 200', 'abcdefghi']) {
      expect(messageOf(ZSendPhoneCodeRequest, { phoneNumber }), phoneNumber).toBe('Niepoprawny numer telefonu');
    }
  });

  it('code: six digits', () => {
    expect(ZConfirmPhoneRequest.parse({ code: ' 012345 ' }).code).toBe('012345');
    expect(messageOf(ZConfirmPhoneRequest, { code: '12345' })).toBe('Kod musi mieć 6 cyfr');
    expect(messageOf(ZConfirmPhoneRequest, { code: '' })).toBe('Wymagane pole');
  });
});

describe('payment method', () => {
  it('a transfer: the account loses its spaces and must pass the IBAN check', () => {
    expect(
      ZPaymentMethodSave.parse({
        type: 'przelew',
        bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
        accountHolderName: 'Jan Kowalski',
      }),
    ).toEqual({ type: 'przelew', bankAccount: 'PL61109010140000071219812874', accountHolderName: 'Jan Kowalski' });
    for (const bankAccount of [
      '61109010140000071219812874',
      'PL6110901014000007121981287',
      'PL61109010140000071219812875',
      'DE89370400440532013000',
    ]) {
      expect(
        messageOf(ZPaymentMethodSave, { type: 'przelew', bankAccount, accountHolderName: 'Jan Kowalski' }),
        bankAccount,
      ).toBe(bankAccountMessage);
    }
    expect(pathOf(ZPaymentMethodSave, { type: 'przelew', bankAccount: 'PL1', accountHolderName: 'Jan' })).toBe(
      'bankAccount',
    );
  });

  it('BLIK: a nine-digit phone number; an unknown type names the two choices', () => {
    expect(ZPaymentMethodSave.parse({ type: 'blik', phoneNumber: '600100200' })).toEqual({
      type: 'blik',
      phoneNumber: '600100200',
    });
    expect(messageOf(ZPaymentMethodSave, { type: 'blik', phoneNumber: '600' })).toBe('Niepoprawny numer telefonu');
    expect(messageOf(ZPaymentMethodSave, { type: 'karta' })).toBe('Wybierz przelew albo BLIK');
  });
});

describe('account data policy', () => {
  const data = { userId: 'u1' };
  const owner = { id: 'u1', role: 'TEACHER' } as const;
  const other = { id: 'u2', role: 'TEACHER' } as const;
  const admin = { id: 'a1', role: 'ADMIN' } as const;

  it('only the account sees its payout methods whole; an ADMIN reads them masked', () => {
    const answers = (rule: (viewer: typeof owner | typeof other | typeof admin | null, d: typeof data) => boolean) =>
      [null, owner, other, admin].map((viewer) => rule(viewer, data));
    expect(answers(accountDataPolicy.readPaymentMethods)).toEqual([false, true, false, true]);
    expect(answers(accountDataPolicy.readUnmasked)).toEqual([false, true, false, false]);
  });
});
