import { randomInt } from 'node:crypto';
import {
  can,
  errorMessages,
  accountDataLimits as limits,
  maskBankAccount,
  maskPhoneNumber,
  accountDataMessages as messages,
  paymentMethodTypeLabels,
  subject,
  successMessages,
  type TCompany,
  type TCompanySave,
  type TPaymentMethod,
  type TPaymentMethodList,
  type TPaymentMethodSave,
  type TPendingPhoneCode,
  type TPersonalData,
  type TPersonalDataSave,
  type TPhoneState,
  type TSelectablePaymentMethods,
  type TViewerIn,
} from '@zadania/shared';
import type { TCompanyRow, TPaymentMethodRow, TPersonalDataRow, TPhoneConfirmationCodeRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { deriveToken, safeEqual } from '../../lib/secrets';
import type { TSmsSender } from '../../lib/sms/sms-sender';
import type { TUnitOfWork } from '../../lib/uow';
import type { TRateLimiter } from '../../plugins/rate-limit';
import type { TRequestContext } from '../auth/auth.service';
import {
  createAccountDataRepository,
  paymentMethodUniqueIndex,
  type TAccountDataRepository,
} from './account-data.repository';

const toAddress = (row: TPersonalDataRow | TCompanyRow) => ({
  street: row.street,
  buildingNumber: row.buildingNumber,
  apartmentNumber: row.apartmentNumber,
  postalCode: row.postalCode,
  city: row.city,
});

const toPersonalData = (row: TPersonalDataRow): TPersonalData => ({
  firstName: row.firstName,
  lastName: row.lastName,
  address: toAddress(row),
  updatedAt: row.updatedAt.toISOString(),
});

const toCompany = (row: TCompanyRow): TCompany => ({
  name: row.name,
  nip: row.nip,
  vatPayer: row.vatPayer,
  address: toAddress(row),
  updatedAt: row.updatedAt.toISOString(),
});

const toPendingCode = (row: TPhoneConfirmationCodeRow): TPendingPhoneCode => ({
  phoneNumber: row.phoneNumber,
  expiresAt: row.expiresAt.toISOString(),
  resendAvailableAt: new Date(row.createdAt.getTime() + limits.phoneCodeResendSeconds * 1000).toISOString(),
  attemptsLeft: Math.max(0, limits.phoneCodeMaxAttempts - row.attempts),
});

/**
 * A stored payment method as a viewer may see it: whole for its owner, masked for anybody else. A BLIK method
 * is usable while its number is still the account's confirmed phone.
 */
const toPaymentMethod = (
  row: TPaymentMethodRow,
  view: { masked: boolean; confirmedPhone: string | null },
): TPaymentMethod => {
  const common = {
    id: row.id,
    masked: view.masked,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  if (row.type === 'przelew' && row.bankAccount && row.accountHolderName) {
    return {
      ...common,
      type: 'przelew',
      usable: true,
      bankAccount: view.masked ? maskBankAccount(row.bankAccount) : row.bankAccount,
      accountHolderName: row.accountHolderName,
    };
  }
  // The table's check constraint leaves a BLIK row with a phone number.
  const phoneNumber = row.phoneNumber ?? '';
  return {
    ...common,
    type: 'blik',
    usable: phoneNumber === view.confirmedPhone,
    phoneNumber: view.masked ? maskPhoneNumber(phoneNumber) : phoneNumber,
  };
};

const createPhoneCode = () => String(randomInt(0, 10 ** limits.phoneCodeDigits)).padStart(limits.phoneCodeDigits, '0');

/**
 * The rules of the account's personal, company, phone and payout data (issue 14 points 4–6). Every call acts on
 * the signed-in account's own data; only the payout methods are also readable, masked, by an ADMIN.
 */
export function createAccountDataService(deps: {
  uow: TUnitOfWork;
  repository: TAccountDataRepository;
  sms: TSmsSender;
  limiter: Pick<TRateLimiter, 'consume'>;
  /** Keys the HMAC that stores phone codes (the server secret), so a leaked table does not give the codes. */
  codeSecret: string;
}) {
  const { uow, repository, sms, limiter } = deps;

  const hashPhoneCode = (userId: string, phoneNumber: string, code: string) =>
    deriveToken(deps.codeSecret, 'phone-confirmation-code', `${userId}:${phoneNumber}:${code}`);

  const confirmedPhoneOf = async (userId: string) => {
    const phone = await repository.findPhone(userId);
    if (!phone) throw AppError.notFound(errorMessages.userNotFound);
    return phone.confirmedAt ? phone.phoneNumber : null;
  };

  /** BLIK pays out to the account's phone, so only a number the account confirmed by SMS is accepted. */
  const assertPayableTo = async (userId: string, method: TPaymentMethodSave) => {
    if (method.type === 'blik' && method.phoneNumber !== (await confirmedPhoneOf(userId))) {
      throw AppError.badRequest(messages.blikNeedsConfirmedPhone);
    }
  };

  const refuseDuplicate = (error: unknown): never => {
    if (isUniqueViolation(error, paymentMethodUniqueIndex)) {
      throw new AppError(409, messages.paymentMethodDuplicate);
    }
    throw error;
  };

  const ownView = async (userId: string, row: TPaymentMethodRow) =>
    toPaymentMethod(row, { masked: false, confirmedPhone: await confirmedPhoneOf(userId) });

  const listOwnPaymentMethods = async (viewer: TViewerIn): Promise<TPaymentMethodList> => {
    const [rows, confirmedPhone] = await Promise.all([
      repository.listPaymentMethods(viewer.id),
      confirmedPhoneOf(viewer.id),
    ]);
    return { results: rows.map((row) => toPaymentMethod(row, { masked: false, confirmedPhone })) };
  };

  return {
    async getPersonalData(viewer: TViewerIn): Promise<TPersonalData | null> {
      const row = await repository.findPersonalData(viewer.id);
      return row ? toPersonalData(row) : null;
    },

    async savePersonalData(viewer: TViewerIn, input: TPersonalDataSave) {
      const row = await repository.savePersonalData(viewer.id, input);
      return { message: successMessages.updated, personalData: toPersonalData(row) };
    },

    async getCompany(viewer: TViewerIn): Promise<TCompany | null> {
      const row = await repository.findCompany(viewer.id);
      return row ? toCompany(row) : null;
    },

    async saveCompany(viewer: TViewerIn, input: TCompanySave) {
      const row = await repository.saveCompany(viewer.id, input);
      return { message: successMessages.updated, company: toCompany(row) };
    },

    async deleteCompany(viewer: TViewerIn) {
      if (!(await repository.deleteCompany(viewer.id))) throw AppError.notFound(messages.companyNotFound);
      return { message: successMessages.deleted };
    },

    async getPhone(viewer: TViewerIn): Promise<TPhoneState> {
      const now = new Date();
      const [phone, code] = await Promise.all([repository.findPhone(viewer.id), repository.findPhoneCode(viewer.id)]);
      if (!phone) throw AppError.notFound(errorMessages.userNotFound);
      const pending = code && code.expiresAt > now && code.attempts < limits.phoneCodeMaxAttempts ? code : undefined;
      return {
        phoneNumber: phone.confirmedAt ? phone.phoneNumber : null,
        confirmedAt: phone.confirmedAt?.toISOString() ?? null,
        pending: pending ? toPendingCode(pending) : null,
      };
    },

    /**
     * Texts a six-digit code to the number; the code confirms it within 10 minutes, at most 5 tries. A new code
     * replaces the previous one, at most once a minute and within the account's hourly rate limit.
     */
    async sendPhoneCode(viewer: TViewerIn, phoneNumber: string, ctx: TRequestContext) {
      const now = new Date();
      const [phone, previous] = await Promise.all([
        repository.findPhone(viewer.id),
        repository.findPhoneCode(viewer.id),
      ]);
      if (!phone) throw AppError.notFound(errorMessages.userNotFound);
      if (phone.confirmedAt && phone.phoneNumber === phoneNumber) {
        throw AppError.badRequest(messages.phoneAlreadyConfirmed);
      }
      const resendPauseMs = limits.phoneCodeResendSeconds * 1000;
      const waitFor = (sentAt: Date) =>
        AppError.tooManyRequests(Math.ceil((sentAt.getTime() + resendPauseMs - now.getTime()) / 1000));
      if (previous && previous.createdAt.getTime() + resendPauseMs > now.getTime()) throw waitFor(previous.createdAt);
      await limiter.consume('phoneConfirmationCode', { ip: ctx.ip, account: viewer.id });

      const code = createPhoneCode();
      const row = {
        userId: viewer.id,
        phoneNumber,
        codeHash: hashPhoneCode(viewer.id, phoneNumber, code),
        expiresAt: new Date(now.getTime() + limits.phoneCodeTtlMinutes * 60_000),
        createdAt: now,
      };
      // A parallel send may have written its code since the check above: then this one texts nothing.
      if (!(await repository.replacePhoneCode(row, new Date(now.getTime() - resendPauseMs)))) {
        const latest = await repository.findPhoneCode(viewer.id);
        throw waitFor(latest?.createdAt ?? now);
      }
      try {
        await sms.send(phoneNumber, messages.phoneCode(code));
      } catch (error) {
        // A code that never went out must not hold back the next try for a minute.
        await repository.deletePhoneCode(viewer.id, row.codeHash);
        throw error;
      }
      return { message: successMessages.sent, pending: toPendingCode({ ...row, attempts: 0 }) };
    },

    /**
     * Confirms the number the last code was sent to. Each try is spent before the code is compared (in
     * constant time), so parallel guesses cannot share one; after 5 wrong tries the code is dead.
     */
    async confirmPhoneNumber(viewer: TViewerIn, code: string) {
      const now = new Date();
      const pending = await repository.findPhoneCode(viewer.id);
      if (!pending) throw AppError.badRequest(messages.codeMissing);
      if (pending.attempts >= limits.phoneCodeMaxAttempts) throw AppError.badRequest(messages.codeAttemptsExhausted);
      if (pending.expiresAt <= now) throw AppError.badRequest(messages.codeExpired);

      const attempts = await repository.spendPhoneCodeAttempt(viewer.id, pending.codeHash, limits.phoneCodeMaxAttempts);
      if (attempts === undefined) throw AppError.badRequest(messages.codeAttemptsExhausted);
      if (!safeEqual(hashPhoneCode(viewer.id, pending.phoneNumber, code), pending.codeHash)) {
        const attemptsLeft = limits.phoneCodeMaxAttempts - attempts;
        throw AppError.badRequest(
          attemptsLeft > 0 ? messages.codeInvalid(attemptsLeft) : messages.codeAttemptsExhausted,
        );
      }

      await uow.run(async (tx) => {
        const accountData = createAccountDataRepository(tx);
        // A code used by a parallel request, or replaced by a new one meanwhile, confirms nothing.
        if (!(await accountData.deletePhoneCode(viewer.id, pending.codeHash))) {
          throw AppError.badRequest(messages.codeMissing);
        }
        await accountData.setConfirmedPhone(viewer.id, pending.phoneNumber, now);
      });
      return {
        message: successMessages.confirmed,
        phone: { phoneNumber: pending.phoneNumber, confirmedAt: now.toISOString(), pending: null },
      };
    },

    listPaymentMethods: listOwnPaymentMethods,

    /** Another account's payout methods: for an ADMIN, masked (owner: whole, like its own list). */
    async listPaymentMethodsOf(viewer: TViewerIn, userId: string): Promise<TPaymentMethodList> {
      const data = subject('accountData', { userId });
      if (!can(viewer, 'readPaymentMethods', data)) throw AppError.forbidden();
      const [rows, confirmedPhone] = await Promise.all([
        repository.listPaymentMethods(userId),
        confirmedPhoneOf(userId),
      ]);
      const masked = !can(viewer, 'readUnmasked', data);
      return { results: rows.map((row) => toPaymentMethod(row, { masked, confirmedPhone })) };
    },

    /** The options of a payout-method picker: usable methods only, labelled with their masked numbers. */
    async listSelectablePaymentMethods(viewer: TViewerIn): Promise<TSelectablePaymentMethods> {
      const { results } = await listOwnPaymentMethods(viewer);
      return {
        results: results
          .filter((method) => method.usable)
          .map((method) => ({
            id: method.id,
            type: method.type,
            label: `${paymentMethodTypeLabels[method.type]} ${
              method.type === 'przelew' ? maskBankAccount(method.bankAccount) : maskPhoneNumber(method.phoneNumber)
            }`,
          })),
      };
    },

    async addPaymentMethod(viewer: TViewerIn, input: TPaymentMethodSave) {
      await assertPayableTo(viewer.id, input);
      const row = await uow
        .run(async (tx) => {
          const accountData = createAccountDataRepository(tx);
          if ((await accountData.countPaymentMethodsLocked(viewer.id)) >= limits.paymentMethodsPerAccount) {
            throw AppError.badRequest(messages.paymentMethodLimit);
          }
          return accountData.insertPaymentMethod(viewer.id, input);
        })
        .catch(refuseDuplicate);
      return { message: successMessages.added, paymentMethod: await ownView(viewer.id, row) };
    },

    /** Another account's method is 404, as if it did not exist (its id tells nothing). */
    async updatePaymentMethod(viewer: TViewerIn, id: string, input: TPaymentMethodSave) {
      await assertPayableTo(viewer.id, input);
      const row = await repository.updatePaymentMethod(viewer.id, id, input).catch(refuseDuplicate);
      if (!row) throw AppError.notFound(messages.paymentMethodNotFound);
      return { message: successMessages.updated, paymentMethod: await ownView(viewer.id, row) };
    },

    async deletePaymentMethod(viewer: TViewerIn, id: string) {
      if (!(await repository.deletePaymentMethod(viewer.id, id))) {
        throw AppError.notFound(messages.paymentMethodNotFound);
      }
      return { message: successMessages.deleted };
    },
  };
}

export type TAccountDataService = ReturnType<typeof createAccountDataService>;
