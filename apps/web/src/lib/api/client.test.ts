import { notifications } from '@mantine/notifications';
import { errorMessages } from '@zadania/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionExpiredError } from './api-error';
import { apiRequest, refreshHandoverTimeoutMs, setSessionExpiredHandler } from './client';
import { getRefreshToken, getToken, saveSession } from './token-storage';

const sessionId = '6f1c1f4e-8d1f-4c53-9a49-0c2b1e6b7a10';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function unauthorized(message: string) {
  return jsonResponse(401, { statusCode: 401, error: 'Unauthorized', message });
}

/**
 * A small stand-in for the API: access tokens are checked on every call, refresh tokens rotate on use
 * and a used one is refused. The refresh answer can be held back to prove that callers queue on it.
 */
function createFakeApi(initial: { accessToken: string; refreshToken: string }) {
  const state = { ...initial, refreshCalls: 0, unauthorizedCount: 0, itemCalls: [] as string[] };
  const heldRefreshes: (() => void)[] = [];
  let holdRefresh = false;

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = new Headers(init.headers);

    if (url.pathname === '/api/auth/refresh-token' && init.method === 'POST') {
      state.refreshCalls += 1;
      if (holdRefresh) await new Promise<void>((resolve) => heldRefreshes.push(resolve));
      const { refreshToken } = JSON.parse(String(init.body)) as { refreshToken: string };
      if (refreshToken !== state.refreshToken) return unauthorized(errorMessages.invalidRefreshToken);
      state.accessToken = `access-${state.refreshCalls + 1}`;
      state.refreshToken = `refresh-${state.refreshCalls + 1}`;
      return jsonResponse(200, { token: state.accessToken, refreshToken: state.refreshToken, sessionId });
    }

    if (headers.get('Authorization') !== `Bearer ${state.accessToken}`) {
      state.unauthorizedCount += 1;
      return unauthorized(errorMessages.unauthorized);
    }
    const match = url.pathname.match(/^\/api\/items\/(\w+)$/);
    if (match?.[1]) {
      state.itemCalls.push(match[1]);
      return jsonResponse(200, { id: match[1] });
    }
    return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: errorMessages.notFound });
  });

  return {
    state,
    fetchMock,
    holdRefreshResponses: () => {
      holdRefresh = true;
    },
    releaseRefresh: () => {
      holdRefresh = false;
      for (const release of heldRefreshes.splice(0)) release();
    },
    releaseFirstHeldRefresh: () => heldRefreshes.shift()?.(),
  };
}

/**
 * The fake API as `fetch` (its current pair `served`, access-1/refresh-1 by default), and `stored` (when given) as
 * the session the browser holds.
 */
function serveFakeApi(
  stored?: { token: string; refreshToken: string },
  served = { accessToken: 'access-1', refreshToken: 'refresh-1' },
) {
  const api = createFakeApi(served);
  vi.stubGlobal('fetch', api.fetchMock);
  if (stored) saveSession({ ...stored, sessionId });
  return api;
}

