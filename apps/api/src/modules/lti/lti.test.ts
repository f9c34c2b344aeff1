import { ltiMessages as m, type TClass } from '@zadania/shared';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/factories';
import { ltiRoles, type TFakeLtiPlatform } from '../../../test/fake-lti-platform';
import { call, messageOf } from '../../../test/inject';
import {
  launchAs,
  postForm,
  registerPlatform,
  signInCodeOf,
  startLogin,
  startPlatformFor,
} from '../../../test/lti-fixtures';
import { classes, classMembers, ltiContexts, ltiLoginStates, ltiSignInCodes, ltiToolKeys } from '../../db/schema';

const t = useTestApp();
let platform: TFakeLtiPlatform;
beforeEach(async () => {
  platform = await startPlatformFor(() => t.app);
});
afterEach(async () => {
  await platform.close();
});

const instructor = { sub: 'moodle-teacher-1', roles: [ltiRoles.instructor], context: { id: 'course-7' } };

async function writtenRows() {
  const db = t.app.db;
  const [contexts] = await db.select({ value: count() }).from(ltiContexts);
  const [classRows] = await db.select({ value: count() }).from(classes);
  const [spent] = await db.select({ value: count() }).from(ltiLoginStates).where(isNotNull(ltiLoginStates.usedAt));
  return { contexts: contexts!.value, classes: classRows!.value, spentStates: spent!.value };
}

describe('GET /api/lti/jwks', () => {
  it('publishes one RSA public key, the one kept in the database, without its private parts', async () => {
    const response = await call(t.app, 'GET', '/api/lti/jwks');
    expect(response.statusCode).toBe(200);
    const { keys } = response.json<{ keys: Record<string, unknown>[] }>();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(keys[0]).not.toHaveProperty('d');
    const [stored] = await t.app.db.select().from(ltiToolKeys);
    expect(keys[0]!.kid).toBe(stored!.kid);
    expect((await call(t.app, 'GET', '/api/lti/jwks')).json()).toEqual({ keys });
  });
});

