import type { TAuthContext } from '../auth.context';

/** POST /auth/logout: ends the viewer's session. */
export async function logout(ctx: TAuthContext, viewer: { id: string; sessionId: string }) {
  await ctx.endSessions({ userId: viewer.id, sessionId: viewer.sessionId });
  return { message: 'Wylogowano!' };
}
