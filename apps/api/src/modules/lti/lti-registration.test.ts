import { ltiMessages as m, type TLtiRegistrationUrl } from '@zadania/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/factories';
import type { TFakeLtiPlatform } from '../../../test/fake-lti-platform';
import { call, messageOf } from '../../../test/inject';
import { openRegistration, registerPlatform, startPlatformFor } from '../../../test/lti-fixtures';
import { ltiPlatforms } from '../../db/schema';

const t = useTestApp();
let platform: TFakeLtiPlatform;
beforeEach(async () => {
  platform = await startPlatformFor(() => t.app);
});
afterEach(async () => {
  await platform.close();
});

describe('Dynamic Registration', () => {
  it('answers 401 anonymous and 403 to a pupil for a registration URL', async () => {
    expect((await call(t.app, 'POST', '/api/lti/registration-url', {}, {})).statusCode).toBe(401);
    const pupil = await loginAs(t.app, 'USER');
    const refused = await call(t.app, 'POST', '/api/lti/registration-url', pupil.headers, {});
    expect({ status: refused.statusCode, message: messageOf(refused) }).toEqual({
      status: 403,
      message: m.teachersOnly,
    });
  });

  it('registers the platform with a teacher’s one-time URL, as that teacher’s, and refuses it a second time', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const { url, page } = await registerPlatform(t.app, platform, teacher);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(m.registered);
    expect(page.body).toContain("subject: 'org.imsglobal.lti.close'");
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toMatch(/script-src 'nonce-[^']+'/);
    expect(csp).toContain(`frame-ancestors ${platform.issuer}`);

    const [registration] = platform.registrations;
    expect(registration).toMatchObject({
      initiate_login_uri: 'http://localhost:3000/api/lti/login',
      redirect_uris: ['http://localhost:3000/api/lti/launch'],
      jwks_uri: 'http://localhost:3000/api/lti/jwks',
      token_endpoint_auth_method: 'private_key_jwt',
    });
    expect((registration!.scope as string).split(' ')).toEqual(
      expect.arrayContaining([
        'https://purl.imsglobal.org/spec/lti-ags/scope/score',
        'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
        'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
      ]),
    );
    const toolConfig = registration!['https://purl.imsglobal.org/spec/lti-tool-configuration'] as {
      messages: { type: string }[];
    };
    expect(toolConfig.messages.map((message) => message.type)).toEqual([
      'LtiResourceLinkRequest',
      'LtiDeepLinkingRequest',
    ]);

    const platforms = await t.app.db.select().from(ltiPlatforms);
    expect(platforms).toEqual([
      expect.objectContaining({
        ownerId: teacher.user.id,
        issuer: platform.issuer,
        clientId: platform.clientId,
        deploymentId: platform.deploymentId,
        authEndpoint: platform.endpoints.auth,
        tokenEndpoint: platform.endpoints.token,
        jwksUri: platform.endpoints.jwks,
      }),
    ]);

    const again = await openRegistration(t.app, platform, url);
    expect(again.statusCode).toBe(403);
    expect(again.body).toContain(m.registrationInvalid);
    expect(platform.registrations).toHaveLength(1);
  });

  it('refuses without a valid token (403 page) and contacts nobody', async () => {
    for (const path of ['/api/lti/register', '/api/lti/register?token=zmyslony']) {
      const response = await openRegistration(t.app, platform, `http://localhost:3000${path}`);
      expect(response.statusCode).toBe(403);
      expect(response.body).toContain(m.registrationInvalid);
    }
    expect(platform.registrations).toHaveLength(0);
    expect(await t.app.db.select().from(ltiPlatforms)).toEqual([]);
  });

  it('refuses a configuration whose issuer does not prefix its URL', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const made = await call(t.app, 'POST', '/api/lti/registration-url', teacher.headers, {});
    const { url } = made.json<TLtiRegistrationUrl>();
    platform.reportIssuer('https://moodle.example');
    const query = new URLSearchParams({ openid_configuration: platform.endpoints.configuration });
    const response = await t.app.inject({ method: 'GET', url: `${url.replace('http://localhost:3000', '')}&${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(m.registrationIssuerMismatch);
    expect(platform.registrations).toHaveLength(0);
    expect(await t.app.db.select().from(ltiPlatforms)).toEqual([]);
  });
});