describe('OIDC login and launch', () => {
  it('redirects a registered platform’s login to its authorization endpoint with a server-side state', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    await registerPlatform(t.app, platform, teacher);
    const { location, state, nonce } = await startLogin(t.app, platform);
    expect(`${location.origin}${location.pathname}`).toBe(platform.endpoints.auth);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      scope: 'openid',
      response_type: 'id_token',
      response_mode: 'form_post',
      prompt: 'none',
      client_id: platform.clientId,
      redirect_uri: 'http://localhost:3000/api/lti/launch',
      login_hint: 'hint',
      lti_message_hint: 'message-hint',
    });
    expect(state.length).toBeGreaterThan(30);
    const [stored] = await t.app.db.select().from(ltiLoginStates);
    expect(stored).toMatchObject({ nonce, usedAt: null });
    expect(stored!.stateHash).not.toBe(state);

    const unknown = await call(
      t.app,
      'GET',
      '/api/lti/login?iss=https://nieznany.example&login_hint=x&target_link_uri=http://localhost:3000/api/lti/launch',
    );
    expect({ status: unknown.statusCode, message: messageOf(unknown) }).toEqual({
      status: 400,
      message: m.platformUnknown,
    });
    const post = await postForm(t.app, '/api/lti/login', {
      iss: platform.issuer,
      login_hint: 'x',
      target_link_uri: 'http://localhost:3000/api/lti/launch',
    });
    expect(post.statusCode).toBe(302);
    const elsewhere = await postForm(t.app, '/api/lti/login', {
      iss: platform.issuer,
      login_hint: 'x',
      target_link_uri: 'http://localhost:3000.evil.example/',
    });
    expect(elsewhere.statusCode).toBe(400);
    const missing = await postForm(t.app, '/api/lti/login', { iss: platform.issuer });
    expect({ status: missing.statusCode, message: messageOf(missing) }).toEqual({
      status: 400,
      message: m.fieldRequired,
    });
  });

  it('limits login initiations of one platform user (429) while other users go on', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    await registerPlatform(t.app, platform, teacher);
    for (let i = 0; i < 60; i += 1) await startLogin(t.app, platform, 'jeden-uczen');
    const query = new URLSearchParams({
      iss: platform.issuer,
      login_hint: 'jeden-uczen',
      target_link_uri: 'http://localhost:3000/api/lti/launch',
    });
    expect((await call(t.app, 'GET', `/api/lti/login?${query}`)).statusCode).toBe(429);
    expect((await startLogin(t.app, platform, 'drugi-uczen')).state).toMatch(/^\S+$/);
  });

  it('binds the course to a new class of the registering teacher at an Instructor’s launch', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    await registerPlatform(t.app, platform, teacher);
    const { response } = await launchAs(t.app, platform, {
      ...instructor,
      context: { id: 'course-7', title: 'Matematyka <b>8b</b>' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(m.instructorReady);
    const [context] = await t.app.db.select().from(ltiContexts);
    const list = await call(t.app, 'GET', `/api/class/${context!.classId}`, teacher.headers);
    expect(list.json<TClass>()).toMatchObject({ name: 'Matematyka <b>8b</b>', level: 'SP8' });
    const page = await launchAs(t.app, platform, instructor);
    expect(page.response.statusCode).toBe(200);
    expect(await t.app.db.select().from(ltiContexts)).toHaveLength(1);
  });

  it('refuses a forged, mis-addressed, expired, replayed or unknown-state launch, writing nothing', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    await registerPlatform(t.app, platform, teacher);
    const before = await writtenRows();

    const refusals: [Parameters<typeof launchAs>[2], number, string][] = [
      [{ ...instructor, signWith: 'other' }, 401, m.tokenInvalid],
      [{ ...instructor, audience: 'someone-else' }, 401, m.tokenInvalid],
      [{ ...instructor, audience: [platform.clientId, 'other'], azp: 'other' }, 401, m.tokenInvalid],
      [{ ...instructor, issuedAt: new Date(Date.now() - 3_600_000) }, 401, m.tokenInvalid],
      [{ ...instructor, deploymentId: '999' }, 401, m.deploymentUnknown],
      [{ ...instructor, nonce: 'not-the-login-nonce' }, 400, m.stateInvalid],
    ];
    for (const [launch, status, message] of refusals) {
      const { response } = await launchAs(t.app, platform, launch);
      expect({ status: response.statusCode, text: response.body.includes(message) }).toEqual({ status, text: true });
    }
    const unknownState = await postForm(t.app, '/api/lti/launch', {
      id_token: await platform.idToken({ ...instructor, nonce: 'n' }),
      state: 'nieznany-stan',
    });
    expect(unknownState.statusCode).toBe(400);
    expect(unknownState.body).toContain(m.stateInvalid);
    // A refusal holds nothing to click: Moodle may show it in its iframe.
    expect(unknownState.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(await writtenRows()).toEqual(before);

    const { state, idToken } = await launchAs(t.app, platform, instructor);
    const replayed = await postForm(t.app, '/api/lti/launch', { id_token: idToken, state });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.body).toContain(m.stateInvalid);
    expect(await writtenRows()).toEqual({ contexts: 1, classes: before.classes + 1, spentStates: 1 });
  });

  it('lets a learner in only with a pupil’s account of their own, signed in once with a one-time code', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    await registerPlatform(t.app, platform, teacher);
    const learner = {
      sub: 'moodle-pupil-1',
      roles: [ltiRoles.learner],
      context: { id: 'course-7' },
      name: 'Zosia <img src=x onerror=alert(1)>',
    };
    const early = await launchAs(t.app, platform, learner);
    expect(early.response.statusCode).toBe(404);
    expect(early.response.body).toContain(m.notLinked);

    await launchAs(t.app, platform, instructor);
    const { response } = await launchAs(t.app, platform, learner);
    expect(response.statusCode).toBe(200);
    const code = /\/lti\/start#code=([A-Za-z0-9_-]+)/.exec(response.body)![1]!;
    const session = await call(t.app, 'POST', '/api/lti/session', {}, { code });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ path: '/' });
    const me = await call(t.app, 'GET', '/api/user/me', {
      authorization: `Bearer ${session.json<{ token: string }>().token}`,
    });
    expect(me.json()).toMatchObject({ role: 'USER', email: null });
    const exported = await call(t.app, 'GET', '/api/user/me/export', {
      authorization: `Bearer ${session.json<{ token: string }>().token}`,
    });
    expect(exported.json()).toMatchObject({
      ltiIdentities: [{ issuer: platform.issuer, sub: 'moodle-pupil-1' }],
      ltiPlatforms: [],
    });
    const teacherExport = await call(t.app, 'GET', '/api/user/me/export', teacher.headers);
    expect(teacherExport.json()).toMatchObject({
      ltiPlatforms: [{ issuer: platform.issuer, clientId: platform.clientId, deploymentId: platform.deploymentId }],
    });
    const reused = await call(t.app, 'POST', '/api/lti/session', {}, { code });
    expect({ status: reused.statusCode, message: messageOf(reused) }).toEqual({ status: 401, message: m.codeInvalid });

    const [context] = await t.app.db.select().from(ltiContexts);
    const members = await t.app.db
      .select()
      .from(classMembers)
      .where(and(eq(classMembers.classId, context!.classId), eq(classMembers.status, 'ACTIVE')));
    expect(members).toHaveLength(1);
    const again = await launchAs(t.app, platform, learner);
    expect(await t.app.db.select().from(classMembers).where(eq(classMembers.classId, context!.classId))).toHaveLength(
      1,
    );
    // A code is good for 60 seconds: one past its time is refused.
    await t.app.db.update(ltiSignInCodes).set({ expiresAt: new Date(Date.now() - 1000) });
    const late = await call(t.app, 'POST', '/api/lti/session', {}, { code: signInCodeOf(again.response.body)! });
    expect({ status: late.statusCode, message: messageOf(late) }).toEqual({ status: 401, message: m.codeInvalid });

    const teacherLaunch = await launchAs(t.app, platform, {
      ...learner,
      roles: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Mentor'],
    });
    expect(teacherLaunch.response.statusCode).toBe(403);
    expect(teacherLaunch.response.body).toContain(m.roleUnsupported);
  });
});
