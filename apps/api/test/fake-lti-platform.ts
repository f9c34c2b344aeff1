import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  type JSONWebKeySet,
  type JWK,
  type JWTPayload,
  jwtVerify,
  SignJWT,
} from 'jose';
import { launchClaims, type TLaunch } from './fake-lti-launch';

/**
 * A local stand-in for a Moodle site as an LTI 1.3 platform, speaking the protocol for exactly what the tool uses:
 * its OpenID configuration and JWKS, Dynamic Registration (a registration endpoint that wants the registration token),
 * an OAuth2 token endpoint that verifies the tool's client-assertion JWT against the tool's JWKS, an NRPS membership
 * service and AGS line items whose score endpoints record what they receive (and fail the calls `failScore` picks
 * with 500). Test controls (plain methods) play Moodle's browser side: `idToken` signs a launch as Moodle would.
 */

export { ltiRoles } from './fake-lti-launch';

export type TRecordedScore = { lineItem: string; contentType: string; body: Record<string, unknown> };
export type TNrpsMember = { user_id: string; name?: string; roles: string[]; status?: string };

export async function startFakeLtiPlatform(options: {
  /** The tool's JWKS, as the platform fetches it from the registered jwks_uri (the test reads it from the app). */
  toolJwks: () => Promise<JSONWebKeySet>;
  registrationToken?: string;
  clientId?: string;
  deploymentId?: string;
}) {
  const registrationToken = options.registrationToken ?? 'moodle-registration-token';
  const clientId = options.clientId ?? `moodle-client-${randomUUID().slice(0, 8)}`;
  const deploymentId = options.deploymentId ?? '1';
  const kid = 'moodle-key-1';
  const platformKeys = await generateKeyPair('RS256', { extractable: true });
  const otherKeys = await generateKeyPair('RS256', { extractable: true });
  const publicJwk: JWK = { ...(await exportJWK(platformKeys.publicKey)), kid, alg: 'RS256', use: 'sig' };

  const registrations: Record<string, unknown>[] = [];
  const scores: TRecordedScore[] = [];
  const tokenRequests: { scope: string; assertion: JWTPayload }[] = [];
  const members = new Map<string, TNrpsMember[]>();
  const issuedTokens = new Map<string, string[]>();
  let reportedIssuer: string | undefined;
  let scoreCalls = 0;
  let failScore: (call: number, body: Record<string, unknown>) => boolean = () => false;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      handle(request, Buffer.concat(chunks).toString('utf8'))
        .then(({ status, body, headers }) => {
          response.writeHead(status, { 'content-type': 'application/json', ...headers });
          response.end(body === undefined ? '' : JSON.stringify(body));
        })
        .catch((error: unknown) => {
          response.writeHead(500, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: String(error) }));
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const endpoints = {
    configuration: `${url}/.well-known/openid-configuration`,
    auth: `${url}/mod/lti/auth.php`,
    token: `${url}/mod/lti/token.php`,
    jwks: `${url}/mod/lti/certs.php`,
    registration: `${url}/mod/lti/openid-registration.php`,
  };

  type TAnswer = { status: number; body?: unknown; headers?: Record<string, string> };

  function bearerScopes(request: http.IncomingMessage) {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    return token ? issuedTokens.get(token) : undefined;
  }

  async function handle(request: http.IncomingMessage, body: string): Promise<TAnswer> {
    const path = new URL(request.url ?? '/', url).pathname;
    if (request.method === 'GET' && path === '/.well-known/openid-configuration') {
      return {
        status: 200,
        body: {
          issuer: reportedIssuer ?? url,
          authorization_endpoint: endpoints.auth,
          token_endpoint: endpoints.token,
          jwks_uri: endpoints.jwks,
          registration_endpoint: endpoints.registration,
          token_endpoint_auth_methods_supported: ['private_key_jwt'],
          token_endpoint_auth_signing_alg_values_supported: ['RS256'],
          scopes_supported: ['openid'],
          response_types_supported: ['id_token'],
          id_token_signing_alg_values_supported: ['RS256'],
          claims_supported: ['sub', 'iss', 'name', 'given_name', 'family_name', 'email'],
          subject_types_supported: ['public', 'pairwise'],
          'https://purl.imsglobal.org/spec/lti-platform-configuration': {
            product_family_code: 'moodle',
            version: '4.5',
            messages_supported: [{ type: 'LtiResourceLinkRequest' }, { type: 'LtiDeepLinkingRequest' }],
          },
        },
      };
    }
    if (request.method === 'GET' && path === '/mod/lti/certs.php') return { status: 200, body: { keys: [publicJwk] } };
    if (request.method === 'POST' && path === '/mod/lti/openid-registration.php') {
      if (request.headers.authorization !== `Bearer ${registrationToken}`) return { status: 401, body: {} };
      const registration = JSON.parse(body) as Record<string, unknown>;
      registrations.push(registration);
      const toolConfig = registration['https://purl.imsglobal.org/spec/lti-tool-configuration'] as object;
      return {
        status: 200,
        body: {
          ...registration,
          client_id: clientId,
          'https://purl.imsglobal.org/spec/lti-tool-configuration': { ...toolConfig, deployment_id: deploymentId },
        },
      };
    }
    if (request.method === 'POST' && path === '/mod/lti/token.php') return token(new URLSearchParams(body));
    const membership = /^\/nrps\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && membership) {
      const granted = bearerScopes(request);
      if (!granted?.includes('https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly')) {
        return { status: 401, body: {} };
      }
      return {
        status: 200,
        body: { id: request.url, context: { id: membership[1] }, members: members.get(membership[1]!) ?? [] },
        headers: { 'content-type': 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json' },
      };
    }
    const scoresPath = /^\/lineitems\/([^/]+)\/lineitem\/scores$/.exec(path);
    if (request.method === 'POST' && scoresPath) {
      const granted = bearerScopes(request);
      if (!granted?.includes('https://purl.imsglobal.org/spec/lti-ags/scope/score')) return { status: 401, body: {} };
      const parsed = JSON.parse(body) as Record<string, unknown>;
      scoreCalls += 1;
      if (failScore(scoreCalls, parsed)) return { status: 500, body: { error: 'Moodle is busy' } };
      scores.push({
        lineItem: `${url}/lineitems/${scoresPath[1]}/lineitem`,
        contentType: request.headers['content-type'] ?? '',
        body: parsed,
      });
      return { status: 200, body: {} };
    }
    return { status: 404, body: { error: 'not found' } };
  }

  /** The client-credentials grant with a JWT client assertion, verified against the tool's JWKS. */
  async function token(form: URLSearchParams): Promise<TAnswer> {
    if (
      form.get('grant_type') !== 'client_credentials' ||
      form.get('client_assertion_type') !== 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer'
    ) {
      return { status: 400, body: { error: 'unsupported_grant_type' } };
    }
    try {
      const { payload } = await jwtVerify(
        form.get('client_assertion') ?? '',
        createLocalJWKSet(await options.toolJwks()),
        {
          issuer: clientId,
          subject: clientId,
          audience: endpoints.token,
          algorithms: ['RS256'],
        },
      );
      const scope = form.get('scope') ?? '';
      tokenRequests.push({ scope, assertion: payload });
      const accessToken = randomUUID();
      issuedTokens.set(accessToken, scope.split(' '));
      return { status: 200, body: { access_token: accessToken, token_type: 'Bearer', expires_in: 3600, scope } };
    } catch {
      return { status: 401, body: { error: 'invalid_client' } };
    }
  }

  return {
    url,
    issuer: url,
    clientId,
    deploymentId,
    endpoints,
    registrationToken,
    registrations,
    scores,
    tokenRequests,
    members,
    lineItemUrl: (id: string) => `${url}/lineitems/${id}/lineitem`,
    membershipsUrl: (contextId: string) => `${url}/nrps/${contextId}`,
    /** Makes the OpenID configuration name another issuer (a configuration not served by its issuer). */
    reportIssuer(issuer: string) {
      reportedIssuer = issuer;
    },
    /** Fails the score calls this picks (1-based call number) with 500. */
    failScores(pick: (call: number, body: Record<string, unknown>) => boolean) {
      failScore = pick;
    },

    /** An id_token for a launch, signed as Moodle signs it (or forged: another key, audience, deployment, age). */
    async idToken(launch: TLaunch) {
      const issuedAt = Math.floor((launch.issuedAt ?? new Date()).getTime() / 1000);
      const claims = launchClaims(launch, { url, deploymentId });
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuer(url)
        .setAudience(launch.audience ?? clientId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + (launch.expiresInSeconds ?? 60))
        .sign(launch.signWith === 'other' ? otherKeys.privateKey : platformKeys.privateKey);
    },

    /** What Moodle checks of a Deep Linking response: signed with the tool's key, from our client to us. */
    async verifyDeepLinkResponse(jwt: string) {
      const { payload } = await jwtVerify(jwt, createLocalJWKSet(await options.toolJwks()), {
        issuer: clientId,
        audience: url,
        algorithms: ['RS256'],
      });
      return payload;
    },

    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export type TFakeLtiPlatform = Awaited<ReturnType<typeof startFakeLtiPlatform>>;
