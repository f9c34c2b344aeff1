import { bindUseCases } from '../../lib/use-cases';
import { createAuthContext, type TAuthDeps } from './auth.context';
import { addEmail } from './use-cases/add-email';
import { changePassword } from './use-cases/change-password';
import { confirmEmail } from './use-cases/confirm-email';
import { confirmParentalConsent } from './use-cases/confirm-parental-consent';
import { disableTwoFactor } from './use-cases/disable-two-factor';
import { forgotPassword } from './use-cases/forgot-password';
import { generateBackupCodes } from './use-cases/generate-backup-codes';
import { getParentalConsent } from './use-cases/get-parental-consent';
import { login } from './use-cases/login';
import { loginTwoFactor } from './use-cases/login-two-factor';
import { logout } from './use-cases/logout';
import { reauthenticate } from './use-cases/reauthenticate';
import { refresh } from './use-cases/refresh';
import { register } from './use-cases/register';
import { resendConfirmation } from './use-cases/resend-confirmation';
import { resendParentalConsent } from './use-cases/resend-parental-consent';
import { sendConfirmationIfPending } from './use-cases/send-confirmation';
import { sendParentalConsent } from './use-cases/send-parental-consent';
import { sendPasswordReset } from './use-cases/send-password-reset';
import { sendRegistrationAttempt } from './use-cases/send-registration-attempt';
import { setPassword } from './use-cases/set-password';
import { setupTwoFactor } from './use-cases/setup-two-factor';
import { verifyTwoFactorSetup } from './use-cases/verify-two-factor-setup';

export { hashPassword, type TIdentityProof, type TRequestContext } from './auth.context';

/**
 * Accounts and sessions: registration with e-mail confirmation, login (with a second factor when 2FA is on),
 * refresh-token rotation, logout, password reset and change, 2FA setup, backup codes and re-authentication.
 */
export function createAuthService(deps: TAuthDeps) {
  const ctx = createAuthContext(deps);
  return {
    /** What the mail jobs of auth-mail.jobs.ts run, after the request that queued them was answered. */
    mailHandlers: {
      confirmation: ({ email }: { email: string }) => sendConfirmationIfPending(ctx, email),
      passwordReset: ({ email }: { email: string }) => sendPasswordReset(ctx, email),
      registrationAttempt: ({ email }: { email: string }) => sendRegistrationAttempt(ctx, email),
      parentalConsent: ({ userId }: { userId: string }) => sendParentalConsent(ctx, userId),
    },
    /** Starts a session for an account another module has already identified (an LTI learner's one-time code). */
    startSession: ctx.startSession,
    ...bindUseCases(ctx, {
      register,
      confirmEmail,
      resendConfirmation,
      login,
      loginTwoFactor,
      refresh,
      logout,
      forgotPassword,
      setPassword,
      changePassword,
      addEmail,
      setupTwoFactor,
      verifyTwoFactorSetup,
      reauthenticate,
      disableTwoFactor,
      generateBackupCodes,
      getParentalConsent,
      confirmParentalConsent,
      resendParentalConsent,
    }),
  };
}

export type TAuthService = ReturnType<typeof createAuthService>;
