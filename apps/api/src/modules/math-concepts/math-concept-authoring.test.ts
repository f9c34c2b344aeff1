import { authoringMessages, validationMessages } from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { buildConcept, buildHomework, loginAs } from '../../../test/factories';
import { homeworks, mathConceptChanges, mathConcepts, notifications } from '../../db/schema';

const t = useTestApp();

type THeaders = Record<string, string>;
const call = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, headers: THeaders = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('POST /api/math-concept', () => {
  it('answers 401 signed out, 400 with Polish messages, 403 for a DOMAIN by a non-admin', async () => {
    expect((await call('POST', '/api/math-concept', {}, { type: 'TAG', name: 'Delta', aliases: [] })).statusCode).toBe(
      401,
    );
    const teacher = await loginAs(t.app, 'TEACHER');
    const noName = await call('POST', '/api/math-concept', teacher.headers, { type: 'TAG', name: '', aliases: [] });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe(validationMessages.required);
    const noAliases = await call('POST', '/api/math-concept', teacher.headers, { type: 'TAG', name: 'Delta' });
    expect(noAliases.json().message).toBe(authoringMessages.aliasesRequired);
    const badType = await call('POST', '/api/math-concept', teacher.headers, {
      type: 'HOMEWORK_TYPE',
      name: 'X',
      aliases: [],
    });
    expect(badType.json().message).toBe(authoringMessages.conceptType);
    for (const role of ['USER', 'TEACHER'] as const) {
      const { headers } = await loginAs(t.app, role);
      const domain = await call('POST', '/api/math-concept', headers, { type: 'DOMAIN', name: 'Algebra', aliases: [] });
      expect(domain.statusCode).toBe(403);
      expect(domain.json().message).toBe(authoringMessages.conceptDomainAdminOnly);
    }
    expect(await t.app.db.select().from(mathConcepts)).toEqual([]);
  });

  it('creates concepts with a folded slug; a duplicate name of the same type is 409', async () => {
    const student = await loginAs(t.app, 'USER');
    const admin = await loginAs(t.app, 'ADMIN');
    const created = await call('POST', '/api/math-concept', student.headers, {
      type: 'DEFINITION',
      name: 'Pierwiastek kwadratowy',
      aliases: ['√', '√'],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      slug: 'pierwiastek-kwadratowy',
      type: 'DEFINITION',
      aliases: ['√'],
      count: 0,
    });
    const duplicate = await call('POST', '/api/math-concept', admin.headers, {
      type: 'DEFINITION',
      name: 'pierwiastek KWADRATOWY',
      aliases: [],
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(authoringMessages.conceptNameTaken);
    const otherType = await call('POST', '/api/math-concept', admin.headers, {
      type: 'DOMAIN',
      name: 'Pierwiastek kwadratowy',
      aliases: [],
    });
    expect(otherType.json()).toMatchObject({ slug: 'pierwiastek-kwadratowy-2', type: 'DOMAIN' });
  });

  it('gives 10 parallel concepts of one slug 10 numbered slugs, never a 500', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const names = ['Pole koła', 'Pole koła.', 'Pole koła!', 'Pole, koła', 'Pole-koła', 'Pole (koła)', 'Pole: koła'];
    const responses = await Promise.all(
      [...names, 'Pole koła?', '„Pole koła”', 'Pole; koła'].map((name) =>
        call('POST', '/api/math-concept', teacher.headers, { type: 'TAG', name, aliases: [] }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    expect(responses.map((response) => response.json().slug).sort()).toEqual(
      ['pole-kola', ...Array.from({ length: 9 }, (_, i) => `pole-kola-${i + 2}`)].sort(),
    );
  });
});

describe('PUT and DELETE /api/math-concept/{id}', () => {
  it('ADMIN only; the article is sanitized and linked tasks are found by the new name at once', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const admin = await loginAs(t.app, 'ADMIN');
    const concept = await buildConcept(t.app, { name: 'Delta', type: 'TAG' });
    const task = await buildHomework(t.app, { conceptIds: [concept.id] });
    expect((await call('PUT', `/api/math-concept/${concept.id}`, {}, { name: 'X' })).statusCode).toBe(401);
    expect((await call('PUT', `/api/math-concept/${concept.id}`, teacher.headers, { name: 'X' })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/math-concept/${concept.id}`, teacher.headers)).statusCode).toBe(403);
    const updated = await call('PUT', `/api/math-concept/${concept.id}`, admin.headers, {
      name: 'Wyróżnik',
      description: '<p onclick="x()">Opis <script>alert(1)</script>pojęcia</p>',
    });
    expect(updated.json()).toMatchObject({ name: 'Wyróżnik', description: '<p>Opis pojęcia</p>' });
    const found = (await call('GET', '/api/homework?search=wyroznik')).json();
    expect(found.results.map((r: { id: string }) => r.id)).toEqual([task.id]);
    expect((await call('DELETE', `/api/math-concept/${concept.id}`, admin.headers)).json()).toEqual({
      message: 'Usunięto!',
    });
    const [row] = await t.app.db.select().from(homeworks).where(eq(homeworks.id, task.id));
    expect(row?.conceptIds).toEqual([]);
    expect(row?.searchText).not.toContain('wyroznik');
    expect((await call('DELETE', `/api/math-concept/${concept.id}`, admin.headers)).statusCode).toBe(404);
  });
});

describe('proposed concept changes', () => {
  it('goes from a proposal to acceptance, notifying the proposer', async () => {
    const student = await loginAs(t.app, 'USER');
    const other = await loginAs(t.app, 'TEACHER');
    const admin = await loginAs(t.app, 'ADMIN');
    const concept = await buildConcept(t.app, { name: 'Funkcja', type: 'DEFINITION' });
    const body = {
      conceptId: concept.id,
      form: { name: 'Funkcja liniowa', description: '<p>Nowy <img src=x onerror=alert(1)>opis</p>' },
      type: 'DEFINITION',
      aliases: ['prosta'],
    };
    expect((await call('POST', '/api/math-concept-change', {}, body)).statusCode).toBe(401);
    const noName = await call('POST', '/api/math-concept-change', student.headers, { ...body, form: { name: '' } });
    expect(noName.json().message).toBe(validationMessages.required);
    const toDomain = await call('POST', '/api/math-concept-change', student.headers, { ...body, type: 'DOMAIN' });
    expect(toDomain.statusCode).toBe(403);

    const proposed = await call('POST', '/api/math-concept-change', student.headers, body);
    expect(proposed.statusCode).toBe(201);
    const change = proposed.json();
    expect(change).toMatchObject({ status: 'PENDING', name: 'Funkcja liniowa', proposer: { id: student.user.id } });
    expect(change.description).not.toContain('onerror');
    // Somebody else's proposal does not block the concept; one's own second one waits for the first.
    const second = await call('POST', '/api/math-concept-change', other.headers, { ...body, aliases: [] });
    expect(second.statusCode).toBe(201);
    const twice = await call('POST', '/api/math-concept-change', student.headers, body);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(authoringMessages.ownChangePending);

    // A pending proposal names its proposer: only they and ADMIN see it.
    const pendingFor = async (headers: THeaders) =>
      (await call('GET', `/api/math-concept-change/${concept.id}/pending`, headers)).json().change?.id ?? null;
    expect(await pendingFor({})).toBeNull();
    expect(await pendingFor((await loginAs(t.app, 'USER')).headers)).toBeNull();
    expect(await pendingFor(student.headers)).toBe(change.id);
    expect(await pendingFor(other.headers)).toBe(second.json().id);
    expect([change.id, second.json().id]).toContain(await pendingFor(admin.headers));
    expect((await call('GET', '/api/math-concept-change/count?status=PENDING', other.headers)).statusCode).toBe(403);
    expect((await call('GET', '/api/math-concept-change/count?status=PENDING', admin.headers)).json()).toEqual({
      count: 2,
    });
    expect((await call('GET', '/api/math-concept-change?page=1', other.headers)).statusCode).toBe(403);
    expect((await call('GET', '/api/math-concept-change?page=1')).statusCode).toBe(401);
    const list = (await call('GET', '/api/math-concept-change?page=1', admin.headers)).json();
    expect(list).toMatchObject({ total: 2, prevPage: null, nextPage: null });
    expect(list.results[0].concept).toMatchObject({ id: concept.id, name: 'Funkcja' });

    expect(
      (await call('PUT', `/api/math-concept-change/${change.id}`, student.headers, { status: 'APPROVED' })).statusCode,
    ).toBe(403);
    const bad = await call('PUT', `/api/math-concept-change/${change.id}`, admin.headers, { status: 'PENDING' });
    expect(bad.json().message).toBe(authoringMessages.changeStatus);
    const approved = await call('PUT', `/api/math-concept-change/${change.id}`, admin.headers, { status: 'APPROVED' });
    expect(approved.json()).toMatchObject({ status: 'APPROVED' });
    const [row] = await t.app.db.select().from(mathConcepts).where(eq(mathConcepts.id, concept.id));
    expect(row).toMatchObject({ name: 'Funkcja liniowa', aliases: ['prosta'], description: change.description });
    const [notice] = await t.app.db.select().from(notifications);
    expect(notice).toMatchObject({ userId: student.user.id, type: 'MATH_CONCEPT_CHANGE_REVIEWED' });
    expect(notice?.payload).toMatchObject({ changeId: change.id, status: 'APPROVED' });
    expect(await pendingFor(student.headers)).toBeNull();
    expect(await pendingFor(admin.headers)).toBe(second.json().id);
    const again = await call('PUT', `/api/math-concept-change/${change.id}`, admin.headers, { status: 'REJECTED' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(authoringMessages.changeNotPending);
  });

  it('a rejected proposal leaves the concept as it was', async () => {
    const student = await loginAs(t.app, 'USER');
    const admin = await loginAs(t.app, 'ADMIN');
    const concept = await buildConcept(t.app, { name: 'Ciąg', type: 'TAG' });
    const change = (
      await call('POST', '/api/math-concept-change', student.headers, {
        conceptId: concept.id,
        form: { name: 'Ciąg arytmetyczny' },
        type: 'TAG',
        aliases: [],
      })
    ).json();
    await call('PUT', `/api/math-concept-change/${change.id}`, admin.headers, { status: 'REJECTED' });
    const [row] = await t.app.db.select().from(mathConcepts).where(eq(mathConcepts.id, concept.id));
    expect(row?.name).toBe('Ciąg');
    const [stored] = await t.app.db.select().from(mathConceptChanges);
    expect(stored).toMatchObject({ status: 'REJECTED', reviewerId: admin.user.id });
    expect(
      (await call('PUT', `/api/math-concept-change/${crypto.randomUUID()}`, admin.headers, { status: 'REJECTED' }))
        .statusCode,
    ).toBe(404);
  });

  it('takes 10 parallel proposals of one person as one and 409s, of 10 people as 10; one of two deciders wins', async () => {
    const concept = await buildConcept(t.app, { name: 'Ułamek', type: 'DEFINITION' });
    const body = (name: string) => ({ conceptId: concept.id, form: { name }, type: 'DEFINITION', aliases: [] });
    const student = await loginAs(t.app, 'USER');
    const own = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call('POST', '/api/math-concept-change', student.headers, body(`Ułamek ${i}`)),
      ),
    );
    expect(own.map((response) => response.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    for (const response of own.filter((response) => response.statusCode === 409)) {
      expect(response.json().message).toBe(authoringMessages.ownChangePending);
    }

    const people = await Promise.all(Array.from({ length: 9 }, () => loginAs(t.app, 'TEACHER')));
    const theirs = await Promise.all(
      people.map((person, i) => call('POST', '/api/math-concept-change', person.headers, body(`Ułamek zwykły ${i}`))),
    );
    expect(theirs.map((response) => response.statusCode)).toEqual(Array(9).fill(201));
    const pending = await t.app.db.select().from(mathConceptChanges).where(eq(mathConceptChanges.status, 'PENDING'));
    expect(pending).toHaveLength(10);

    const [first, second] = await Promise.all([loginAs(t.app, 'ADMIN'), loginAs(t.app, 'ADMIN')]);
    const changeId = own.find((response) => response.statusCode === 201)!.json().id;
    const decisions = await Promise.all(
      [first, second].map((admin) =>
        call('PUT', `/api/math-concept-change/${changeId}`, admin.headers, { status: 'APPROVED' }),
      ),
    );
    expect(decisions.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await t.app.db.select().from(notifications)).toHaveLength(1);
  });
});
