import { describe, expect, it } from 'vitest';
import { ZRegisterRequest } from '../auth/auth.schemas';
import { ZChangePasswordRequest } from '../users/user.schemas';
import {
  ZBankAccount,
  ZConsent,
  ZEmail,
  ZLongText,
  ZName,
  ZNip,
  ZNoSpaces,
  ZPassword,
  ZPasswordWithConfirmation,
  ZPhoneNumber,
  ZPostalCode,
  ZPrice,
  ZTwoFactorCode,
  ZUsername,
} from './fields';
import { validationMessages as m } from './messages';
import { messageOf } from './schema-test-helpers';

describe('section 5 validators', () => {
  it('e-mail: required and well-formed, stored lower-case', () => {
    expect(messageOf(ZEmail, undefined)).toBe('Wymagane pole');
    expect(messageOf(ZEmail, '')).toBe('Wymagane pole');
    expect(messageOf(ZEmail, 'jan@')).toBe('Niepoprawny format');
    expect(messageOf(ZEmail, 'jan kowalski@example.com')).toBe('Niepoprawny format');
    expect(ZEmail.parse('  Jan.Kowalski@Example.COM ')).toBe('jan.kowalski@example.com');
  });

  it('password: 8 to 32 characters', () => {
    expect(messageOf(ZPassword, undefined)).toBe('Wymagane pole');
    expect(messageOf(ZPassword, '1234567')).toBe('Minimum 8 znaków');
    expect(messageOf(ZPassword, '12345678')).toBeUndefined();
    expect(messageOf(ZPassword, 'a'.repeat(32))).toBeUndefined();
    expect(messageOf(ZPassword, 'a'.repeat(33))).toBe('Maksimum 32 znaki');
  });

  it('passwordWithConfirmation: the confirmation must match', () => {
    expect(messageOf(ZPasswordWithConfirmation, { password: 'haslo1234', confirmPassword: 'haslo12345' })).toBe(
      'Hasła się różnią',
    );
    expect(
      ZPasswordWithConfirmation.safeParse({ password: 'haslo1234', confirmPassword: 'haslo12345' }).error?.issues[0]
        ?.path,
    ).toEqual(['confirmPassword']);
    expect(
      messageOf(ZPasswordWithConfirmation, { password: 'haslo1234', confirmPassword: 'haslo1234' }),
    ).toBeUndefined();
    expect(messageOf(ZPasswordWithConfirmation, undefined)).toBe('Wymagane pole');
  });

  it('username: 2–24 letters and digits, Polish letters included', () => {
    const rule = 'Login może zawierać tylko litery i cyfry (bez spacji i znaków specjalnych).';
    expect(messageOf(ZUsername, 'Zażółć2')).toBeUndefined();
    expect(messageOf(ZUsername, 'jan kowalski')).toBe(rule);
    expect(messageOf(ZUsername, 'jan.k')).toBe(rule);
    expect(messageOf(ZUsername, 'jan<script>')).toBe(rule);
    expect(messageOf(ZUsername, 'j')).toBe('Minimum 2 znaki');
    expect(messageOf(ZUsername, 'j'.repeat(25))).toBe('Maksimum 24 znaki');
    expect(messageOf(ZUsername, '')).toBe('Wymagane pole');
  });

  it('username: letters of other scripts and invisible fillers are refused, styled letters are normalised', () => {
    const rule = 'Login może zawierać tylko litery i cyfry (bez spacji i znaków specjalnych).';
    for (const lookAlike of [
      '\u0430dmin',
      'adm\u0131n',
      'admin\u3164',
      'admin\u200b',
      '\u0430\u0434\u043c\u0456\u043f',
      'ädmin',
    ]) {
      expect(messageOf(ZUsername, lookAlike)).toBe(rule);
    }
    expect(ZUsername.parse('\uff21\uff24\uff2d\uff29\uff2e')).toBe('ADMIN');
    expect(ZUsername.parse('\u{1d41a}\u{1d41d}\u{1d426}\u{1d422}\u{1d427}')).toBe('admin');
    expect(ZUsername.parse(' z\u0307o\u0301\u0142w ')).toBe('żółw');
  });

  it('names 2–64 characters, long text up to 256, and the no-spaces variant', () => {
    expect(messageOf(ZName, 'A')).toBe('Minimum 2 znaki');
    expect(messageOf(ZName, 'A'.repeat(65))).toBe('Maksimum 64 znaki');
    expect(messageOf(ZLongText, 'A'.repeat(256))).toBeUndefined();
    expect(messageOf(ZLongText, 'A'.repeat(257))).toBe('Maksimum 256 znaków');
    expect(messageOf(ZNoSpaces, 'ab cd')).toBe('Pole nie może zawierać spacji');
  });

  it('consent must be true', () => {
    expect(messageOf(ZConsent, false)).toBe('Wymagana zgoda');
    expect(messageOf(ZConsent, undefined)).toBe('Wymagana zgoda');
    expect(messageOf(ZConsent, true)).toBeUndefined();
  });

  it('phone, postal code, NIP, bank account and price', () => {
    expect(messageOf(ZPhoneNumber, '12345678')).toBe(m.phone);
    expect(messageOf(ZPhoneNumber, '123456789')).toBeUndefined();
    expect(messageOf(ZPostalCode, '00950')).toBe('Błędny kod pocztowy');
    expect(messageOf(ZPostalCode, '00-950')).toBeUndefined();
    expect(messageOf(ZNip, '1234567890')).toBe('Błędny NIP');
    expect(ZNip.parse('526-025-02-74')).toBe('PL5260250274');
    for (const bad of ['Firma\u0000 sp. z o.o.', 'Fir\u000bma', 'Ala\u0007ma', 'Zo\ud800sia', 'Nowak\uffff']) {
      expect(messageOf(ZLongText, bad), JSON.stringify(bad)).toBe('Pole zawiera niedozwolone znaki sterujące');
      expect(messageOf(ZName, bad), JSON.stringify(bad)).toBe('Pole zawiera niedozwolone znaki sterujące');
    }
    expect(ZLongText.parse('Zakład Usług Żółć Sp. z o.o. & Wspólnicy')).toBe(
      'Zakład Usług Żółć Sp. z o.o. & Wspólnicy',
    );
    expect(messageOf(ZNip, '526-025-02-75')).toBe('Błędny NIP');
    expect(messageOf(ZNip, 'PL1234567890')).toBe('Błędny NIP');
    expect(messageOf(ZNip, 'PL5260250274')).toBeUndefined();
    expect(ZBankAccount.parse('PL 61 1090 1014 0000 0712 1981 2874')).toBe('PL61109010140000071219812874');
    expect(messageOf(ZBankAccount, 'PL123')).toBe(
      'Niepoprawny numer konta bankowego. Wymagane 26 cyfr z prefiksem "PL".',
    );
    expect(messageOf(ZPrice, 'abc')).toBe('Wymagana liczba');
    expect(messageOf(ZPrice, 1.99)).toBe('Cena nie może być niższa niż 2 PLN.');
    expect(messageOf(ZPrice, 2)).toBeUndefined();
  });

  it('two-factor codes: six digits or a ten-character backup code', () => {
    expect(ZTwoFactorCode.parse(' 123456 ')).toBe('123456');
    expect(ZTwoFactorCode.parse('abcde-23456')).toBe('ABCDE23456');
    expect(messageOf(ZTwoFactorCode, '12345')).toBe('Niepoprawny format');
  });
});

describe('request schemas', () => {
  const registration = {
    email: 'ola@example.com',
    username: 'ola',
    password: { password: 'haslo1234', confirmPassword: 'haslo1234' },
    role: 'TEACHER',
    consent: true,
  };

  it('register accepts USER or TEACHER, defaults to USER, never ADMIN', () => {
    expect(ZRegisterRequest.parse(registration).role).toBe('TEACHER');
    expect(ZRegisterRequest.parse({ ...registration, role: undefined }).role).toBe('USER');
    expect(ZRegisterRequest.safeParse({ ...registration, role: 'ADMIN' }).success).toBe(false);
    expect(ZRegisterRequest.parse({ ...registration, isAdmin: true })).not.toHaveProperty('isAdmin');
  });

  it('change-password carries the new password with its confirmation', () => {
    expect(
      messageOf(ZChangePasswordRequest, {
        currentPassword: 'x',
        newPassword: { password: 'haslo1234', confirmPassword: 'inne12345' },
      }),
    ).toBe('Hasła się różnią');
    expect(
      messageOf(ZChangePasswordRequest, { newPassword: { password: 'haslo1234', confirmPassword: 'haslo1234' } }),
    ).toBe('Wymagane pole');
  });
});
