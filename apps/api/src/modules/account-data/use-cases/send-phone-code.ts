import { randomInt } from 'node:crypto';
import {
  errorMessages,
  accountDataLimits as limits,
  accountDataMessages as messages,
  successMessages,
  type TViewerIn,
} from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { TRequestContext } from '../../auth/auth.service';
import type { TAccountDataContext } from '../account-data.context';
import { toPendingCode } from '../account-data.presenter';

const createPhoneCode = () => String(randomInt(0, 10 ** limits.phoneCodeDigits)).padStart(limits.phoneCodeDigits, '0');

/**
 * Texts a six-digit code to the number; the code confirms it within 10 minutes, at most 5 tries. A new code
 * replaces the previous one, at most once a minute and within the account's hourly rate limit.
 */
export async function sendPhoneCode(
  ctx: TAccountDataContext,
  viewer: TViewerIn,
  phoneNumber: string,
  request: TRequestContext,
) {
  const { repository } = ctx;
  const now = new Date();
  const [phone, previous] = await Promise.all([repository.findPhone(viewer.id), repository.findPhoneCode(viewer.id)]);
  if (!phone) throw AppError.notFound(errorMessages.userNotFound);
  if (phone.confirmedAt && phone.phoneNumber === phoneNumber) {
    throw AppError.badRequest(messages.phoneAlreadyConfirmed);
  }
  const resendPauseMs = limits.phoneCodeResendSeconds * 1000;
  const waitFor = (sentAt: Date) =>
    AppError.tooManyRequests(Math.ceil((sentAt.getTime() + resendPauseMs - now.getTime()) / 1000));
  if (previous && previous.createdAt.getTime() + resendPauseMs > now.getTime()) throw waitFor(previous.createdAt);
  await ctx.limiter.consume('phoneConfirmationCode', { ip: request.ip, account: viewer.id });

  const code = createPhoneCode();
  const row = {
    userId: viewer.id,
    phoneNumber,
    codeHash: ctx.hashPhoneCode(viewer.id, phoneNumber, code),
    expiresAt: new Date(now.getTime() + limits.phoneCodeTtlMinutes * 60_000),
    createdAt: now,
  };
  // A parallel send may have written its code since the check above: then this one texts nothing.
  if (!(await repository.replacePhoneCode(row, new Date(now.getTime() - resendPauseMs)))) {
    const latest = await repository.findPhoneCode(viewer.id);
    throw waitFor(latest?.createdAt ?? now);
  }
  try {
    await ctx.sms.send(phoneNumber, messages.phoneCode(code));
  } catch (error) {
    // A code that never went out must not hold back the next try for a minute.
    await repository.deletePhoneCode(viewer.id, row.codeHash);
    throw error;
  }
  return { message: successMessages.sent, pending: toPendingCode({ ...row, attempts: 0 }) };
}
