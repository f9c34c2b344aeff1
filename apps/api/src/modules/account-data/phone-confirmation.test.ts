import fs from 'node:fs/promises';
import { accountDataLimits, errorMessages } from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { expectTooMany } from '../../../test/expect-too-many';
import { loginAs } from '../../../test/factories';
import { findPhoneCodeInOutbox, readSmsOutbox } from '../../../test/sms-outbox';
import { phoneConfirmationCodes, users } from '../../db/schema';
import { rateLimits } from '../../plugins/rate-limit';

const t = useTestApp();
const phoneNumber = '600100200';

// Only Date is faked: expiry and the resend pause are measured without waiting for them.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const advanceSeconds = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

const sendCode = (headers: Record<string, string>, number = phoneNumber) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/send-phone-number-confirmation-code',
    headers,
    payload: { phoneNumber: number },
  });
const confirm = (headers: Record<string, string>, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/confirm-phone-number', headers, payload: { code } });

const codeSentTo = async (number = phoneNumber) => {
  const code = await findPhoneCodeInOutbox(t.app.outboxDir, number);
  if (!code) throw new Error(`no code was texted to ${number}`);
  return code;
};
/** A six-digit code that is surely not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const storedPhone = async (userId: string) => {
  const [row] = await t.app.db
    .select({ phoneNumber: users.phoneNumber, confirmedAt: users.phoneNumberConfirmedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row;
};
const storedCode = async (userId: string) => {
  const [row] = await t.app.db.select().from(phoneConfirmationCodes).where(eq(phoneConfirmationCodes.userId, userId));
  return row;
};

describe('POST /api/user/send-phone-number-confirmation-code', () => {
  it('refuses anything but nine digits', async () => {
    const { user, headers } = await loginAs(t.app);
    for (const number of ['60010020', '6001002000', '+48600100200', '600 100 200', '']) {
      const response = await sendCode(headers, number);
      expect(response.statusCode, number).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Niepoprawny numer telefonu',
        errors: [{ path: 'phoneNumber', message: 'Niepoprawny numer telefonu' }],
      });
    }
    expect(await storedCode(user.id)).toBeUndefined();
    expect(await readSmsOutbox(t.app.outboxDir)).toEqual([]);
  });

  it('texts a six-digit code through the outbox, stores only its hash, and tells when it expires', async () => {
    const { user, headers } = await loginAs(t.app, 'TEACHER');
    const response = await sendCode(headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Wysłano!',
      pending: {
        phoneNumber,
        expiresAt: '2026-11-23T10:10:00.000Z',
        resendAvailableAt: '2026-11-23T10:01:00.000Z',
        attemptsLeft: 5,
      },
    });

    const [sms] = await readSmsOutbox(t.app.outboxDir);
    expect(sms?.to).toBe(phoneNumber);
    const code = await codeSentTo();
    expect(code).toMatch(/^\d{6}$/);
    expect(sms?.text).toContain('ważny 10 minut');

    const row = await storedCode(user.id);
    expect(row).toMatchObject({ phoneNumber, attempts: 0 });
    expect(row?.codeHash).not.toContain(code);
    expect(row?.codeHash.length).toBeGreaterThan(20);

    const state = await t.app.inject({ method: 'GET', url: '/api/user/phone-number', headers });
    expect(state.json()).toEqual({
      phoneNumber: null,
      confirmedAt: null,
      pending: response.json().pending,
    });
  });

  it('waits a minute before another code (429 with Retry-After), then replaces the previous code', async () => {
    const { user, headers } = await loginAs(t.app);
    await sendCode(headers);
    const first = await codeSentTo();

    const tooSoon = await sendCode(headers, '600100201');
    expectTooMany(tooSoon);
    expect(Number(tooSoon.headers['retry-after'])).toBe(accountDataLimits.phoneCodeResendSeconds);
    expect(await readSmsOutbox(t.app.outboxDir)).toHaveLength(1);

    advanceSeconds(accountDataLimits.phoneCodeResendSeconds);
    expect((await sendCode(headers, '600100201')).statusCode).toBe(200);
    const second = await codeSentTo('600100201');
    expect((await storedCode(user.id))?.phoneNumber).toBe('600100201');

    if (first !== second) {
      const stale = await confirm(headers, first);
      expect(stale.statusCode).toBe(400);
      expect(stale.json().message).toBe('Nieprawidłowy kod. Pozostało prób: 4.');
    }
    expect((await confirm(headers, second)).statusCode).toBe(200);
    expect((await storedPhone(user.id))?.phoneNumber).toBe('600100201');
  });

  it('texts one code when ten sends arrive at once; the others wait (429)', async () => {
    const { user, headers } = await loginAs(t.app);
    const responses = await Promise.all(Array.from({ length: 10 }, () => sendCode(headers)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    expect(await readSmsOutbox(t.app.outboxDir)).toHaveLength(1);
    expect(await confirm(headers, await codeSentTo())).toMatchObject({ statusCode: 200 });
    expect((await storedPhone(user.id))?.phoneNumber).toBe(phoneNumber);
  });

  it("answers 429 with the limiter's message past the hourly limit of codes", async () => {
    const { headers } = await loginAs(t.app);
    const { max } = rateLimits.phoneConfirmationCode.perAccount;
    for (let sent = 0; sent < max; sent += 1) {
      expect((await sendCode(headers)).statusCode).toBe(200);
      advanceSeconds(accountDataLimits.phoneCodeResendSeconds + 1);
    }
    expectTooMany(await sendCode(headers));
    expect(await readSmsOutbox(t.app.outboxDir)).toHaveLength(max);
  });

  it('answers 500 when the text cannot be sent, and lets the next try through at once', async () => {
    const { user, headers } = await loginAs(t.app);
    // A file where the outbox folder should be: the outbox sender cannot write the message.
    await fs.writeFile(t.app.outboxDir, '');
    const failed = await sendCode(headers);
    expect(failed.statusCode).toBe(500);
    expect(failed.json().message).toBe(errorMessages.server);
    expect(await storedCode(user.id)).toBeUndefined();

    await fs.rm(t.app.outboxDir);
    expect((await sendCode(headers)).statusCode).toBe(200);
    expect(await storedCode(user.id)).toMatchObject({ phoneNumber });
  });

  it('refuses to confirm the confirmed number again', async () => {
    const { user, headers } = await loginAs(t.app);
    await t.app.db.update(users).set({ phoneNumber, phoneNumberConfirmedAt: new Date() }).where(eq(users.id, user.id));
    const response = await sendCode(headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Ten numer telefonu jest już potwierdzony.');
  });
});

describe('POST /api/user/confirm-phone-number', () => {
  it('checks the code format and that a code was sent', async () => {
    const { headers } = await loginAs(t.app);
    const malformed = await confirm(headers, '12345');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: 'Kod musi mieć 6 cyfr', errors: [{ path: 'code' }] });
    const none = await confirm(headers, '123456');
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Najpierw wyślij kod na numer telefonu.');
  });

  it("confirms the number with the right code: 'Potwierdzono!', the account's phone, the code used up", async () => {
    const { user, headers } = await loginAs(t.app);
    await sendCode(headers);
    advanceSeconds(9 * 60 + 59);
    const response = await confirm(headers, await codeSentTo());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Potwierdzono!',
      phone: { phoneNumber, confirmedAt: '2026-11-23T10:09:59.000Z', pending: null },
    });
    expect(await storedPhone(user.id)).toEqual({ phoneNumber, confirmedAt: new Date('2026-11-23T10:09:59Z') });
    expect(await storedCode(user.id)).toBeUndefined();

    const state = await t.app.inject({ method: 'GET', url: '/api/user/phone-number', headers });
    expect(state.json()).toMatchObject({ phoneNumber, pending: null });
    const reused = await confirm(headers, await codeSentTo());
    expect(reused.json().message).toBe('Najpierw wyślij kod na numer telefonu.');
  });

  it('refuses the right code once 10 minutes have passed', async () => {
    const { user, headers } = await loginAs(t.app);
    await sendCode(headers);
    advanceSeconds(accountDataLimits.phoneCodeTtlMinutes * 60);
    const response = await confirm(headers, await codeSentTo());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Kod wygasł. Wyślij nowy kod.');
    expect(await storedPhone(user.id)).toEqual({ phoneNumber: null, confirmedAt: null });
    const state = await t.app.inject({ method: 'GET', url: '/api/user/phone-number', headers });
    expect(state.json().pending).toBeNull();
  });

  it('kills the code after 5 wrong tries, even for the right code; a new code works', async () => {
    const { user, headers } = await loginAs(t.app);
    await sendCode(headers);
    const code = await codeSentTo();
    for (let left = 4; left >= 1; left -= 1) {
      const wrong = await confirm(headers, otherThan(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(`Nieprawidłowy kod. Pozostało prób: ${left}.`);
    }
    const fifth = await confirm(headers, otherThan(code));
    expect(fifth.json().message).toBe('Wykorzystano wszystkie próby. Wyślij nowy kod.');

    const right = await confirm(headers, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe('Wykorzystano wszystkie próby. Wyślij nowy kod.');
    expect((await storedCode(user.id))?.attempts).toBe(accountDataLimits.phoneCodeMaxAttempts);
    expect(await storedPhone(user.id)).toEqual({ phoneNumber: null, confirmedAt: null });

    advanceSeconds(accountDataLimits.phoneCodeResendSeconds);
    await sendCode(headers);
    expect((await confirm(headers, await codeSentTo())).statusCode).toBe(200);
  });

  it('spends exactly one try per guess when ten wrong guesses arrive at once', async () => {
    const { user, headers } = await loginAs(t.app);
    await sendCode(headers);
    const wrong = otherThan(await codeSentTo());
    const responses = await Promise.all(Array.from({ length: 10 }, () => confirm(headers, wrong)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(400));
    const messages = responses.map((response) => response.json().message);
    expect(messages.filter((message) => message.startsWith('Nieprawidłowy kod.'))).toHaveLength(4);
    expect((await storedCode(user.id))?.attempts).toBe(accountDataLimits.phoneCodeMaxAttempts);
  });

  it("confirms only the account's own code", async () => {
    const owner = await loginAs(t.app);
    const other = await loginAs(t.app);
    await sendCode(owner.headers);
    const response = await confirm(other.headers, await codeSentTo());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Najpierw wyślij kod na numer telefonu.');
    expect(await storedPhone(other.user.id)).toEqual({ phoneNumber: null, confirmedAt: null });
  });

  it('needs a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/confirm-phone-number',
      payload: { code: '123456' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(errorMessages.unauthorized);
  });
});
