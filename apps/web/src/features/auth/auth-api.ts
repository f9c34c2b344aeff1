import type {
  TAuthSession,
  TBackupCodesResponse,
  TLoginResponse,
  TMe,
  TMessageResponse,
  TSetupTwoFactorResponse,
  ZChangePasswordRequest,
  ZDeleteUserRequest,
  ZEmailRequest,
  ZLoginRequest,
  ZLoginTwoFactorRequest,
  ZRegisterRequest,
  ZSetPasswordRequest,
  ZTokenRequest,
  ZTwoFactorConfirmRequest,
  ZVerifyTwoFactorSetupRequest,
} from '@zadania/shared';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api/client';

// Forms validate (and transform) with the shared schemas, then send the parsed output.
type TBody<TSchema extends z.ZodType> = z.output<TSchema>;

/** Credential calls: a 401 means wrong credentials, and forms show the error themselves. */
const credentialCall = { method: 'POST', errorToast: false, skipAuthRefresh: true } as const;

export const authApi = {
  register: (body: TBody<typeof ZRegisterRequest>) =>
    apiRequest<TMessageResponse>('/auth/register', { ...credentialCall, body }),
  confirmEmail: (body: TBody<typeof ZTokenRequest>) =>
    apiRequest<TMessageResponse>('/auth/confirm-email', { ...credentialCall, body }),
  resendConfirmation: (body: TBody<typeof ZEmailRequest>) =>
    apiRequest<TMessageResponse>('/auth/resend-email-confirmation-email', { method: 'POST', body }),
  login: (body: TBody<typeof ZLoginRequest>) => apiRequest<TLoginResponse>('/auth/login', { ...credentialCall, body }),
  loginTwoFactor: (body: TBody<typeof ZLoginTwoFactorRequest>) =>
    apiRequest<TAuthSession>('/auth/login-2fa', { ...credentialCall, body }),
  logout: () => apiRequest<TMessageResponse>('/auth/logout', { method: 'POST', body: {}, errorToast: false }),
  forgotPassword: (body: TBody<typeof ZEmailRequest>) =>
    apiRequest<TMessageResponse>('/auth/forgot-password', { ...credentialCall, body }),
  setPassword: (body: TBody<typeof ZSetPasswordRequest>) =>
    apiRequest<TMessageResponse>('/auth/set-password', { ...credentialCall, body }),
  setupTwoFactor: () => apiRequest<TSetupTwoFactorResponse>('/auth/setup-2fa', { method: 'POST', body: {} }),
  verifyTwoFactorSetup: (body: TBody<typeof ZVerifyTwoFactorSetupRequest>) =>
    apiRequest<TBackupCodesResponse>('/auth/verify-2fa-setup', { method: 'POST', body, errorToast: false }),
  disableTwoFactor: (body: TBody<typeof ZTwoFactorConfirmRequest>) =>
    apiRequest<TMessageResponse>('/auth/disable-2fa', { method: 'PUT', body, errorToast: false }),
  generateBackupCodes: (body: TBody<typeof ZTwoFactorConfirmRequest>) =>
    apiRequest<TBackupCodesResponse>('/auth/generate-backup-codes', { method: 'PUT', body, errorToast: false }),
};

export const userApi = {
  me: () => apiRequest<TMe>('/user/me'),
  changePassword: (body: TBody<typeof ZChangePasswordRequest>) =>
    apiRequest<TMessageResponse>('/user/change-password', { method: 'PUT', body, errorToast: false }),
  deleteAccount: (id: string, body: TBody<typeof ZDeleteUserRequest>) =>
    apiRequest<TMessageResponse>(`/user/${id}`, { method: 'DELETE', body, errorToast: false }),
};
