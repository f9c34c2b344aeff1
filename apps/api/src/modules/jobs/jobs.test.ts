import { errorMessages, jobMessages } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import { type TTestApp, useTestApp } from '../../../test/build-test-app';
import { buildUser, loginAs } from '../../../test/factories';

/** Nothing listens on port 9: every mail this app sends fails, so its jobs fail. */
const t = useTestApp({ MAIL_URL: 'smtp://127.0.0.1:9' });

/** Asks for a password reset whose mail cannot be sent, and runs its job until its retries are used up. */
async function failPasswordResetMail(app: TTestApp) {
  const user = await buildUser(app);
  await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
  await app.jobs.drain({ includeDelayed: true });
  return user;
}

describe('GET /api/job/failed', () => {
  it('401 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/job/failed' });
    expect(response.statusCode).toBe(401);
  });

  it.each(['USER', 'TEACHER'] as const)('403 for a %s', async (role) => {
    const { headers } = await loginAs(t.app, role);
    const response = await t.app.inject({ method: 'GET', url: '/api/job/failed', headers });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(errorMessages.forbidden);
  });

  it('shows ADMIN a mail job whose retries ran out, with its last error and no secret in its data', async () => {
    const user = await failPasswordResetMail(t.app);
    const { headers } = await loginAs(t.app, 'ADMIN');
    const response = await t.app.inject({ method: 'GET', url: '/api/job/failed', headers });
    expect(response.statusCode).toBe(200);
    const { results } = response.json();
    expect(results).toEqual([
      expect.objectContaining({
        name: 'mail.password-reset',
        data: { email: user.email },
        retryCount: 7,
        error: expect.stringContaining('ECONNREFUSED'),
      }),
    ]);
  });
});

describe('PUT /api/job/{id}/retry', () => {
  it('401 without a token, 400 for a malformed id, 403 for a TEACHER, 404 for no failed job', async () => {
    const unauthenticated = await t.app.inject({
      method: 'PUT',
      url: '/api/job/00000000-0000-4000-8000-000000000000/retry',
    });
    expect(unauthenticated.statusCode).toBe(401);
    const admin = await loginAs(t.app, 'ADMIN');
    const malformed = await t.app.inject({ method: 'PUT', url: '/api/job/abc/retry', headers: admin.headers });
    expect(malformed.statusCode).toBe(400);
    const teacher = await loginAs(t.app, 'TEACHER');
    const forbidden = await t.app.inject({
      method: 'PUT',
      url: '/api/job/00000000-0000-4000-8000-000000000000/retry',
      headers: teacher.headers,
    });
    expect(forbidden.statusCode).toBe(403);
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/job/00000000-0000-4000-8000-000000000000/retry',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(jobMessages.notFound);
  });

  it('gives the job one more attempt; failing again, it is listed again', async () => {
    await failPasswordResetMail(t.app);
    const { headers } = await loginAs(t.app, 'ADMIN');
    const [failed] = (await t.app.inject({ method: 'GET', url: '/api/job/failed', headers })).json().results;
    const response = await t.app.inject({ method: 'PUT', url: `/api/job/${failed.id}/retry`, headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(jobMessages.retried);
    expect((await t.app.jobs.find(failed.name, failed.id))?.state).toBe('retry');
    await t.app.jobs.drain();
    const again = (await t.app.inject({ method: 'GET', url: '/api/job/failed', headers })).json().results;
    expect(again.map((job: { id: string }) => job.id)).toEqual([failed.id]);
  });
});
