import { hash, verify } from '@node-rs/argon2';
import {
  authLimits,
  errorMessages,
  type TAuthSession,
  type TLoginResponse,
  type TPasswordWithConfirmation,
  type TRegistrationRole,
  type TRole,
  validationMessages,
} from '@zadania/shared';
import { generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import QRCode from 'qrcode';
import type { TUserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TEventOutbox } from '../../lib/events/event-outbox';
import type { TJobQueue } from '../../lib/jobs/job-queue';
import { createBackupCode, createOpaqueToken, deriveToken, hashToken } from '../../lib/secrets';
import type { TUnitOfWork } from '../../lib/uow';
import type { TRateLimiter } from '../../plugins/rate-limit';
import type { TMailer } from '../mail/mail.service';
import { buildConfirmEmailMail, buildRegistrationAttemptMail, buildResetPasswordMail } from '../mail/mail.templates';
import { createUsersRepository, type TUsersRepository } from '../users/users.repository';
import type { TTokenSigner } from './access-token';
import { createAuthRepository, type TAuthRepository } from './auth.repository';
import {
  confirmationMailJob,
  mailSingletonKey,
  passwordResetMailJob,
  registrationAttemptMailJob,
} from './auth-mail.jobs';

export type TRequestContext = { ip: string; userAgent?: string };

/** What re-confirms the signed-in person: the current password, or a 2FA code when 2FA is on. */
export type TIdentityProof = { currentPassword?: string; code?: string };

type TDeps = {
  uow: TUnitOfWork;
  users: TUsersRepository;
  auth: TAuthRepository;
  tokens: TTokenSigner;
  mailer: TMailer;
  limiter: TRateLimiter;
  jobs: Pick<TJobQueue, 'send'>;
  outbox: Pick<TEventOutbox, 'record'>;
  publicUrl: string;
  /** Keys the derivation of each refresh token's successor (the JWT secret). */
  tokenSecret: string;
};

const registeredMessage = 'Konto zostało utworzone. Sprawdź skrzynkę e-mail i kliknij link, aby je potwierdzić.';

const totpIssuer = 'Zadania';
// @node-rs/argon2 defaults to Argon2id (algorithm 2); its const enum cannot be imported under isolatedModules.
const hashOptions = { algorithm: 2 } as const;

export const hashPassword = (password: string) => hash(password, hashOptions);

export function createAuthService(deps: TDeps) {
  const { uow, users, auth, tokens, mailer, limiter, jobs, outbox } = deps;
  let dummyHash: Promise<string> | undefined;

  /** Verifies against a throwaway hash for unknown accounts, so timing does not tell who exists. */
  const verifyPassword = async (passwordHash: string | undefined, password: string) => {
    dummyHash ??= hashPassword(createOpaqueToken());
    const valid = await verify(passwordHash ?? (await dummyHash), password);
    return !!passwordHash && valid;
  };

  /** Ends one session, or every session of the user but one; their sockets hear Logout after the commit. */
  const endSessions = (target: { userId: string; sessionId?: string; exceptSessionId?: string }) =>
    uow.run(async (tx) => {
      const sessions = createAuthRepository(tx);
      if (target.sessionId) await sessions.revokeSession(target.sessionId);
      else await sessions.revokeUserSessions(target.userId, target.exceptSessionId);
      await outbox.record(tx, 'auth.sessions-ended', {
        userId: target.userId,
        sessionId: target.sessionId ?? null,
        exceptSessionId: target.exceptSessionId ?? null,
      });
    });

  const startSession = async (userId: string, role: TRole, ctx: TRequestContext): Promise<TAuthSession> => {
    const session = await auth.createSession({
      userId,
      ip: ctx.ip,
      userAgent: ctx.userAgent?.slice(0, 512),
      expiresAt: refreshExpiry(),
    });
    const refreshToken = createOpaqueToken();
    await auth.insertRefreshToken(session.id, hashToken(refreshToken));
    const token = await tokens.signAccessToken({ userId, sessionId: session.id, role });
    return { token, refreshToken, sessionId: session.id };
  };

  const sendConfirmation = async (user: { id: string; email: string; username: string }) => {
    await auth.invalidateEmailTokens(user.id, 'CONFIRM_EMAIL');
    const token = createOpaqueToken();
    await auth.insertEmailToken({
      userId: user.id,
      kind: 'CONFIRM_EMAIL',
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + authLimits.emailConfirmationTtlHours * 3600_000),
    });
    const link = `${deps.publicUrl}/confirm-email?token=${token}`;
    await mailer.send(buildConfirmEmailMail(user.email, user.username, link));
  };

  const sendConfirmationIfPending = async (email: string) => {
    const user = await users.findByEmail(email);
    if (user && !user.emailConfirmedAt) await sendConfirmation(user);
  };

  const sendPasswordReset = async (email: string) => {
    const user = await users.findByEmail(email);
    if (!user) return;
    await auth.invalidateEmailTokens(user.id, 'RESET_PASSWORD');
    const token = createOpaqueToken();
    await auth.insertEmailToken({
      userId: user.id,
      kind: 'RESET_PASSWORD',
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + authLimits.passwordResetTtlMinutes * 60_000),
    });
    await mailer.send(
      buildResetPasswordMail(user.email, user.username, `${deps.publicUrl}/set-password?token=${token}`),
    );
  };

  /** Tells the holder of an address that someone tried to register it again. */
  const sendRegistrationAttempt = async (email: string) => {
    const user = await users.findByEmail(email);
    if (!user) return;
    await mailer.send(
      buildRegistrationAttemptMail(
        user.email,
        user.username,
        `${deps.publicUrl}/login`,
        `${deps.publicUrl}/forgot-password`,
      ),
    );
  };

  /** Checks a six-digit TOTP code (each time step works once) or a single-use backup code. */
  const checkSecondFactor = async (
    user: { id: string; twoFactorSecret: string | null; twoFactorLastTimeStep: number | null },
    code: string,
  ) => {
    if (!user.twoFactorSecret) return false;
    if (/^\d{6}$/.test(code)) {
      const result = await verifyTotp({
        secret: user.twoFactorSecret,
        token: code,
        epochTolerance: 30,
        afterTimeStep: user.twoFactorLastTimeStep ?? undefined,
      });
      if (!result.valid || !('timeStep' in result)) return false;
      return users.advanceTwoFactorTimeStep(user.id, result.timeStep);
    }
    return auth.useBackupCode(user.id, hashToken(code));
  };

  const issueBackupCodes = async (userId: string) => {
    const codes = Array.from({ length: authLimits.backupCodeCount }, createBackupCode);
    await uow.run((tx) => createAuthRepository(tx).replaceBackupCodes(userId, codes.map(hashToken)));
    return codes;
  };

  const requireUser = async (userId: string) => {
    const user = await users.findById(userId);
    if (!user) throw AppError.unauthorized();
    return user;
  };

  /**
   * Asks again who is acting before a sensitive change: the current password, or a current code or backup
   * code when 2FA is on; every proof sent must be right. Guesses count against the per-account limits of
   * password checks (shared with change-password) and of 2FA confirmations.
   */
  const confirmIdentity = async (user: TUserRow, proof: TIdentityProof, ctx: TRequestContext) => {
    if (proof.currentPassword === undefined && proof.code === undefined) {
      throw AppError.badRequest(validationMessages.required);
    }
    if (proof.currentPassword !== undefined) {
      await limiter.consume('changePassword', { ip: ctx.ip, account: user.id });
      if (!(await verifyPassword(user.passwordHash, proof.currentPassword))) {
        throw AppError.badRequest(errorMessages.wrongCurrentPassword);
      }
    }
    if (proof.code !== undefined) {
      await limiter.consume('twoFactorConfirm', { ip: ctx.ip, account: user.id });
      if (!user.twoFactorEnabledAt) throw AppError.badRequest(errorMessages.twoFactorNotEnabled);
      if (!(await checkSecondFactor(user, proof.code))) throw AppError.badRequest(errorMessages.invalidTotp);
    }
  };

  return {
    /** What the mail jobs of auth-mail.jobs.ts run, after the request that queued them was answered. */
    mailHandlers: {
      confirmation: ({ email }: { email: string }) => sendConfirmationIfPending(email),
      passwordReset: ({ email }: { email: string }) => sendPasswordReset(email),
      registrationAttempt: ({ email }: { email: string }) => sendRegistrationAttempt(email),
    },

    /**
     * Creates an account and mails its confirmation link. A taken e-mail answers exactly the same,
     * in the same time, and its holder gets a notice instead: who has an account stays private. A
     * taken login (public anyway) is said, and is checked first so that it tells nothing about the e-mail.
     */
    async register(
      input: { email: string; username: string; password: TPasswordWithConfirmation; role: TRegistrationRole },
      ctx: TRequestContext,
    ) {
      const { mayMail } = await limiter.consumeMailRequest('register', { ip: ctx.ip, address: input.email });
      if (await users.isUsernameTaken(input.username)) throw AppError.badRequest(errorMessages.usernameTaken);
      const passwordHash = await hashPassword(input.password.password);
      // The account and its mail job commit together: no account is left without its link by a crash.
      await uow.run(async (tx) => {
        const result = await createUsersRepository(tx).insertAccount({
          email: input.email,
          username: input.username,
          displayName: input.username,
          passwordHash,
          role: input.role === 'TEACHER' ? 'TEACHER' : 'USER',
          consentAt: new Date(),
        });
        if (result.taken === 'username') throw AppError.badRequest(errorMessages.usernameTaken);
        // A new account always gets its link (once per account); notices to a taken address stop at the limit.
        if (result.user) {
          await jobs.send(
            confirmationMailJob,
            { email: result.user.email },
            { tx, singletonKey: mailSingletonKey(result.user.email) },
          );
        } else if (mayMail) {
          await jobs.send(
            registrationAttemptMailJob,
            { email: input.email },
            { tx, singletonKey: mailSingletonKey(input.email) },
          );
        }
      });
      return { message: registeredMessage };
    },

    async confirmEmail(token: string) {
      const userId = await auth.consumeEmailToken('CONFIRM_EMAIL', hashToken(token));
      if (!userId) throw AppError.badRequest(errorMessages.invalidLink);
      await users.update(userId, { emailConfirmedAt: new Date() });
      return { message: 'Potwiedzono!' };
    },

    /** Answers the same, in the same time, whether or not the address waits for confirmation. */
    async resendConfirmation(email: string, ctx: TRequestContext) {
      const { mayMail } = await limiter.consumeMailRequest('resendConfirmation', { ip: ctx.ip, address: email });
      if (mayMail) {
        await jobs.send(confirmationMailJob, { email }, { singletonKey: mailSingletonKey(email) });
      }
      return { message: 'Wysłano! Jeśli konto czeka na potwierdzenie, w skrzynce znajdziesz nowy link.' };
    },

    async login(input: { email: string; password: string }, ctx: TRequestContext): Promise<TLoginResponse> {
      const attempt = await limiter.checkCredential('login', { ip: ctx.ip, account: input.email });
      const user = await users.findByEmail(input.email);
      if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) {
        throw AppError.unauthorized(errorMessages.invalidCredentials);
      }
      await attempt.succeeded();
      if (!user.emailConfirmedAt) throw AppError.forbidden(errorMessages.emailNotConfirmed);
      if (user.twoFactorEnabledAt) {
        return { twoFactorRequired: true, challengeToken: await tokens.signChallengeToken(user.id) };
      }
      return startSession(user.id, user.role, ctx);
    },

    async loginTwoFactor(input: { challengeToken: string; code: string }, ctx: TRequestContext) {
      const userId = await tokens.verifyChallengeToken(input.challengeToken);
      if (!userId) throw AppError.unauthorized(errorMessages.twoFactorChallengeExpired);
      const attempt = await limiter.checkCredential('loginTwoFactor', { ip: ctx.ip, account: userId });
      const user = await users.findById(userId);
      if (!user?.twoFactorEnabledAt) throw AppError.unauthorized(errorMessages.twoFactorChallengeExpired);
      if (!(await checkSecondFactor(user, input.code))) throw AppError.unauthorized(errorMessages.invalidTotp);
      await attempt.succeeded();
      return startSession(user.id, user.role, ctx);
    },

    /**
     * Rotates the refresh token. Its successor is derived from it, so presenting a spent token again within
     * the grace window (two tabs at once, a retry after a lost answer) returns the same successor while that
     * one is unused; any other reuse of a spent token revokes the whole session.
     */
    async refresh(refreshToken: string): Promise<TAuthSession> {
      const now = new Date();
      const successor = deriveToken(deps.tokenSecret, 'refresh', refreshToken);
      const rotated = await uow.run(async (tx) => {
        const sessions = createAuthRepository(tx);
        const stored = await sessions.lockRefreshToken(hashToken(refreshToken));
        if (!stored || stored.revokedAt || stored.expiresAt <= now) return undefined;
        if (!stored.usedAt) {
          await sessions.markRefreshTokenUsed(stored.id, now);
          await sessions.insertRefreshToken(stored.sessionId, hashToken(successor));
        } else if (
          !isWithinReuseGrace(stored.usedAt, now) ||
          !(await sessions.isRefreshTokenUnused(hashToken(successor)))
        ) {
          // Committed, not thrown: the revocation must outlive this request.
          await sessions.revokeSession(stored.sessionId);
          const ended = { userId: stored.userId, sessionId: stored.sessionId, exceptSessionId: null };
          await outbox.record(tx, 'auth.sessions-ended', ended);
          return undefined;
        }
        await sessions.touchSession(stored.sessionId, refreshExpiry());
        return stored;
      });
      if (!rotated) throw AppError.unauthorized(errorMessages.invalidRefreshToken);
      const { userId, sessionId, role } = rotated;
      const token = await tokens.signAccessToken({ userId, sessionId, role });
      return { token, refreshToken: successor, sessionId };
    },

    async logout(viewer: { id: string; sessionId: string }) {
      await endSessions({ userId: viewer.id, sessionId: viewer.sessionId });
      return { message: 'Wylogowano!' };
    },

    /** Answers the same, in the same time, whether or not the address has an account. */
    async forgotPassword(email: string, ctx: TRequestContext) {
      const { mayMail } = await limiter.consumeMailRequest('forgotPassword', { ip: ctx.ip, address: email });
      if (mayMail) await jobs.send(passwordResetMailJob, { email }, { singletonKey: mailSingletonKey(email) });
      return { message: 'Wysłano! Jeśli konto istnieje, w skrzynce znajdziesz link do ustawienia hasła.' };
    },

    /** Sets a new password from a reset link; every session ends, and the e-mail counts as confirmed. */
    async setPassword(input: { token: string; password: TPasswordWithConfirmation }) {
      const userId = await auth.consumeEmailToken('RESET_PASSWORD', hashToken(input.token));
      if (!userId) throw AppError.badRequest(errorMessages.invalidLink);
      const user = await requireUser(userId);
      await users.update(userId, {
        passwordHash: await hashPassword(input.password.password),
        emailConfirmedAt: user.emailConfirmedAt ?? new Date(),
      });
      await endSessions({ userId });
      return { message: 'Hasło zostało zmienione' };
    },

    async changePassword(
      viewer: { id: string; sessionId: string },
      input: { currentPassword: string; newPassword: TPasswordWithConfirmation },
      ctx: TRequestContext,
    ) {
      await limiter.consume('changePassword', { ip: ctx.ip, account: viewer.id });
      const user = await requireUser(viewer.id);
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw AppError.badRequest(errorMessages.wrongCurrentPassword);
      }
      if (input.currentPassword === input.newPassword.password) throw AppError.badRequest(errorMessages.samePassword);
      await users.update(user.id, { passwordHash: await hashPassword(input.newPassword.password) });
      await endSessions({ userId: user.id, exceptSessionId: viewer.sessionId });
      return { message: 'Hasło zostało zmienione' };
    },

    async setupTwoFactor(userId: string) {
      const user = await requireUser(userId);
      if (user.twoFactorEnabledAt) throw AppError.badRequest(errorMessages.twoFactorAlreadyEnabled);
      const secret = generateSecret();
      await users.update(user.id, { twoFactorPendingSecret: secret });
      const otpauthUrl = generateURI({ issuer: totpIssuer, label: user.email, secret });
      const qrCode = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 });
      return { secret, otpauthUrl, qrCode };
    },

    /** Enables 2FA, confirmed with the password; every other session of the account ends. */
    async verifyTwoFactorSetup(
      viewer: { id: string; sessionId: string },
      input: { token: string; currentPassword: string },
      ctx: TRequestContext,
    ) {
      const user = await requireUser(viewer.id);
      await confirmIdentity(user, { currentPassword: input.currentPassword }, ctx);
      if (user.twoFactorEnabledAt) throw AppError.badRequest(errorMessages.twoFactorAlreadyEnabled);
      if (!user.twoFactorPendingSecret) throw AppError.badRequest(errorMessages.twoFactorSetupMissing);
      const result = await verifyTotp({ secret: user.twoFactorPendingSecret, token: input.token, epochTolerance: 30 });
      if (!result.valid || !('timeStep' in result)) throw AppError.badRequest(errorMessages.invalidTotp);
      await users.update(user.id, {
        twoFactorSecret: user.twoFactorPendingSecret,
        twoFactorPendingSecret: null,
        twoFactorEnabledAt: new Date(),
        twoFactorLastTimeStep: result.timeStep,
      });
      await endSessions({ userId: user.id, exceptSessionId: viewer.sessionId });
      return { backupCodes: await issueBackupCodes(user.id) };
    },

    /** Confirms the signed-in person before a sensitive action of another module (deleting an account). */
    async reauthenticate(userId: string, proof: TIdentityProof, ctx: TRequestContext) {
      await confirmIdentity(await requireUser(userId), proof, ctx);
    },

    async disableTwoFactor(userId: string, code: string, ctx: TRequestContext) {
      await limiter.consume('twoFactorConfirm', { ip: ctx.ip, account: userId });
      const user = await requireUser(userId);
      if (!user.twoFactorEnabledAt) throw AppError.badRequest(errorMessages.twoFactorNotEnabled);
      if (!(await checkSecondFactor(user, code))) throw AppError.badRequest(errorMessages.invalidTotp);
      await users.update(user.id, {
        twoFactorSecret: null,
        twoFactorPendingSecret: null,
        twoFactorEnabledAt: null,
        twoFactorLastTimeStep: null,
      });
      await auth.replaceBackupCodes(user.id, []);
      return { message: 'Weryfikacja dwuetapowa została wyłączona.' };
    },

    async generateBackupCodes(userId: string, code: string, ctx: TRequestContext) {
      await limiter.consume('twoFactorConfirm', { ip: ctx.ip, account: userId });
      const user = await requireUser(userId);
      if (!user.twoFactorEnabledAt) throw AppError.badRequest(errorMessages.twoFactorNotEnabled);
      if (!(await checkSecondFactor(user, code))) throw AppError.badRequest(errorMessages.invalidTotp);
      return { backupCodes: await issueBackupCodes(user.id) };
    },
  };
}

const refreshExpiry = () => new Date(Date.now() + authLimits.refreshTokenTtlDays * 86_400_000);

const isWithinReuseGrace = (usedAt: Date, now: Date) =>
  now.getTime() - usedAt.getTime() <= authLimits.refreshTokenReuseGraceSeconds * 1000;

export type TAuthService = ReturnType<typeof createAuthService>;
