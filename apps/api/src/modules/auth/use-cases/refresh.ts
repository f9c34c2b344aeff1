import { authLimits, errorMessages, type TAuthSession } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { deriveToken, hashToken } from '../../../lib/secrets';
import { refreshExpiry, type TAuthContext } from '../auth.context';
import { createAuthRepository } from '../auth.repository';

const isWithinReuseGrace = (usedAt: Date, now: Date) =>
  now.getTime() - usedAt.getTime() <= authLimits.refreshTokenReuseGraceSeconds * 1000;

/**
 * Rotates the refresh token. Its successor is derived from it, so presenting a spent token again within
 * the grace window (two tabs at once, a retry after a lost answer) returns the same successor while that
 * one is unused; any other reuse of a spent token revokes the whole session.
 */
export async function refresh(ctx: TAuthContext, refreshToken: string): Promise<TAuthSession> {
  const { uow, tokens, outbox } = ctx;
  const now = new Date();
  const successor = deriveToken(ctx.tokenSecret, 'refresh', refreshToken);
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
}
