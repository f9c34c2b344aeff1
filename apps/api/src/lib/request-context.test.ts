import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { buildUser } from '../../test/factories';
import { rowsOf } from './sql-rows';

const t = useTestApp();

const queuedResetMails = async () =>
  rowsOf<{ requestId: string | null; email: string }>(
    await t.app.db.execute(sql`
      select data->>'_requestId' as "requestId", data->>'email' as email from pgboss.job
      where name = 'mail.password-reset'`),
  );

describe('request ids (issue 35)', () => {
  it('answers with the id a load balancer sent, and a new one otherwise or for a malformed one', async () => {
    const sent = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-0001-abcd' } });
    expect(sent.headers['x-request-id']).toBe('lb-0001-abcd');
    const own = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': '<script>alert(1)</script>' },
    });
    expect(malformed.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('carries the id of the request into the jobs it queues', async () => {
    const user = await buildUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
      headers: { 'x-request-id': 'lb-reset-0002' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe('lb-reset-0002');
    expect(await queuedResetMails()).toEqual([{ requestId: 'lb-reset-0002', email: user.email }]);
  });
});
