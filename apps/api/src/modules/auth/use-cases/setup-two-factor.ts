import { errorMessages } from '@zadania/shared';
import { generateSecret, generateURI } from 'otplib';
import { AppError } from '../../../lib/app-error';
import type { TAuthContext } from '../auth.context';

const totpIssuer = 'Zadania';

/** POST /auth/setup-2fa: a pending TOTP secret, its otpauth URL and QR code; enabled once verified. */
export async function setupTwoFactor(ctx: TAuthContext, userId: string) {
  const { users, requireUser } = ctx;
  const user = await requireUser(userId);
  if (user.twoFactorEnabledAt) throw AppError.badRequest(errorMessages.twoFactorAlreadyEnabled);
  const secret = generateSecret();
  await users.update(user.id, { twoFactorPendingSecret: secret });
  const otpauthUrl = generateURI({ issuer: totpIssuer, label: user.email ?? user.username, secret });
  // Loaded when someone turns two-factor sign-in on, not by every node at start (about 8 MB).
  const { default: QRCode } = await import('qrcode');
  const qrCode = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 });
  return { secret, otpauthUrl, qrCode };
}
