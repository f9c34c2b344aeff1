import fs from 'node:fs/promises';
import { errorMessages } from '@zadania/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { writeWebBuild } from '../../test/web-build';

const token = 'metrics-token-for-tests-0123456789';

describe('GET /metrics', () => {
  const t = useTestApp({ METRICS_TOKEN: token });

  it('does not exist for a caller without the token', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-of-some-length', `Basic ${token}`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: errorMessages.routeNotFound });
    }
  });

  it('reports requests by route pattern and status, the process, jobs, realtime and the catalogue', async () => {
    await t.app.services.catalogueSnapshots.warmUp();
    const missing = '00000000-0000-4000-8000-000000000000';
    await t.app.inject({ method: 'GET', url: '/api/homework-type' });
    await t.app.inject({ method: 'GET', url: `/api/user/${missing}` });
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body;
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/homework-type",status="200"\} 1/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/user\/:id",status="404"\} 1/);
    expect(text).not.toContain(missing);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/homework-type"/);
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'process_resident_memory_bytes',
      'realtime_connections 0',
      'catalogue_snapshot_age_seconds',
      'catalogue_feed_lag_seconds',
      '# TYPE jobs gauge',
      '# TYPE realtime_packets_total counter',
    ]) {
      expect(text).toContain(name);
    }
    expect(text).not.toMatch(/catalogue_snapshot_age_seconds -1/);
    if (process.env.TEST_DATABASE_URL) expect(text).toMatch(/db_pool_connections\{state="total"\} \d+/);
  });
});

describe('without METRICS_TOKEN', () => {
  const t = useTestApp();

  it('serves no metrics at all', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer ' } });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /metrics beside the web app', () => {
  let webDist: string;
  beforeEach(async () => {
    webDist = await writeWebBuild({ 'index.html': '<!doctype html><html><body><div id="root"></div></body></html>' });
  });
  afterEach(async () => {
    await fs.rm(webDist, { recursive: true, force: true });
  });

  describe('with METRICS_TOKEN', () => {
    const t = useTestApp(() => ({ METRICS_TOKEN: token, WEB_DIST: webDist }));

    it("answers the API's 404 JSON, not the web app's page, without the token or with a wrong one", async () => {
      for (const authorization of [undefined, 'Bearer wrong-token-of-some-length', `Bearer ${token}x`]) {
        const response = await t.app.inject({
          method: 'GET',
          url: '/metrics',
          headers: { accept: 'text/html', ...(authorization && { authorization }) },
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: errorMessages.routeNotFound });
      }
      const right = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(right.statusCode).toBe(200);
      expect(right.body).toContain('http_requests_total');
    });
  });

  describe('without METRICS_TOKEN', () => {
    const t = useTestApp(() => ({ WEB_DIST: webDist }));

    it("answers the API's 404 JSON too", async () => {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: errorMessages.routeNotFound });
    });
  });
});
