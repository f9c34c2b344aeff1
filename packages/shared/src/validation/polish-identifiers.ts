/** The weights of a NIP's first nine digits; the weighted sum modulo 11 is the tenth digit. */
const nipWeights = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;

/**
 * A NIP as people type it ('pl 526-025-02-74', '526 025 02 74', '5260250274') in the stored form
 * ('PL5260250274'): spaces and dashes dropped, and 'PL' put before ten bare digits.
 */
export function normalizeNip(value: string) {
  const compact = value.replace(/[\s-]/g, '').toUpperCase();
  return /^\d{10}$/.test(compact) ? `PL${compact}` : compact;
}

/**
 * A Polish tax id in the stored form: 'PL' and ten digits whose last one is the check digit (the weighted sum
 * of the first nine modulo 11; a sum giving 10 has no check digit, so no NIP has it).
 */
export function isValidNip(value: string): boolean {
  const digits = /^PL(\d{10})$/.exec(value)?.[1];
  if (!digits) return false;
  const sum = nipWeights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const checkDigit = sum % 11;
  return checkDigit !== 10 && checkDigit === Number(digits[9]);
}

/** A bank account as people type or paste it ('PL61 1090 1014 ...') in the stored form. */
export const normalizeBankAccount = (value: string) => value.replace(/\s+/g, '').toUpperCase();

// ISO 13616 turns letters into numbers from A = 10: P = 25, L = 21.
const polandCountryDigits = '2521';

/**
 * A Polish IBAN in the stored form: 'PL' and 26 digits (two check digits, then the account number) that pass
 * the ISO 7064 mod-97 check: the country code and check digits moved to the end, letters as numbers, the
 * whole number modulo 97 is 1.
 */
export function isValidPolishIban(value: string): boolean {
  if (!/^PL\d{26}$/.test(value)) return false;
  const rearranged = `${value.slice(4)}${polandCountryDigits}${value.slice(2, 4)}`;
  let remainder = 0;
  for (const digit of rearranged) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** 'PL61109010140000071219812874' as banks print it: 'PL61 1090 1014 0000 0712 1981 2874'. */
export const formatBankAccount = (account: string) => account.replace(/(.{4})(?=.)/g, '$1 ');

/** A bank account for somebody other than its owner: the country and the last four digits. */
export const maskBankAccount = (account: string) =>
  `${account.slice(0, 2)}•• •••• •••• •••• •••• •••• ${account.slice(-4)}`;

/** A phone number for somebody other than its owner: the last three digits. */
export const maskPhoneNumber = (phoneNumber: string) => `••• ••• ${phoneNumber.slice(-3)}`;

/** '600100200' as people read it: '600 100 200'. */
export const formatPhoneNumber = (phoneNumber: string) => phoneNumber.replace(/(\d{3})(?=\d)/g, '$1 ');
