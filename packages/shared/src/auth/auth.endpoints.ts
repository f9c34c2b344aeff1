import { defineEndpoints, ZEmptyBody } from '../api/endpoint';
import { get, post, put } from '../api/routes';
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
import { ZParentalConsentQuery, ZParentalConsentResend, ZParentalConsentView } from './parental-consent.schemas';

/** /api/auth: registration, sign-in (with 2FA), password reset and the 2FA settings. */
export const authEndpoints = defineEndpoints({
  register: post('/auth/register', ZRegisterRequest, ZMessageResponse),
  confirmEmail: post('/auth/confirm-email', ZTokenRequest, ZMessageResponse),
  resendConfirmation: post('/auth/resend-email-confirmation-email', ZEmailRequest, ZMessageResponse),
  login: post('/auth/login', ZLoginRequest, ZLoginResponse),
  loginTwoFactor: post('/auth/login-2fa', ZLoginTwoFactorRequest, ZAuthSession),
  refreshToken: post('/auth/refresh-token', ZRefreshTokenRequest, ZAuthSession),
  logout: post('/auth/logout', ZEmptyBody, ZMessageResponse),
  forgotPassword: post('/auth/forgot-password', ZEmailRequest, ZMessageResponse),
  setPassword: post('/auth/set-password', ZSetPasswordRequest, ZMessageResponse),
  setupTwoFactor: post('/auth/setup-2fa', ZEmptyBody, ZSetupTwoFactorResponse),
  verifyTwoFactorSetup: post('/auth/verify-2fa-setup', ZVerifyTwoFactorSetupRequest, ZBackupCodesResponse),
  disableTwoFactor: put('/auth/disable-2fa', ZTwoFactorConfirmRequest, ZMessageResponse),
  generateBackupCodes: put('/auth/generate-backup-codes', ZTwoFactorConfirmRequest, ZBackupCodesResponse),
  parentalConsent: get('/auth/parental-consent', ZParentalConsentQuery, ZParentalConsentView),
  confirmParentalConsent: post('/auth/parental-consent', ZTokenRequest, ZMessageResponse),
  resendParentalConsent: post('/auth/parental-consent/resend', ZParentalConsentResend, ZMessageResponse),
});
