import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

describe('the OpenAPI document', () => {
  const t = useTestApp();

  it('lists every path without a trailing slash, each one a route that answers', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = Object.keys(spec.paths);
    expect(paths).toContain('/api/homework');
    expect(paths.filter((path) => path.endsWith('/'))).toEqual([]);
    for (const path of paths) {
      const url = path.replace(/\{([^}]+)\}/g, ':$1');
      for (const method of methods.filter((name) => spec.paths[path][name])) {
        expect(
          t.app.hasRoute({ method: method.toUpperCase() as Uppercase<typeof method>, url }),
          `${method} ${path}`,
        ).toBe(true);
      }
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/homework' });
    expect(list.statusCode).toBe(200);
  });
});
