import type { TUploadedFile } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../test/build-test-app';
import { buildUser, loginAs } from '../../test/factories';
import { createPng, uploadFile } from '../../test/file-fixtures';

describe('Cache-Control on API responses', () => {
  const t = useTestApp();

  it('is no-store on tokens, the account, notifications, file lists and errors', async () => {
    const user = await buildUser(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const { token, refreshToken } = login.json();
    const refresh = await t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken } });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.headers['cache-control']).toBe('no-store');

    const headers = { authorization: `Bearer ${refresh.json().token ?? token}` };
    for (const url of ['/api/user/me', '/api/notification', '/api/file', '/api/homework?page=1']) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const unauthorized = await t.app.inject({ method: 'GET', url: '/api/user/me' });
    expect(unauthorized.statusCode).toBe(401);
    expect(unauthorized.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'GET', url: '/api/missing' })).headers['cache-control']).toBe('no-store');
  });

  it('keeps what a route chose for itself (public files stay cacheable)', async () => {
    const { headers } = await loginAs(t.app);
    const file: TUploadedFile = (
      await uploadFile(t.app, headers, { filename: 'wykres.png', content: await createPng(), assign: 'EDITOR_IMAGE' })
    ).json();
    const content = await t.app.inject({ method: 'GET', url: file.url! });
    expect(content.statusCode).toBe(200);
    expect(content.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends no HSTS outside production', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('HSTS in production', () => {
  it('is sent on every response', async () => {
    const app = await buildTestApp({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(48) });
    try {
      for (const url of ['/api/health', '/homeworks']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      }
    } finally {
      await app.close();
    }
  });
});
