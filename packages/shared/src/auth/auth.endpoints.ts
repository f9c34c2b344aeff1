import { defineEndpoints, ZEmptyBody } from '../api/endpoint';
import { ZMessageResponse } from '../errors/error.schemas';
import {
  ZAuthSession,
  ZBackupCodesResponse,
  ZEmailRequest,
  ZLoginRequest,
  ZLoginResponse,
  ZLoginTwoFactorRequest,
  ZRefreshTokenRequest,
  ZRegisterRequest,
  ZSetPasswordRequest,
  ZSetupTwoFactorResponse,
  ZTokenRequest,
  ZTwoFactorConfirmRequest,
  ZVerifyTwoFactorSetupRequest,
} from './auth.schemas';

/** /api/auth: registration, sign-in (with 2FA), password reset and the 2FA settings. */
export const authEndpoints = defineEndpoints({
  register: { method: 'POST', path: '/auth/register', body: ZRegisterRequest, response: ZMessageResponse },
  confirmEmail: { method: 'POST', path: '/auth/confirm-email', body: ZTokenRequest, response: ZMessageResponse },
  resendConfirmation: {
    method: 'POST',
    path: '/auth/resend-email-confirmation-email',
    body: ZEmailRequest,
    response: ZMessageResponse,
  },
  login: { method: 'POST', path: '/auth/login', body: ZLoginRequest, response: ZLoginResponse },
  loginTwoFactor: { method: 'POST', path: '/auth/login-2fa', body: ZLoginTwoFactorRequest, response: ZAuthSession },
  refreshToken: { method: 'POST', path: '/auth/refresh-token', body: ZRefreshTokenRequest, response: ZAuthSession },
  logout: { method: 'POST', path: '/auth/logout', body: ZEmptyBody, response: ZMessageResponse },
  forgotPassword: { method: 'POST', path: '/auth/forgot-password', body: ZEmailRequest, response: ZMessageResponse },
  setPassword: { method: 'POST', path: '/auth/set-password', body: ZSetPasswordRequest, response: ZMessageResponse },
  setupTwoFactor: { method: 'POST', path: '/auth/setup-2fa', body: ZEmptyBody, response: ZSetupTwoFactorResponse },
  verifyTwoFactorSetup: {
    method: 'POST',
    path: '/auth/verify-2fa-setup',
    body: ZVerifyTwoFactorSetupRequest,
    response: ZBackupCodesResponse,
  },
  disableTwoFactor: {
    method: 'PUT',
    path: '/auth/disable-2fa',
    body: ZTwoFactorConfirmRequest,
    response: ZMessageResponse,
  },
  generateBackupCodes: {
    method: 'PUT',
    path: '/auth/generate-backup-codes',
    body: ZTwoFactorConfirmRequest,
    response: ZBackupCodesResponse,
  },
});
