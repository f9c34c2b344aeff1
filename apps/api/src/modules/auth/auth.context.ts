import { hash, verify } from '@node-rs/argon2';
import { authLimits, errorMessages, type TAuthSession, type TRole, validationMessages } from '@zadania/shared';
import { verify as verifyTotp } from 'otplib';
import type { TDb } from '../../db/client';
import type { TUserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TEventOutbox } from '../../lib/events/event-outbox';
import type { TJobQueue } from '../../lib/jobs/job-queue';
import type { TRequestContext } from '../../lib/routes/request-context';
import { createBackupCode, createOpaqueToken, hashToken } from '../../lib/secrets';
import type { TUnitOfWork } from '../../lib/uow';
import type { TRateLimiter } from '../../plugins/rate-limit';
import type { TMailer } from '../mail/mail.service';
import type { TUsersRepository } from '../users/users.repository';
import type { TTokenSigner } from './access-token';
import { createAuthRepository, type TAuthRepository } from './auth.repository';
import type { TParentalConsentRepository } from './parental-consent.repository';

export type { TRequestContext };

/**
 * The seats a pupil registering with a class's code takes (classes/class-seats.ts, wired in services/accounts.ts):
 * the class of a live code, a seat in the registration's transaction, admission on confirming the e-mail.
 */
export type TClassSeats = {
  findOpenClass(db: TDb, code: string): Promise<object | null>;
  reserve(tx: TDb, code: string, userId: string): Promise<void>;
  admitConfirmed(tx: TDb, userId: string): Promise<void>;
};

/** What re-confirms the signed-in person: the current password, or a 2FA code when 2FA is on. */
export type TIdentityProof = { currentPassword?: string; code?: string };

export type TAuthDeps = {
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
  /** Seats in a class taken by registering with its code, and admitted on confirming the e-mail. */
  classSeats: TClassSeats;
  /** The consents parents give for pupils under 16 (parental-consent.repository.ts). */
  parentalConsents: TParentalConsentRepository;
  /** Links a new PARENT account with the child of a consent link, in the registration's transaction (modules/parents). */
  linkChildByConsent: (tx: TDb, parentId: string, consentToken: string) => Promise<unknown>;
};

// @node-rs/argon2 defaults to Argon2id (algorithm 2); its const enum cannot be imported under isolatedModules.
const hashOptions = { algorithm: 2 } as const;

export const hashPassword = (password: string) => hash(password, hashOptions);

export const refreshExpiry = () => new Date(Date.now() + authLimits.refreshTokenTtlDays * 86_400_000);

export function createAuthContext(deps: TAuthDeps) {
  const { uow, users, auth, tokens, limiter, outbox } = deps;
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

  const startSession = async (userId: string, role: TRole, request: TRequestContext): Promise<TAuthSession> => {
    const session = await auth.createSession({
      userId,
      ip: request.ip,
      userAgent: request.userAgent?.slice(0, 512),
      expiresAt: refreshExpiry(),
    });
    const refreshToken = createOpaqueToken();
    await auth.insertRefreshToken(session.id, hashToken(refreshToken));
    const token = await tokens.signAccessToken({ userId, sessionId: session.id, role });
    return { token, refreshToken, sessionId: session.id };
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

  /** A new single-use link token of the kind, valid for `ttlMs`; the user's earlier ones of that kind stop working. */
  const issueEmailToken = async (userId: string, kind: 'CONFIRM_EMAIL' | 'RESET_PASSWORD', ttlMs: number) => {
    await auth.invalidateEmailTokens(userId, kind);
    const token = createOpaqueToken();
    await auth.insertEmailToken({ userId, kind, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlMs) });
    return token;
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
  const confirmIdentity = async (user: TUserRow, proof: TIdentityProof, request: TRequestContext) => {
    if (proof.currentPassword === undefined && proof.code === undefined) {
      throw AppError.badRequest(validationMessages.required);
    }
    if (proof.currentPassword !== undefined) {
      await limiter.consume('changePassword', { ip: request.ip, account: user.id });
      if (!(await verifyPassword(user.passwordHash, proof.currentPassword))) {
        throw AppError.badRequest(errorMessages.wrongCurrentPassword);
      }
    }
    if (proof.code !== undefined) {
      await limiter.consume('twoFactorConfirm', { ip: request.ip, account: user.id });
      if (!user.twoFactorEnabledAt) throw AppError.badRequest(errorMessages.twoFactorNotEnabled);
      if (!(await checkSecondFactor(user, proof.code))) throw AppError.badRequest(errorMessages.invalidTotp);
    }
  };

  return {
    ...deps,
    verifyPassword,
    endSessions,
    startSession,
    checkSecondFactor,
    issueBackupCodes,
    issueEmailToken,
    requireUser,
    confirmIdentity,
  };
}
export type TAuthContext = ReturnType<typeof createAuthContext>;
