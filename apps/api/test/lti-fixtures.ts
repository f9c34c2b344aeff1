import type { TLtiRegistrationUrl } from '@zadania/shared';
import type { JSONWebKeySet } from 'jose';
import type { TTestApp } from './build-test-app';
import { type ltiRoles, startFakeLtiPlatform, type TFakeLtiPlatform } from './fake-lti-platform';
import type { THeaders } from './inject';

type TLaunchInput = Omit<Parameters<TFakeLtiPlatform['idToken']>[0], 'nonce'> & { nonce?: string };

/** A fake Moodle that fetches the tool's JWKS from the app under test. */
export const startPlatformFor = (app: () => TTestApp) =>
  startFakeLtiPlatform({
    toolJwks: async () => (await app().inject({ method: 'GET', url: '/api/lti/jwks' })).json<JSONWebKeySet>(),
  });

/** Posts a form as a platform's browser does (application/x-www-form-urlencoded). */
export const postForm = (app: TTestApp, url: string, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

/** The teacher makes a one-time URL; Moodle opens it with its configuration URL and registration token. */
export async function registerPlatform(app: TTestApp, platform: TFakeLtiPlatform, teacher: { headers: THeaders }) {
  const made = await app.inject({
    method: 'POST',
    url: '/api/lti/registration-url',
    headers: teacher.headers,
    payload: {},
  });
  if (made.statusCode !== 201) throw new Error(`registration url: ${made.statusCode} ${made.body}`);
  const { url } = made.json<TLtiRegistrationUrl>();
  const opened = await openRegistration(app, platform, url);
  if (opened.statusCode !== 200) throw new Error(`register: ${opened.statusCode} ${opened.body}`);
  return { url, page: opened };
}

export function openRegistration(app: TTestApp, platform: TFakeLtiPlatform, url: string) {
  const path = url.replace('http://localhost:3000', '');
  const query = new URLSearchParams({
    openid_configuration: platform.endpoints.configuration,
    registration_token: platform.registrationToken,
  });
  return app.inject({ method: 'GET', url: `${path}${path.includes('?') ? '&' : '?'}${query}` });
}

/** OIDC login initiation as Moodle starts it; answers the state and nonce the tool put in its redirect. */
export async function startLogin(app: TTestApp, platform: TFakeLtiPlatform, loginHint = 'hint') {
  const query = new URLSearchParams({
    iss: platform.issuer,
    login_hint: loginHint,
    target_link_uri: 'http://localhost:3000/api/lti/launch',
    lti_message_hint: 'message-hint',
    client_id: platform.clientId,
    lti_deployment_id: platform.deploymentId,
  });
  const response = await app.inject({ method: 'GET', url: `/api/lti/login?${query}` });
  if (response.statusCode !== 302) throw new Error(`login: ${response.statusCode} ${response.body}`);
  const location = new URL(response.headers.location as string);
  return { location, state: location.searchParams.get('state')!, nonce: location.searchParams.get('nonce')! };
}

/** A whole launch: login initiation, then the id_token (with the nonce the tool chose) posted with the state. */
export async function launchAs(app: TTestApp, platform: TFakeLtiPlatform, launch: TLaunchInput) {
  const { state, nonce } = await startLogin(app, platform);
  const idToken = await platform.idToken({ ...launch, nonce: launch.nonce ?? nonce });
  const response = await postForm(app, '/api/lti/launch', { id_token: idToken, state });
  return { response, state, idToken };
}

export type TLtiRole = (typeof ltiRoles)[keyof typeof ltiRoles];

/** The value of a hidden input of a page. */
export const hiddenValue = (html: string, name: string) =>
  new RegExp(`<input type="hidden" name="${name}" value="([^"]*)">`).exec(html)?.[1]?.replace(/&amp;/g, '&');

/** The learner's one-time sign-in code from their launch page's link. */
export const signInCodeOf = (html: string) => /\/lti\/start#code=([A-Za-z0-9_-]+)/.exec(html)?.[1];
