import { randomUUID } from 'node:crypto';
import { accountDataLimits } from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/factories';
import { paymentMethods, users } from '../../db/schema';

const t = useTestApp();

const bankAccountMessage = 'Niepoprawny numer konta bankowego. Wymagane 26 cyfr z prefiksem "PL".';
const transfer = {
  type: 'przelew',
  bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
  accountHolderName: 'Jan Kowalski',
};
const otherTransfer = {
  type: 'przelew',
  bankAccount: 'PL27114020040000300201355387',
  accountHolderName: 'Jan Kowalski',
};
const phoneNumber = '600100200';

type THeaders = Record<string, string>;
const add = (headers: THeaders, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/user/payment-method', headers, payload });
const update = (headers: THeaders, id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/user/payment-method/${id}`, headers, payload });
const remove = (headers: THeaders, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/user/payment-method/${id}`, headers });
const list = async (headers: THeaders, url = '/api/user/payment-methods') =>
  t.app.inject({ method: 'GET', url, headers });

const rowsOf = (userId: string) => t.app.db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId));
const confirmPhone = (userId: string, number = phoneNumber) =>
  t.app.db.update(users).set({ phoneNumber: number, phoneNumberConfirmedAt: new Date() }).where(eq(users.id, userId));

describe('POST /api/user/payment-method', () => {
  it('refuses a bad bank account, a bad phone and an unknown type with the exact messages', async () => {
    const { user, headers } = await loginAs(t.app, 'TEACHER');
    const cases: [object, string, string][] = [
      [{ ...transfer, bankAccount: 'PL61 1090 1014 0000 0712 1981 2875' }, 'bankAccount', bankAccountMessage],
      [{ ...transfer, bankAccount: '61109010140000071219812874' }, 'bankAccount', bankAccountMessage],
      [{ ...transfer, bankAccount: 'PL6110901014000007121981287' }, 'bankAccount', bankAccountMessage],
      [{ ...transfer, accountHolderName: 'J' }, 'accountHolderName', 'Minimum 2 znaki'],
      [{ type: 'blik', phoneNumber: '60010020' }, 'phoneNumber', 'Niepoprawny numer telefonu'],
      [{ type: 'karta', number: '4242' }, 'type', 'Wybierz przelew albo BLIK'],
    ];
    for (const [payload, path, message] of cases) {
      const response = await add(headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ message, errors: [{ path, message }] });
    }
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it("adds a transfer without the spaces, answers 'Dodano!' and lists it whole to its owner", async () => {
    const { user, headers } = await loginAs(t.app, 'TEACHER');
    const response = await add(headers, transfer);
    expect(response.statusCode).toBe(200);
    const { message, paymentMethod } = response.json();
    expect(message).toBe('Dodano!');
    expect(paymentMethod).toMatchObject({
      type: 'przelew',
      bankAccount: 'PL61109010140000071219812874',
      accountHolderName: 'Jan Kowalski',
      masked: false,
      usable: true,
    });
    const [row] = await rowsOf(user.id);
    expect(row).toMatchObject({
      id: paymentMethod.id,
      type: 'przelew',
      bankAccount: 'PL61109010140000071219812874',
      phoneNumber: null,
    });
    expect((await list(headers)).json()).toEqual({ results: [paymentMethod] });
  });

  it('refuses the same method twice (409)', async () => {
    const { user, headers } = await loginAs(t.app);
    await add(headers, transfer);
    const duplicate = await add(headers, { ...transfer, bankAccount: 'PL61109010140000071219812874' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('Ta metoda płatności jest już dodana.');
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it(`stops at ${accountDataLimits.paymentMethodsPerAccount} methods`, async () => {
    const { user, headers } = await loginAs(t.app);
    // Straight into the table: only the count matters here, not the numbers.
    await t.app.db.insert(paymentMethods).values(
      Array.from({ length: accountDataLimits.paymentMethodsPerAccount }, (_, index) => ({
        userId: user.id,
        type: 'przelew' as const,
        bankAccount: `PL${String(index).padStart(26, '0')}`,
        accountHolderName: 'Jan Kowalski',
      })),
    );
    const response = await add(headers, transfer);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Możesz dodać najwyżej 10 metod płatności.');
    expect(await rowsOf(user.id)).toHaveLength(accountDataLimits.paymentMethodsPerAccount);
  });

  it('keeps to the limit when one account adds several methods at once', async () => {
    const { user, headers } = await loginAs(t.app);
    const room = 2;
    await t.app.db.insert(paymentMethods).values(
      Array.from({ length: accountDataLimits.paymentMethodsPerAccount - room }, (_, index) => ({
        userId: user.id,
        type: 'przelew' as const,
        bankAccount: `PL${String(index).padStart(26, '0')}`,
        accountHolderName: 'Jan Kowalski',
      })),
    );
    const accounts = [
      'PL61109010140000071219812874',
      'PL27114020040000300201355387',
      'PL10105000997603123456789123',
      'PL83101010230000261395100000',
    ];
    const responses = await Promise.all(accounts.map((bankAccount) => add(headers, { ...transfer, bankAccount })));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 400, 400]);
    expect(await rowsOf(user.id)).toHaveLength(accountDataLimits.paymentMethodsPerAccount);
  });

  it("accepts BLIK only on the account's confirmed phone number", async () => {
    const { user, headers } = await loginAs(t.app, 'TEACHER');
    const unconfirmed = await add(headers, { type: 'blik', phoneNumber });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().message).toBe(
      'BLIK wymaga potwierdzonego numeru telefonu konta. Najpierw potwierdź ten numer.',
    );

    await confirmPhone(user.id);
    const otherNumber = await add(headers, { type: 'blik', phoneNumber: '600100201' });
    expect(otherNumber.statusCode).toBe(400);
    expect(await rowsOf(user.id)).toEqual([]);

    const added = await add(headers, { type: 'blik', phoneNumber });
    expect(added.statusCode).toBe(200);
    expect(added.json().paymentMethod).toMatchObject({ type: 'blik', phoneNumber, usable: true, masked: false });
    expect(await rowsOf(user.id)).toMatchObject([{ type: 'blik', phoneNumber, bankAccount: null }]);
  });
});

describe('PUT and DELETE /api/user/payment-method/{id}', () => {
  it('rejects a malformed id', async () => {
    const { headers } = await loginAs(t.app);
    const response = await remove(headers, 'nie-uuid');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Niepoprawny identyfikator metody płatności');
  });

  it("changes and deletes the account's own method", async () => {
    const { user, headers } = await loginAs(t.app);
    const { id } = (await add(headers, transfer)).json().paymentMethod;

    const changed = await update(headers, id, otherTransfer);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      message: 'Zaktualizowano!',
      paymentMethod: { id, bankAccount: otherTransfer.bankAccount },
    });
    expect((await rowsOf(user.id))[0]?.bankAccount).toBe(otherTransfer.bankAccount);

    await confirmPhone(user.id);
    const toBlik = await update(headers, id, { type: 'blik', phoneNumber });
    expect(toBlik.json().paymentMethod).toMatchObject({ id, type: 'blik', phoneNumber });
    expect(await rowsOf(user.id)).toMatchObject([{ id, type: 'blik', bankAccount: null, accountHolderName: null }]);

    const badUpdate = await update(headers, id, { ...transfer, bankAccount: 'PL00' });
    expect(badUpdate.json().message).toBe(bankAccountMessage);

    const deleted = await remove(headers, id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Usunięto!' });
    expect(await rowsOf(user.id)).toEqual([]);
    expect((await remove(headers, id)).statusCode).toBe(404);
  });

  it("answers 404 for another account's method, to its owner's neighbour and to an ADMIN alike", async () => {
    const owner = await loginAs(t.app, 'TEACHER');
    const { id } = (await add(owner.headers, transfer)).json().paymentMethod;
    const before = await rowsOf(owner.user.id);

    for (const role of ['USER', 'TEACHER', 'ADMIN'] as const) {
      const stranger = await loginAs(t.app, role);
      const changed = await update(stranger.headers, id, otherTransfer);
      expect(changed.statusCode, role).toBe(404);
      expect(changed.json().message).toBe('Nie znaleziono metody płatności.');
      expect((await remove(stranger.headers, id)).statusCode, role).toBe(404);
    }
    expect(await rowsOf(owner.user.id)).toEqual(before);
    expect((await update(owner.headers, randomUUID(), otherTransfer)).statusCode).toBe(404);
  });
});

describe('GET /api/user/payment-methods, /selectable and /api/user/{id}/payment-methods', () => {
  it("lists only the account's own methods; BLIK stops being usable when the confirmed phone changes", async () => {
    const { user, headers } = await loginAs(t.app, 'TEACHER');
    const other = await loginAs(t.app, 'TEACHER');
    await add(other.headers, otherTransfer);
    await confirmPhone(user.id);
    const bank = (await add(headers, transfer)).json().paymentMethod;
    const blik = (await add(headers, { type: 'blik', phoneNumber })).json().paymentMethod;

    expect(
      (await list(headers))
        .json()
        .results.map((method: { id: string }) => method.id)
        .sort(),
    ).toEqual([bank.id, blik.id].sort());
    const selectable = (await list(headers, '/api/user/payment-methods/selectable')).json().results;
    expect(selectable).toEqual(
      expect.arrayContaining([
        { id: bank.id, type: 'przelew', label: 'Przelew PL•• •••• •••• •••• •••• •••• 2874' },
        { id: blik.id, type: 'blik', label: 'BLIK ••• ••• 200' },
      ]),
    );
    expect(selectable).toHaveLength(2);

    await confirmPhone(user.id, '600100201');
    const afterChange = (await list(headers)).json().results;
    expect(afterChange.find((method: { id: string }) => method.id === blik.id)).toMatchObject({ usable: false });
    expect((await list(headers, '/api/user/payment-methods/selectable')).json().results).toEqual([
      { id: bank.id, type: 'przelew', label: 'Przelew PL•• •••• •••• •••• •••• •••• 2874' },
    ]);
  });

  it("shows a user's methods whole to the user, masked to an ADMIN, and to nobody else", async () => {
    const owner = await loginAs(t.app, 'TEACHER');
    await confirmPhone(owner.user.id);
    await add(owner.headers, transfer);
    await add(owner.headers, { type: 'blik', phoneNumber });
    const url = `/api/user/${owner.user.id}/payment-methods`;

    const own = (await list(owner.headers, url)).json().results;
    expect(own).toEqual(
      expect.arrayContaining([expect.objectContaining({ bankAccount: 'PL61109010140000071219812874' })]),
    );

    const admin = await loginAs(t.app, 'ADMIN');
    const asAdmin = await list(admin.headers, url);
    expect(asAdmin.statusCode).toBe(200);
    const masked = asAdmin.json().results;
    expect(masked).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'przelew',
          bankAccount: 'PL•• •••• •••• •••• •••• •••• 2874',
          accountHolderName: 'Jan Kowalski',
          masked: true,
        }),
        expect.objectContaining({ type: 'blik', phoneNumber: '••• ••• 200', masked: true, usable: true }),
      ]),
    );
    expect(JSON.stringify(masked)).not.toContain('109010140000071219812874');
    expect(JSON.stringify(masked)).not.toContain(phoneNumber);

    for (const role of ['USER', 'TEACHER'] as const) {
      const stranger = await loginAs(t.app, role);
      const refused = await list(stranger.headers, url);
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json().message).toBe('Brak uprawnień do wykonania tej operacji.');
    }
    const unknown = await list(admin.headers, `/api/user/${randomUUID()}/payment-methods`);
    expect(unknown.statusCode).toBe(404);
  });
});
