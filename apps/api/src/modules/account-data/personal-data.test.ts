import { randomUUID } from 'node:crypto';
import { accountDataEndpoints, errorMessages } from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/factories';
import { paymentMethods, phoneConfirmationCodes, userCompanies, userPersonalData } from '../../db/schema';

const t = useTestApp();

const address = {
  street: 'Marszałkowska',
  buildingNumber: '10A',
  apartmentNumber: '',
  postalCode: '00-950',
  city: 'Warszawa',
};
const personalData = { firstName: 'Ola', lastName: 'Nowak', address };
const company = { name: 'Zadania sp. z o.o.', address, nip: 'PL5260250274', vatPayer: true };

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: TMethod, url: string, headers?: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, payload });

describe('every account-data route', () => {
  it('answers 401 without a token', async () => {
    for (const endpoint of Object.values(accountDataEndpoints)) {
      const url = `/api${endpoint.path.replace(':id', randomUUID())}`;
      const response = await call(endpoint.method, url, undefined, endpoint.method === 'GET' ? undefined : {});
      expect(response.statusCode, `${endpoint.method} ${url}`).toBe(401);
      expect(response.json().message).toBe(errorMessages.unauthorized);
    }
  });
});

describe('PUT and GET /api/user/personal-data', () => {
  it('is empty until filled in', async () => {
    const { headers } = await loginAs(t.app);
    const response = await call('GET', '/api/user/personal-data', headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ personalData: null });
  });

  it('refuses bad input with the exact Polish messages and stores nothing', async () => {
    const { user, headers } = await loginAs(t.app);
    const cases: [object, string, string][] = [
      [{ ...personalData, address: { ...address, postalCode: '00950' } }, 'address.postalCode', 'Błędny kod pocztowy'],
      [{ ...personalData, firstName: 'O' }, 'firstName', 'Minimum 2 znaki'],
      [{ ...personalData, lastName: 'N'.repeat(65) }, 'lastName', 'Maksimum 64 znaki'],
      [{ ...personalData, address: { ...address, city: undefined } }, 'address.city', 'Wymagane pole'],
      [{ firstName: 'Ola', lastName: 'Nowak' }, 'address', 'Wymagane pole'],
    ];
    for (const [payload, path, message] of cases) {
      const response = await call('PUT', '/api/user/personal-data', headers, payload);
      expect(response.statusCode, path).toBe(400);
      expect(response.json()).toMatchObject({ message, errors: [{ path, message }] });
    }
    expect(await t.app.db.select().from(userPersonalData).where(eq(userPersonalData.userId, user.id))).toEqual([]);
  });

  it('stores the own data, answers Zaktualizowano! and reads it back; a second save changes the one row', async () => {
    const { user, headers } = await loginAs(t.app, 'TEACHER');
    const saved = await call('PUT', '/api/user/personal-data', headers, personalData);
    expect(saved.statusCode).toBe(200);
    const expected = { firstName: 'Ola', lastName: 'Nowak', address: { ...address, apartmentNumber: null } };
    expect(saved.json()).toMatchObject({ message: 'Zaktualizowano!', personalData: expected });

    const read = await call('GET', '/api/user/personal-data', headers);
    expect(read.json().personalData).toMatchObject(expected);

    await call('PUT', '/api/user/personal-data', headers, {
      ...personalData,
      lastName: 'Kowalska',
      address: { ...address, apartmentNumber: '5' },
    });
    const rows = await t.app.db.select().from(userPersonalData).where(eq(userPersonalData.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ lastName: 'Kowalska', apartmentNumber: '5', postalCode: '00-950' });
  });

  it("never shows one account's data to another", async () => {
    const owner = await loginAs(t.app);
    const other = await loginAs(t.app, 'ADMIN');
    await call('PUT', '/api/user/personal-data', owner.headers, personalData);
    expect((await call('GET', '/api/user/personal-data', other.headers)).json()).toEqual({ personalData: null });
  });
});

