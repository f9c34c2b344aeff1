import { errorMessages, accountDataLimits as limits, type TPhoneState, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { TAccountDataContext } from '../account-data.context';
import { toPendingCode } from '../account-data.presenter';

export async function getPhone(ctx: TAccountDataContext, viewer: TViewerIn): Promise<TPhoneState> {
  const { repository } = ctx;
  const now = new Date();
  const [phone, code] = await Promise.all([repository.findPhone(viewer.id), repository.findPhoneCode(viewer.id)]);
  if (!phone) throw AppError.notFound(errorMessages.userNotFound);
  const pending = code && code.expiresAt > now && code.attempts < limits.phoneCodeMaxAttempts ? code : undefined;
  return {
    phoneNumber: phone.confirmedAt ? phone.phoneNumber : null,
    confirmedAt: phone.confirmedAt?.toISOString() ?? null,
    pending: pending ? toPendingCode(pending) : null,
  };
}
