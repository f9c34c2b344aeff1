import { afterEach, beforeEach, vi } from 'vitest';
import { clearSession, saveSession } from '../lib/api/token-storage';

/** Tokens of a signed-in session: the stubbed API answers `/api/user/me` whatever they are. */
export const testSession = {
  token: 'access-1',
  refreshToken: 'refresh-1',
  sessionId: '6f1c1f4e-8d1f-4c53-9a49-0c2b1e6b7a10',
};

/** After each test of the calling suite (or file): forgets the session and the stubbed globals such as fetch. */
export function clearSessionAfterEachTest() {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });
}

/** Signs in before each test of the calling suite; after it, forgets the session and the stubbed fetch. */
export function signInForEachTest() {
  beforeEach(() => {
    saveSession(testSession);
  });
  clearSessionAfterEachTest();
}
