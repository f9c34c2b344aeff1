import { authEndpoints, userEndpoints } from '@zadania/shared';
import { callEndpoint, type TEndpointBody } from '../../lib/api/call-endpoint';

type TAuthBody<TName extends keyof typeof authEndpoints> = TEndpointBody<(typeof authEndpoints)[TName]>;
type TUserBody<TName extends keyof typeof userEndpoints> = TEndpointBody<(typeof userEndpoints)[TName]>;

/** Credential calls: a 401 means wrong credentials, and forms show the error themselves. */
const credentialCall = { errorToast: false, skipAuthRefresh: true } as const;

export const authApi = {
  register: (body: TAuthBody<'register'>) => callEndpoint(authEndpoints.register, { ...credentialCall, body }),
  confirmEmail: (body: TAuthBody<'confirmEmail'>) =>
    callEndpoint(authEndpoints.confirmEmail, { ...credentialCall, body }),
  resendConfirmation: (body: TAuthBody<'resendConfirmation'>) =>
    callEndpoint(authEndpoints.resendConfirmation, { body }),
  login: (body: TAuthBody<'login'>) => callEndpoint(authEndpoints.login, { ...credentialCall, body }),
  loginTwoFactor: (body: TAuthBody<'loginTwoFactor'>) =>
    callEndpoint(authEndpoints.loginTwoFactor, { ...credentialCall, body }),
  forgotPassword: (body: TAuthBody<'forgotPassword'>) =>
    callEndpoint(authEndpoints.forgotPassword, { ...credentialCall, body }),
  setPassword: (body: TAuthBody<'setPassword'>) => callEndpoint(authEndpoints.setPassword, { ...credentialCall, body }),
  setupTwoFactor: () => callEndpoint(authEndpoints.setupTwoFactor, { body: {} }),
  verifyTwoFactorSetup: (body: TAuthBody<'verifyTwoFactorSetup'>) =>
    callEndpoint(authEndpoints.verifyTwoFactorSetup, { body, errorToast: false }),
  disableTwoFactor: (body: TAuthBody<'disableTwoFactor'>) =>
    callEndpoint(authEndpoints.disableTwoFactor, { body, errorToast: false }),
  generateBackupCodes: (body: TAuthBody<'generateBackupCodes'>) =>
    callEndpoint(authEndpoints.generateBackupCodes, { body, errorToast: false }),
  parentalConsent: (token: string) =>
    callEndpoint(authEndpoints.parentalConsent, { ...credentialCall, query: { token } }),
  confirmParentalConsent: (body: TAuthBody<'confirmParentalConsent'>) =>
    callEndpoint(authEndpoints.confirmParentalConsent, { ...credentialCall, body }),
  resendParentalConsent: (body: TAuthBody<'resendParentalConsent'>) =>
    callEndpoint(authEndpoints.resendParentalConsent, { body, errorToast: false }),
};

export const userApi = {
  changePassword: (body: TUserBody<'changePassword'>) =>
    callEndpoint(userEndpoints.changePassword, { body, errorToast: false }),
  deleteAccount: (id: string, body: TUserBody<'remove'>) =>
    callEndpoint(userEndpoints.remove, { params: { id }, body, errorToast: false }),
};