describe('PUT, GET and DELETE /api/user/company', () => {
  it("refuses a NIP with a wrong check digit or length with 'Błędny NIP'", async () => {
    const { user, headers } = await loginAs(t.app);
    for (const nip of ['5260250275', 'PL5260250275', 'PL526025027', 'PL52602502A4', 'DE5260250274']) {
      const response = await call('PUT', '/api/user/company', headers, { ...company, nip });
      expect(response.statusCode, nip).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Błędny NIP',
        errors: [{ path: 'nip', message: 'Błędny NIP' }],
      });
    }
    const postal = await call('PUT', '/api/user/company', headers, {
      ...company,
      address: { ...address, postalCode: '1-2345' },
    });
    expect(postal.json().message).toBe('Błędny kod pocztowy');
    expect(await t.app.db.select().from(userCompanies).where(eq(userCompanies.userId, user.id))).toEqual([]);
  });

  it('accepts a NIP written the Polish ways, without "PL" too, and stores one form', async () => {
    const { user, headers } = await loginAs(t.app);
    for (const nip of ['526-025-02-74', '526 025 02 74', '5260250274', 'pl5260250274']) {
      const response = await call('PUT', '/api/user/company', headers, { ...company, nip });
      expect(response.statusCode, nip).toBe(200);
      const [stored] = await t.app.db.select().from(userCompanies).where(eq(userCompanies.userId, user.id));
      expect(stored?.nip, nip).toBe('PL5260250274');
    }
  });

  it('refuses control characters in company data (they would break the KSeF XML) and changes nothing', async () => {
    const { user, headers } = await loginAs(t.app);
    for (const [payload, message] of [
      [{ ...company, name: 'Zadania\u0000 sp. z o.o.' }, 'Niedozwolone znaki w żądaniu.'],
      [{ ...company, name: 'Zadania\u000b sp. z o.o.' }, 'Pole zawiera niedozwolone znaki sterujące'],
      [{ ...company, address: { ...address, city: 'War\u0008szawa' } }, 'Pole zawiera niedozwolone znaki sterujące'],
    ] as const) {
      const response = await call('PUT', '/api/user/company', headers, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await t.app.db.select().from(userCompanies).where(eq(userCompanies.userId, user.id))).toEqual([]);
  });

  it('stores the company with its NIP normalised, reads it back, and deletes it', async () => {
    const { user, headers } = await loginAs(t.app, 'TEACHER');
    expect((await call('GET', '/api/user/company', headers)).json()).toEqual({ company: null });

    const saved = await call('PUT', '/api/user/company', headers, { ...company, nip: 'PL 526-025-02-74' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Zaktualizowano!',
      company: { name: company.name, nip: 'PL5260250274', vatPayer: true, address: { city: 'Warszawa' } },
    });
    expect((await call('GET', '/api/user/company', headers)).json().company).toMatchObject({ nip: 'PL5260250274' });
    const [row] = await t.app.db.select().from(userCompanies).where(eq(userCompanies.userId, user.id));
    expect(row).toMatchObject({ nip: 'PL5260250274', vatPayer: true, apartmentNumber: null });

    const deleted = await call('DELETE', '/api/user/company', headers);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Usunięto!' });
    expect(await t.app.db.select().from(userCompanies).where(eq(userCompanies.userId, user.id))).toEqual([]);

    const again = await call('DELETE', '/api/user/company', headers);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Nie znaleziono danych firmy.');
  });

  it("deletes only the account's own company", async () => {
    const owner = await loginAs(t.app);
    const other = await loginAs(t.app);
    await call('PUT', '/api/user/company', owner.headers, company);
    expect((await call('DELETE', '/api/user/company', other.headers)).statusCode).toBe(404);
    expect(await t.app.db.select().from(userCompanies).where(eq(userCompanies.userId, owner.user.id))).toHaveLength(1);
  });
});

describe('deleting the account', () => {
  it('removes its personal data, company, phone codes and payment methods', async () => {
    const { user, headers } = await loginAs(t.app, 'TEACHER');
    await call('PUT', '/api/user/personal-data', headers, personalData);
    await call('PUT', '/api/user/company', headers, company);
    await call('POST', '/api/user/send-phone-number-confirmation-code', headers, { phoneNumber: '600100200' });
    await call('POST', '/api/user/payment-method', headers, {
      type: 'przelew',
      bankAccount: 'PL61109010140000071219812874',
      accountHolderName: 'Ola Nowak',
    });
    const byUser = async () =>
      Promise.all([
        t.app.db.select().from(userPersonalData).where(eq(userPersonalData.userId, user.id)),
        t.app.db.select().from(userCompanies).where(eq(userCompanies.userId, user.id)),
        t.app.db.select().from(phoneConfirmationCodes).where(eq(phoneConfirmationCodes.userId, user.id)),
        t.app.db.select().from(paymentMethods).where(eq(paymentMethods.userId, user.id)),
      ]);
    expect((await byUser()).map((rows) => rows.length)).toEqual([1, 1, 1, 1]);

    const deleted = await call('DELETE', `/api/user/${user.id}`, headers, { currentPassword: user.password });
    expect(deleted.statusCode).toBe(200);
    expect((await byUser()).map((rows) => rows.length)).toEqual([0, 0, 0, 0]);
  });
});
