import { randomUUID } from 'node:crypto';
import type { TLtiPlatformRow } from '../../db/schema';
import { clientAssertionType, mediaTypes } from './lti-claims';
import type { TLtiKeys } from './lti-keys';

const timeoutMs = 10_000;
/** A token is reused until this long before it expires. */
const tokenMarginSeconds = 60;
/** Pages of an NRPS member list followed at most. */
const maxMemberPages = 50;

/** A call to a platform that did not answer as LTI says (the outbox retries a grade that met one). */
export class LtiPlatformError extends Error {}

async function readJson(response: Response, what: string) {
  if (!response.ok) throw new LtiPlatformError(`${what}: HTTP ${response.status}`);
  try {
    return (await response.json()) as unknown;
  } catch {
    throw new LtiPlatformError(`${what}: not JSON`);
  }
}

export type TNrpsMember = { user_id?: unknown; name?: unknown; roles?: unknown; status?: unknown };

/**
 * The tool's calls to a platform's services: the OAuth2 client-credentials token (a JWT client assertion signed
 * with the tool's key, RFC 7523 as LTI Advantage's security framework asks), AGS scores and NRPS memberships.
 * Tokens are kept per platform and scope until shortly before they expire.
 */
export function createLtiPlatformClient(deps: { keys: TLtiKeys; now: () => Date }) {
  const tokens = new Map<string, { token: string; expiresAt: number }>();

  async function accessToken(platform: TLtiPlatformRow, scope: string) {
    const cacheKey = `${platform.id} ${scope}`;
    const cached = tokens.get(cacheKey);
    const now = deps.now();
    if (cached && cached.expiresAt > now.getTime()) return cached.token;
    const assertion = await deps.keys.sign(
      { sub: platform.clientId, jti: randomUUID() },
      { issuer: platform.clientId, audience: platform.tokenEndpoint, ttlSeconds: 300, now },
    );
    const response = await fetch(platform.tokenEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_assertion_type: clientAssertionType,
        client_assertion: assertion,
        scope,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await readJson(response, 'token')) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string') throw new LtiPlatformError('token: no access_token');
    const lifetime = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    tokens.set(cacheKey, {
      token: body.access_token,
      expiresAt: now.getTime() + Math.max(0, lifetime - tokenMarginSeconds) * 1000,
    });
    return body.access_token;
  }

  return {
    accessToken,

    /** POST {lineitem}/scores (AGS 2.0, the score service) with a token of the score scope (`accessToken`). */
    async postScore(token: string, lineItemUrl: string, score: Record<string, unknown>) {
      const url = new URL(lineItemUrl);
      url.pathname = `${url.pathname.replace(/\/$/, '')}/scores`;
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': mediaTypes.score },
        body: JSON.stringify(score),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new LtiPlatformError(`score: HTTP ${response.status}`);
    },

    /** Every member of a context (NRPS 2.0), following the `next` links. */
    async members(platform: TLtiPlatformRow, membershipsUrl: string, scope: string) {
      const token = await accessToken(platform, scope);
      const members: TNrpsMember[] = [];
      let next: string | undefined = membershipsUrl;
      for (let page = 0; next && page < maxMemberPages; page += 1) {
        const response: Response = await fetch(next, {
          headers: { authorization: `Bearer ${token}`, accept: mediaTypes.memberships },
          signal: AbortSignal.timeout(timeoutMs),
        });
        const body = (await readJson(response, 'memberships')) as { members?: unknown };
        if (!Array.isArray(body.members)) throw new LtiPlatformError('memberships: no members');
        members.push(...(body.members as TNrpsMember[]));
        next = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get('link') ?? '')?.[1];
      }
      return members;
    },

    /** GET of a platform's OpenID configuration (Dynamic Registration). */
    async openidConfiguration(url: string) {
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      return readJson(response, 'openid configuration');
    },

    /** POST of the tool's registration to the platform's registration endpoint. */
    async register(endpoint: string, registration: object, registrationToken: string | undefined) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(registrationToken && { authorization: `Bearer ${registrationToken}` }),
        },
        body: JSON.stringify(registration),
        signal: AbortSignal.timeout(timeoutMs),
      });
      return readJson(response, 'registration');
    },
  };
}

export type TLtiPlatformClient = ReturnType<typeof createLtiPlatformClient>;
