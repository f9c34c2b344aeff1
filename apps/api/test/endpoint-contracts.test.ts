import type { TEndpoint } from '@zadania/shared';
import * as shared from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import type { TRouteRow } from '../src/app';
import { useTestApp } from './build-test-app';

/** Every contract table the shared package exports (`homeworkEndpoints`, `chatEndpoints`, …): a new one is checked too. */
const tables = Object.fromEntries(Object.entries(shared).filter(([name]) => name.endsWith('Endpoints'))) as Record<
  string,
  Record<string, TEndpoint>
>;

/**
 * The routes not built from a shared endpoint, each for a reason: what the framework's plugins serve (the OpenAPI
 * pages, Prometheus metrics) is no call of the web's, and HEAD is Fastify's own twin of every GET.
 */
const routesWithoutEndpoint = [/^HEAD /, /^GET \/api\/docs(\/|$)/, /^GET \/metrics$/];

const t = useTestApp();

const isException = ({ method, url }: TRouteRow) =>
  routesWithoutEndpoint.some((pattern) => pattern.test(`${method} ${url}`));

/** Where a route's schemas differ from its endpoint's: a route hand-written beside its contract has drifted. */
function contractDrift({ method, url, endpoint, schema }: TRouteRow): string[] {
  if (!endpoint) return [`${method} ${url}: built without an endpoint`];
  const drift: string[] = [];
  if (endpoint.method !== method) drift.push(`${method} ${url}: method ${endpoint.method} in the endpoint`);
  if (`/api${endpoint.path}`.replace(/\/$/, '') !== url.replace(/\/$/, ''))
    drift.push(`${method} ${url}: path /api${endpoint.path} in the endpoint`);
  const routeSchema = (schema ?? {}) as Record<string, unknown> & { response?: Record<number, unknown> };
  for (const [part, own] of [
    ['querystring', endpoint.query],
    ['body', endpoint.body],
  ] as const) {
    if (routeSchema[part] !== own) drift.push(`${method} ${url}: ${part} differs from the endpoint's`);
  }
  if (endpoint.params && routeSchema.params !== endpoint.params)
    drift.push(`${method} ${url}: params differ from the endpoint's`);
  const successes = Object.entries(routeSchema.response ?? {}).filter(([status]) => Number(status) < 300);
  if (endpoint.response && endpoint.response !== 'raw' && !successes.some(([, answer]) => answer === endpoint.response))
    drift.push(`${method} ${url}: no success answer is the endpoint's response`);
  return drift;
}

/** The web calls the API only through these contracts: each names a route the API serves, built from it. */
describe('shared endpoint contracts', () => {
  it('name only routes the API serves, with their methods', () => {
    const contracts = Object.entries(tables).flatMap(([table, entries]) =>
      Object.entries(entries).map(([name, { method, path }]) => ({
        name: `${table}.${name}`,
        method,
        url: `/api${path}`,
      })),
    );
    const unserved = contracts.filter(({ method, url }) => !t.app.hasRoute({ method, url })).map(({ name }) => name);

    expect(Object.keys(tables)).toEqual(
      expect.arrayContaining(['chatEndpoints', 'homeworkEndpoints', 'learningEndpoints']),
    );
    expect(contracts.length).toBeGreaterThan(50);
    expect(unserved).toEqual([]);
    expect(t.app.hasRoute({ method: 'GET', url: '/api/homework/:id/no-such-action' })).toBe(false);
    expect(t.app.hasRoute({ method: 'PATCH', url: '/api/homework/:id' })).toBe(false);
  });

  it('are what every route validates and answers: method, path, params, query, body and response', () => {
    const drift = t.app.routeTable.filter((route) => !isException(route)).flatMap(contractDrift);
    expect(drift).toEqual([]);
  });

  it('catch a route whose schema drifted from its endpoint', () => {
    const route = t.app.routeTable.find((row) => row.endpoint?.body && !isException(row));
    expect(route).toBeDefined();
    const drifted = { ...route!, schema: { ...route!.schema, body: shared.ZEmptyBody } };
    expect(contractDrift(drifted)).toEqual([`${route!.method} ${route!.url}: body differs from the endpoint's`]);
    expect(contractDrift({ ...route!, endpoint: undefined })).toEqual([
      `${route!.method} ${route!.url}: built without an endpoint`,
    ]);
  });
});
