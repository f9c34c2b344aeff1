import type { TEndpoint } from '@zadania/shared';
import * as shared from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './build-test-app';

/** Every contract table the shared package exports (`homeworkEndpoints`, `chatEndpoints`, …): a new one is checked too. */
const tables = Object.fromEntries(Object.entries(shared).filter(([name]) => name.endsWith('Endpoints'))) as Record<
  string,
  Record<string, TEndpoint>
>;

const t = useTestApp();

/** The web calls the API only through these contracts, so each one must name a route the API serves. */
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
});
