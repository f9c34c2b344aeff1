import { errorMessages, accountDataMessages as messages, type TPaymentMethodSave } from '@zadania/shared';
import type { TPaymentMethodRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { deriveToken } from '../../lib/secrets';
import type { TSmsSender } from '../../lib/sms/sms-sender';
import type { TUnitOfWork } from '../../lib/uow';
import type { TRateLimiter } from '../../plugins/rate-limit';
import { toPaymentMethod } from './account-data.presenter';
import { paymentMethodUniqueIndex, type TAccountDataRepository } from './account-data.repository';

export type TAccountDataDeps = {
  uow: TUnitOfWork;
  repository: TAccountDataRepository;
  sms: TSmsSender;
  limiter: Pick<TRateLimiter, 'consume'>;
  /** Keys the HMAC that stores phone codes (the server secret), so a leaked table does not give the codes. */
  codeSecret: string;
};

export function createAccountDataContext(deps: TAccountDataDeps) {
  const { repository } = deps;

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

  return { ...deps, hashPhoneCode, confirmedPhoneOf, assertPayableTo, refuseDuplicate, ownView };
}
export type TAccountDataContext = ReturnType<typeof createAccountDataContext>;
