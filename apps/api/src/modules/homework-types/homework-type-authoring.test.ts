import { authoringMessages, errorMessages, validationMessages } from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { buildConcept, buildHomework, loginAs } from '../../../test/factories';
import { homeworks, homeworkTypeHistory, homeworkTypes } from '../../db/schema';

const t = useTestApp();

type THeaders = Record<string, string>;
const call = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, headers: THeaders = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('task type management', () => {
  it('answers 401 signed out, 403 to USER and TEACHER, 400 with Polish messages', async () => {
    expect((await call('POST', '/api/homework-type', {}, { name: 'Równania' })).statusCode).toBe(401);
    for (const role of ['USER', 'TEACHER'] as const) {
      const { headers } = await loginAs(t.app, role);
      const response = await call('POST', '/api/homework-type', headers, { name: 'Równania' });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(errorMessages.forbidden);
    }
    const admin = await loginAs(t.app, 'ADMIN');
    const noName = await call('POST', '/api/homework-type', admin.headers, { name: '' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe(validationMessages.required);
    const badSlug = await call('POST', '/api/homework-type', admin.headers, { name: 'X', slug: 'Złe Slug' });
    expect(badSlug.json().message).toBe(authoringMessages.typeSlug);
    const tag = await buildConcept(t.app, { name: 'Delta', type: 'TAG' });
    const wrongType = await call('POST', '/api/homework-type', admin.headers, { name: 'X', domainsIds: [tag.id] });
    expect(wrongType.json().message).toBe(authoringMessages.conceptWrongType);
    const noParent = await call('POST', '/api/homework-type', admin.headers, {
      name: 'X',
      parentId: crypto.randomUUID(),
    });
    expect(noParent.json().message).toBe(authoringMessages.typeParentNotFound);
    expect(await t.app.db.select().from(homeworkTypes)).toEqual([]);
  });

  it('creates, edits, toggles and deletes a type, writing every change to its history', async () => {
    const admin = await loginAs(t.app, 'ADMIN');
    const teacher = await loginAs(t.app, 'TEACHER');
    const domain = await buildConcept(t.app, { name: 'Algebra', type: 'DOMAIN' });
    const theorem = await buildConcept(t.app, { name: 'Wzory Viète’a', type: 'THEOREM' });
    const created = await call('POST', '/api/homework-type', admin.headers, {
      name: 'Równania kwadratowe',
      description: '<p onclick="x()">Opis</p>',
      formulas: '<p>Wzór <script>alert(1)</script></p>',
      domainsIds: [domain.id],
    });
    expect(created.statusCode).toBe(201);
    const type = created.json();
    expect(type).toMatchObject({
      slug: 'rownania-kwadratowe',
      description: '<p>Opis</p>',
      formulas: '<p>Wzór </p>',
      domainsIds: [domain.id],
      done: false,
    });
    const duplicateSlug = await call('POST', '/api/homework-type', admin.headers, {
      name: 'Inne',
      slug: 'rownania-kwadratowe',
    });
    expect(duplicateSlug.statusCode).toBe(409);
    expect(duplicateSlug.json().message).toBe(authoringMessages.typeSlugTaken);

    const sub = (
      await call('POST', '/api/homework-type', admin.headers, { name: 'Z parametrem', parentId: type.id })
    ).json();
    expect(sub.parentId).toBe(type.id);
    const nested = await call('POST', '/api/homework-type', admin.headers, { name: 'Głębiej', parentId: sub.id });
    expect(nested.json().message).toBe(authoringMessages.typeParentNested);

    expect((await call('PUT', `/api/homework-type/${type.id}`, teacher.headers, { name: 'X' })).statusCode).toBe(403);
    const updated = await call('PUT', `/api/homework-type/${type.id}`, admin.headers, {
      name: 'Równania kwadratowe i ich własności',
      description: '<p>Opis</p>',
      formulas: '<p>Wzór </p>',
      domainsIds: [domain.id],
      theoremsIds: [theorem.id],
    });
    expect(updated.json()).toMatchObject({ slug: 'rownania-kwadratowe', theoremsIds: [theorem.id] });

    expect((await call('PUT', `/api/homework-type/${type.id}/toggle-done`, teacher.headers)).statusCode).toBe(403);
    expect((await call('PUT', `/api/homework-type/${type.id}/toggle-done`, admin.headers)).json().done).toBe(true);

    expect((await call('GET', `/api/homework-type/${type.id}/history`)).statusCode).toBe(401);
    expect((await call('GET', `/api/homework-type/${type.id}/history`, teacher.headers)).statusCode).toBe(403);
    const history = (await call('GET', `/api/homework-type/${type.id}/history`, admin.headers)).json().results;
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['DONE_TOGGLED', 'UPDATED', 'CREATED']);
    expect(history[0]).toMatchObject({ actor: { id: admin.user.id }, changes: { done: { from: false, to: true } } });
    expect(Object.keys(history[1].changes).sort()).toEqual(['conceptIds', 'name']);
    expect(history[1].changes.name).toEqual({ from: 'Równania kwadratowe', to: 'Równania kwadratowe i ich własności' });
    expect(history[2].changes.name).toEqual({ from: null, to: 'Równania kwadratowe' });
    // Ids in the changes come with their names, so the history reads 'Wzory Viète’a', not a uuid.
    const historyBody = (await call('GET', `/api/homework-type/${type.id}/history`, admin.headers)).json();
    expect(historyBody.names).toMatchObject({ [domain.id]: 'Algebra', [theorem.id]: 'Wzory Viète’a' });
    const subHistory = (await call('GET', `/api/homework-type/${sub.id}/history`, admin.headers)).json();
    expect(subHistory.results[0].changes.parentId).toEqual({ from: null, to: type.id });
    expect(subHistory.names).toEqual({ [type.id]: 'Równania kwadratowe i ich własności' });

    const task = await buildHomework(t.app, { typeId: type.id });
    expect((await call('DELETE', `/api/homework-type/${type.id}`, teacher.headers)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/homework-type/${type.id}`, admin.headers)).json()).toEqual({
      message: 'Usunięto!',
    });
    const [row] = await t.app.db.select().from(homeworks).where(eq(homeworks.id, task.id));
    expect(row?.typeId).toBeNull();
    const [orphan] = await t.app.db.select().from(homeworkTypes).where(eq(homeworkTypes.id, sub.id));
    expect(orphan?.parentId).toBeNull();
    const afterDelete = (await call('GET', `/api/homework-type/${type.id}/history`, admin.headers)).json().results;
    expect(afterDelete[0].action).toBe('DELETED');
    expect(await t.app.db.select().from(homeworkTypeHistory)).toHaveLength(5);
    expect((await call('PUT', `/api/homework-type/${type.id}`, admin.headers, { name: 'X' })).statusCode).toBe(404);
    expect((await call('GET', `/api/homework-type/${crypto.randomUUID()}/history`, admin.headers)).statusCode).toBe(
      404,
    );
  });

  it('gives 10 parallel types of one name 10 numbered slugs, and 10 of one given slug one type and 409s', async () => {
    const admin = await loginAs(t.app, 'ADMIN');
    const generated = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', '/api/homework-type', admin.headers, { name: 'Ciągi' })),
    );
    expect(generated.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    expect(generated.map((response) => response.json().slug).sort()).toEqual(
      ['ciagi', ...Array.from({ length: 9 }, (_, i) => `ciagi-${i + 2}`)].sort(),
    );

    const given = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call('POST', '/api/homework-type', admin.headers, { name: `Granice ${i}`, slug: 'granice' }),
      ),
    );
    expect(given.map((response) => response.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    for (const response of given.filter((response) => response.statusCode === 409)) {
      expect(response.json().message).toBe(authoringMessages.typeSlugTaken);
    }

    const [first, second] = generated.map((response) => response.json().id as string);
    const renames = await Promise.all(
      [first, second].map((id) =>
        call('PUT', `/api/homework-type/${id}`, admin.headers, { name: 'Ciągi', slug: 'szeregi' }),
      ),
    );
    expect(renames.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(renames.find((response) => response.statusCode === 409)?.json().message).toBe(
      authoringMessages.typeSlugTaken,
    );
  });
});
