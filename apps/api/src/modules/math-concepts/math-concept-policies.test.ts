import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { buildConcept, loginAs } from '../../../test/factories';

const t = useTestApp();

const policiesOf = async (url: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  return response.json().policies;
};

describe('GET /api/math-concept/{id}: policies of the viewer', () => {
  it('a DOMAIN: ADMIN creates, edits, deletes and reviews proposals; anyone signed in proposes', async () => {
    const domain = await buildConcept(t.app, { name: 'Geometria', type: 'DOMAIN' });
    const url = `/api/math-concept/${domain.slug}`;
    const nobody = { create: false, update: false, delete: false, propose: false, reviewChanges: false };
    expect(await policiesOf(url)).toEqual(nobody);
    for (const role of ['USER', 'TEACHER'] as const) {
      expect(await policiesOf(url, (await loginAs(t.app, role)).headers)).toEqual({ ...nobody, propose: true });
    }
    expect(await policiesOf(url, (await loginAs(t.app, 'ADMIN')).headers)).toEqual({
      create: true,
      update: true,
      delete: true,
      propose: true,
      reviewChanges: true,
    });
  });

  it('a DEFINITION: anyone signed in may create one; only ADMIN edits it', async () => {
    const definition = await buildConcept(t.app, { name: 'Funkcja', type: 'DEFINITION' });
    const url = `/api/math-concept/${definition.id}`;
    expect((await policiesOf(url)).create).toBe(false);
    const student = await policiesOf(url, (await loginAs(t.app, 'USER')).headers);
    expect(student).toEqual({ create: true, update: false, delete: false, propose: true, reviewChanges: false });
  });

  it('PUT answers the edited concept with the ADMIN’s policies', async () => {
    const tag = await buildConcept(t.app, { name: 'Ułamki', type: 'TAG' });
    const { headers } = await loginAs(t.app, 'ADMIN');
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/math-concept/${tag.id}`,
      headers,
      payload: { aliases: ['ułamek'] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().policies).toEqual({
      create: true,
      update: true,
      delete: true,
      propose: true,
      reviewChanges: true,
    });
  });
});