describe('apiRequest session refresh', () => {
  const onSessionExpired = vi.fn();

  beforeEach(() => {
    setSessionExpiredHandler(onSessionExpired);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    onSessionExpired.mockReset();
    notifications.clean();
  });

  it('sends the stored token as Bearer', async () => {
    const api = serveFakeApi({ token: 'access-1', refreshToken: 'refresh-1' });

    await expect(apiRequest('/items/a')).resolves.toEqual({ id: 'a' });
    expect(api.state.refreshCalls).toBe(0);
  });

  it('refreshes once for three concurrent requests with an expired token and retries each of them', async () => {
    const api = serveFakeApi({ token: 'expired', refreshToken: 'refresh-1' });
    api.holdRefreshResponses();

    const requests = Promise.all([apiRequest('/items/a'), apiRequest('/items/b'), apiRequest('/items/c')]);
    // All three have failed with 401 while the single refresh is still pending.
    await vi.waitFor(() => expect(api.state.unauthorizedCount).toBe(3));
    expect(api.state.refreshCalls).toBe(1);
    api.releaseRefresh();

    await expect(requests).resolves.toEqual([{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
    expect(api.state.refreshCalls).toBe(1);
    expect(api.state.itemCalls.sort()).toEqual(['a', 'b', 'c']);
    expect(getToken()).toBe('access-2');
    expect(getRefreshToken()).toBe('refresh-2');
    expect(localStorage.getItem('sessionId')).toBe(sessionId);
    const retriedWith = api.fetchMock.mock.calls
      .filter(([input]) => String(input).startsWith('/api/items/'))
      .map(([, init]) => new Headers(init?.headers).get('Authorization'));
    expect(retriedWith.filter((value) => value === 'Bearer access-2')).toHaveLength(3);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('logs out when the refresh fails: storage cleared, handler called, every request rejected', async () => {
    const api = serveFakeApi({ token: 'expired', refreshToken: 'revoked' });

    const results = await Promise.allSettled([apiRequest('/items/a'), apiRequest('/items/b'), apiRequest('/items/c')]);

    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(SessionExpiredError);
    }
    expect(api.state.refreshCalls).toBe(1);
    expect(api.state.itemCalls).toEqual([]);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('sessionId')).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('does not try to refresh without a stored refresh token', async () => {
    const api = serveFakeApi();

    await expect(apiRequest('/items/a', { errorToast: false })).rejects.toMatchObject({
      status: 401,
      message: errorMessages.unauthorized,
    });
    expect(api.state.refreshCalls).toBe(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

type TLockCallback<T> = (lock: { name: string } | null) => Promise<T>;

/**
 * navigator.locks as browsers implement it, for exclusive locks: requests for a name run one after another,
 * and an `ifAvailable` request gets null at once while the name is held or queued.
 */
function installWebLocks() {
  const state = { granted: 0 };
  const tails = new Map<string, Promise<unknown>>();
  const pending = new Map<string, number>();
  function request<T>(
    name: string,
    optionsOrCallback: { ifAvailable?: boolean } | TLockCallback<T>,
    maybeCallback?: TLockCallback<T>,
  ): Promise<T> {
    const callback = typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback!;
    const ifAvailable = typeof optionsOrCallback === 'object' && optionsOrCallback.ifAvailable;
    const busy = (pending.get(name) ?? 0) > 0;
    if (ifAvailable && busy) return callback(null);
    pending.set(name, (pending.get(name) ?? 0) + 1);
    const run = () => {
      state.granted += 1;
      return callback({ name }).finally(() => pending.set(name, pending.get(name)! - 1));
    };
    const result = (tails.get(name) ?? Promise.resolve()).then(run, run);
    tails.set(
      name,
      result.catch(() => undefined),
    );
    return result;
  }
  Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
  return { state, request, remove: () => Reflect.deleteProperty(navigator, 'locks') };
}

/** Another tab: its own copy of the client (its own in-memory refresh), the same storage and locks. */
async function openSecondTab() {
  vi.resetModules();
  return import('./client');
}

/** This tab and a second one, both calling `onSessionExpired` when they lose the session. */
async function openTwoTabs(onSessionExpired: () => void) {
  const firstTab = { apiRequest, setSessionExpiredHandler };
  const secondTab = await openSecondTab();
  firstTab.setSessionExpiredHandler(onSessionExpired);
  secondTab.setSessionExpiredHandler(onSessionExpired);
  return { firstTab, secondTab };
}

describe('session refresh across tabs', () => {
  const onSessionExpired = vi.fn();
  let webLocks: ReturnType<typeof installWebLocks> | undefined;

  afterEach(() => {
    webLocks?.remove();
    webLocks = undefined;
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    onSessionExpired.mockReset();
    notifications.clean();
  });

  it('two tabs with an expired token spend the refresh token once and both stay signed in', async () => {
    webLocks = installWebLocks();
    const api = serveFakeApi({ token: 'expired', refreshToken: 'refresh-1' });
    const { firstTab, secondTab } = await openTwoTabs(onSessionExpired);
    api.holdRefreshResponses();

    const requests = Promise.allSettled([firstTab.apiRequest('/items/a'), secondTab.apiRequest('/items/b')]);
    await vi.waitFor(() => expect(api.state.unauthorizedCount).toBe(2));
    await vi.waitFor(() => expect(api.state.refreshCalls).toBeGreaterThan(0));
    api.releaseRefresh();

    expect((await requests).map((result) => (result.status === 'fulfilled' ? result.value : 'rejected'))).toEqual([
      { id: 'a' },
      { id: 'b' },
    ]);
    expect(api.state.refreshCalls).toBe(1);
    expect(getRefreshToken()).toBe('refresh-2');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('a tab waiting for the lock while the other tab loses the session does not refresh again', async () => {
    webLocks = installWebLocks();
    const api = serveFakeApi({ token: 'expired', refreshToken: 'revoked' });
    const { firstTab, secondTab } = await openTwoTabs(onSessionExpired);

    const results = await Promise.allSettled([
      firstTab.apiRequest('/items/a', { errorToast: false }),
      secondTab.apiRequest('/items/b', { errorToast: false }),
    ]);

    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(api.state.refreshCalls).toBe(1);
    expect(getRefreshToken()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(2);
  });

  /** Another tab holding the refresh lock until `finish` is called. */
  function holdLockInOtherTab(locks: ReturnType<typeof installWebLocks>) {
    let finish: () => void = () => {};
    void locks.request('zadania-refresh', async () => new Promise<void>((resolve) => (finish = resolve)));
    return () => finish();
  }

  /**
   * A request whose 401 finds the refresh lock held by another tab: it waits for that tab to finish, then takes the
   * lock without refreshing yet. The request is returned in an object, so that awaiting this does not await it.
   */
  async function requestAfterOtherTabsRefresh(api: ReturnType<typeof createFakeApi>) {
    const locks = installWebLocks();
    webLocks = locks;
    const finishOtherTab = holdLockInOtherTab(locks);

    const request = apiRequest('/items/a');
    await vi.waitFor(() => expect(api.state.unauthorizedCount).toBe(1));
    finishOtherTab();
    await vi.waitFor(() => expect(locks.state.granted).toBe(2));
    expect(api.state.refreshCalls).toBe(0);
    return { request };
  }

  it('a tab that waited for another tab uses the pair that reaches its storage after the lock', async () => {
    // The other tab has already rotated the pair on the server.
    const api = serveFakeApi(
      { token: 'expired', refreshToken: 'refresh-1' },
      { accessToken: 'access-2', refreshToken: 'refresh-2' },
    );
    setSessionExpiredHandler(onSessionExpired);
    const { request } = await requestAfterOtherTabsRefresh(api);
    // As in Chromium, the other tab's write arrives a little after the lock, with its storage event.
    localStorage.setItem('token', 'access-2');
    localStorage.setItem('refreshToken', 'refresh-2');
    window.dispatchEvent(new StorageEvent('storage', { key: 'refreshToken', newValue: 'refresh-2' }));

    await expect(request).resolves.toEqual({ id: 'a' });
    expect(api.state.refreshCalls).toBe(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('refreshes itself when the tab it waited for stored no new pair in time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const api = serveFakeApi({ token: 'expired', refreshToken: 'refresh-1' });
    setSessionExpiredHandler(onSessionExpired);
    const { request } = await requestAfterOtherTabsRefresh(api);
    await vi.advanceTimersByTimeAsync(refreshHandoverTimeoutMs);

    await expect(request).resolves.toEqual({ id: 'a' });
    expect(api.state.refreshCalls).toBe(1);
    expect(getRefreshToken()).toBe('refresh-2');
  });

  it('without Web Locks, a tab whose refresh lost the race uses the pair the other tab stored', async () => {
    const api = serveFakeApi({ token: 'expired', refreshToken: 'refresh-1' });
    const { firstTab, secondTab } = await openTwoTabs(onSessionExpired);
    api.holdRefreshResponses();

    const requests = Promise.all([firstTab.apiRequest('/items/a'), secondTab.apiRequest('/items/b')]);
    // Both tabs sent the same refresh token; the fake API (no grace window) accepts only the first.
    await vi.waitFor(() => expect(api.state.refreshCalls).toBe(2));
    api.releaseFirstHeldRefresh();
    await vi.waitFor(() => expect(getRefreshToken()).toBe('refresh-3'));
    api.releaseRefresh();

    await expect(requests).resolves.toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(getRefreshToken()).toBe('refresh-3');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});
