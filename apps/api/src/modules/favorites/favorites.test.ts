import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { buildConcept, buildHomework, loginAs } from '../../../test/factories';
import { loginPremium } from '../../../test/subscription-fixtures';
import { favoriteHomeworks, favorites, homeworks } from '../../db/schema';
import {
  builtInListMessage,
  createList,
  entryRows,
  expectListHidden,
  favoritesApi,
  listRows,
  premiumRequired,
} from './favorites.fixtures';

const t = useTestApp();
const api = () => favoritesApi(t.app);

/** A Premium student's list holding the given number of new public tasks, added in order. */
async function listWithTasks(count: number, name = 'Powtórka') {
  const owner = await loginPremium(t.app);
  const list = await createList(t.app, owner.headers, name);
  const tasks = [];
  for (let index = 0; index < count; index += 1) {
    const task = await buildHomework(t.app, { description: `<p>Zadanie numer ${index}</p>` });
    expect((await api().add(owner.headers, list.id, { id: task.id })).statusCode).toBe(200);
    tasks.push(task);
  }
  return { owner, list, tasks };
}

describe('every favourites call signed out', () => {
  const id = randomUUID();
  it.each([
    ['POST', '/api/favorite', { name: 'Lista' }],
    ['PUT', `/api/favorite/${id}`, { name: 'Lista' }],
    ['GET', '/api/favorite', undefined],
    ['GET', `/api/favorite/target?type=HOMEWORK&id=${id}`, undefined],
    ['GET', '/api/favorite/hidden', undefined],
    ['GET', '/api/favorite/solved', undefined],
    ['GET', `/api/favorite/${id}`, undefined],
    ['DELETE', `/api/favorite/${id}`, undefined],
    ['POST', `/api/favorite/${id}/homework`, { id }],
    ['DELETE', `/api/favorite/${id}/homework`, { id }],
    ['PUT', '/api/favorite/homework/hide', { id }],
    ['PUT', '/api/favorite/homework/solved', { id }],
    ['PUT', '/api/favorite/reorder-homeworks', { homeworks: [id] }],
  ] as const)('%s %s answers 401', async (method, url, payload) => {
    const response = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Jesteś niezalogowany!');
  });
});

describe('POST /api/favorite', () => {
  it.each(['USER', 'TEACHER'] as const)("refuses a %s without Premium with 403 'Funkcja Premium'", async (role) => {
    const viewer = await loginAs(t.app, role);
    const response = await api().create(viewer.headers, { name: 'Moja lista' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(premiumRequired);
    expect(await listRows(t.app, viewer.user.id)).toEqual([]);
  });

  it('refuses a former subscriber (403) once the subscription is gone', async () => {
    const viewer = await loginPremium(t.app);
    await viewer.lapse();
    expect((await api().create(viewer.headers, { name: 'Moja lista' })).json()).toEqual(premiumRequired);
  });

  it.each([
    [{ name: 'a' }, 'Minimum 2 znaki'],
    [{ name: '  a  ' }, 'Minimum 2 znaki'],
    [{ name: 'x'.repeat(257) }, 'Maksimum 256 znaków'],
    [{ name: 'Lista', description: 'x'.repeat(1025) }, 'Maksimum 1024 znaki'],
  ])('answers 400 for %j with the Polish message', async (payload, message) => {
    const viewer = await loginPremium(t.app);
    const response = await api().create(viewer.headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await listRows(t.app, viewer.user.id)).toEqual([]);
  });

  it("creates a subscriber's list: 'Utworzono!', the empty list and its row", async () => {
    const viewer = await loginPremium(t.app);
    const response = await api().create(viewer.headers, {
      name: '  Matura próbna  ',
      description: 'x'.repeat(1024),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { message, favorite } = response.json();
    expect(message).toBe('Utworzono!');
    expect(favorite).toMatchObject({
      name: 'Matura próbna',
      description: 'x'.repeat(1024),
      kind: 'CUSTOM',
      homeworks: [],
    });
    const rows = await listRows(t.app, viewer.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: favorite.id, kind: 'CUSTOM', name: 'Matura próbna', userId: viewer.user.id });
  });

  it('lets an ADMIN create without a subscription, and accepts a missing description', async () => {
    const admin = await loginAs(t.app, 'ADMIN');
    const response = await api().create(admin.headers, { name: 'ab' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().favorite).toMatchObject({ name: 'ab', description: '' });
  });
});

describe('PUT /api/favorite/{id}', () => {
  it("renames one's own list, also after the subscription lapsed ('Zaktualizowano!')", async () => {
    const owner = await loginPremium(t.app);
    const list = await createList(t.app, owner.headers, 'Stara nazwa');
    const [before] = await listRows(t.app, owner.user.id);
    await owner.lapse();
    const response = await api().update(owner.headers, list.id, { name: 'Nowa nazwa', description: 'Opis' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Zaktualizowano!',
      favorite: { id: list.id, name: 'Nowa nazwa', description: 'Opis', kind: 'CUSTOM' },
    });
    const [after] = await listRows(t.app, owner.user.id);
    expect(after).toMatchObject({ name: 'Nowa nazwa', description: 'Opis' });
    expect(after!.updatedAt.getTime()).toBeGreaterThanOrEqual(before!.updatedAt.getTime());
  });

  it('answers 404 for a list of another user (an ADMIN too) and for a missing one, changing nothing', async () => {
    const owner = await loginPremium(t.app);
    const list = await createList(t.app, owner.headers, 'Moja');
    const other = await loginPremium(t.app);
    const admin = await loginAs(t.app, 'ADMIN');
    await expectListHidden(
      list.id,
      { other: other.headers, admin: admin.headers, missingBy: owner.headers },
      (headers, id) => api().update(headers, id, { name: 'Cudza' }),
    );
    expect((await listRows(t.app, owner.user.id))[0]!.name).toBe('Moja');
  });

  it('refuses to rename the built-in lists (400)', async () => {
    const owner = await loginAs(t.app);
    for (const read of [api().hidden, api().solved]) {
      const builtInList = (await read(owner.headers)).json();
      const response = await api().update(owner.headers, builtInList.id, { name: 'Inna' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(builtInListMessage);
    }
    expect((await listRows(t.app, owner.user.id)).map((row) => row.name).sort()).toEqual(['Rozwiązane', 'Ukryte']);
  });

  it.each([
    ['not-a-uuid', { name: 'Lista' }, 'Niepoprawny identyfikator'],
    [randomUUID(), { name: 'L' }, 'Minimum 2 znaki'],
    [randomUUID(), { name: 'x'.repeat(257) }, 'Maksimum 256 znaków'],
    [randomUUID(), { name: 'Lista', description: 'x'.repeat(1025) }, 'Maksimum 1024 znaki'],
  ])('answers 400 for id %s and %j', async (id, payload, message) => {
    const owner = await loginAs(t.app);
    const response = await api().update(owner.headers, id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('DELETE /api/favorite/{id}', () => {
  it("deletes one's own list with its entries, also after the subscription lapsed ('Usunięto!')", async () => {
    const { owner, list, tasks } = await listWithTasks(2);
    await owner.lapse();
    const response = await api().remove(owner.headers, list.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Usunięto!' });
    expect(await listRows(t.app, owner.user.id)).toEqual([]);
    expect(await entryRows(t.app, list.id)).toEqual([]);
    expect(await t.app.db.select().from(homeworks).where(eq(homeworks.id, tasks[0]!.id))).toHaveLength(1);
  });

  it('answers 404 for a list of another user (an ADMIN too) and a missing one, deleting nothing', async () => {
    const owner = await loginPremium(t.app);
    const list = await createList(t.app, owner.headers);
    const other = await loginPremium(t.app);
    const admin = await loginAs(t.app, 'ADMIN');
    await expectListHidden(
      list.id,
      { other: other.headers, admin: admin.headers, missingBy: owner.headers },
      (headers, id) => api().remove(headers, id),
    );
    expect(await listRows(t.app, owner.user.id)).toHaveLength(1);
  });

  it("never deletes 'Ukryte' or 'Rozwiązane' (400)", async () => {
    const owner = await loginAs(t.app, 'ADMIN');
    for (const read of [api().hidden, api().solved]) {
      const response = await api().remove(owner.headers, (await read(owner.headers)).json().id);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(builtInListMessage);
    }
    expect(await listRows(t.app, owner.user.id)).toHaveLength(2);
  });

  it("answers 400 'Niepoprawny identyfikator' for a bad id", async () => {
    const owner = await loginAs(t.app);
    const response = await api().remove(owner.headers, '123');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Niepoprawny identyfikator');
  });
});

describe('GET /api/favorite', () => {
  it('pages my lists by 10: built-in ones first, then the newest; nextPage until the end', async () => {
    const owner = await loginPremium(t.app);
    const names = Array.from({ length: 12 }, (_, index) => `Lista ${index + 1}`);
    for (const name of names) await createList(t.app, owner.headers, name);
    const solvedList = (await api().solved(owner.headers)).json();
    const hiddenList = (await api().hidden(owner.headers)).json();
    const someoneElse = await loginPremium(t.app);
    await createList(t.app, someoneElse.headers, 'Cudza lista');

    const first = await api().list(owner.headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().nextPage).toBe(2);
    expect(first.json().results.map((list: { name: string }) => list.name)).toEqual([
      'Ukryte',
      'Rozwiązane',
      ...names.slice(4).reverse(),
    ]);
    expect(first.json().results[0]).toMatchObject({ id: hiddenList.id, kind: 'HIDDEN', homeworks: [] });
    expect(first.json().results[1]).toMatchObject({ id: solvedList.id, kind: 'SOLVED' });
    const second = (await api().list(owner.headers, '?page=2')).json();
    expect(second).toEqual({ results: expect.any(Array), nextPage: null });
    expect(second.results.map((list: { name: string }) => list.name)).toEqual(names.slice(0, 4).reverse());
    expect((await api().list(owner.headers, '?page=3')).json()).toEqual({ results: [], nextPage: null });
  });

  it('lists no built-in list before its first use, and leaves them out on request', async () => {
    const owner = await loginPremium(t.app);
    await createList(t.app, owner.headers, 'Moja');
    expect((await api().list(owner.headers)).json().results.map((list: { kind: string }) => list.kind)).toEqual([
      'CUSTOM',
    ]);
    await api().hidden(owner.headers);
    await api().solved(owner.headers);
    const kinds = async (query: string) =>
      (await api().list(owner.headers, query)).json().results.map((list: { kind: string }) => list.kind);
    expect(await kinds('')).toEqual(['HIDDEN', 'SOLVED', 'CUSTOM']);
    expect(await kinds('?omitHiddenList=true')).toEqual(['SOLVED', 'CUSTOM']);
    expect(await kinds('?omitSolvedList=true')).toEqual(['HIDDEN', 'CUSTOM']);
    expect(await kinds('?omitHiddenList=true&omitSolvedList=true&pageSize=1')).toEqual(['CUSTOM']);
  });

  it('searches names ignoring case and Polish accents', async () => {
    const owner = await loginPremium(t.app);
    for (const name of ['Łamigłówki logiczne', 'Ciągi arytmetyczne', 'Geometria PRZESTRZENNA', '100% zadań'])
      await createList(t.app, owner.headers, name);
    const search = async (term: string) =>
      (await api().list(owner.headers, `?search=${encodeURIComponent(term)}`))
        .json()
        .results.map((list: { name: string }) => list.name);
    expect(await search('lamiglowki')).toEqual(['Łamigłówki logiczne']);
    expect(await search('CIAGI')).toEqual(['Ciągi arytmetyczne']);
    expect(await search('przestrzenn')).toEqual(['Geometria PRZESTRZENNA']);
    expect(await search('%')).toEqual(['100% zadań']);
    expect(await search('nic takiego')).toEqual([]);
  });

  it("carries each list's entries in the list's order", async () => {
    const { owner, list, tasks } = await listWithTasks(3);
    const [result] = (await api().list(owner.headers)).json().results;
    expect(result.id).toBe(list.id);
    expect(result.homeworks.map((entry: { homeworkId: string }) => entry.homeworkId)).toEqual(
      tasks.map((task) => task.id),
    );
    expect(result.homeworks.map((entry: { position: number }) => entry.position)).toEqual([0, 1, 2]);
  });

  it.each([
    ['?pageSize=51', 'Niepoprawny rozmiar strony'],
    ['?page=0', 'Niepoprawny numer strony'],
    [`?search=${'x'.repeat(257)}`, 'Maksimum 256 znaków'],
  ])('answers 400 for %s', async (query, message) => {
    const owner = await loginAs(t.app);
    const response = await api().list(owner.headers, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('GET /api/favorite/hidden and /api/favorite/solved', () => {
  it.each([
    ['hidden', 'HIDDEN', 'Ukryte'],
    ['solved', 'SOLVED', 'Rozwiązane'],
  ] as const)('makes /%s on first use, without Premium, and answers the same list after', async (call, kind, name) => {
    const owner = await loginAs(t.app);
    const first = await api()[call](owner.headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ kind, name, description: '', homeworks: [] });
    expect((await api()[call](owner.headers)).json().id).toBe(first.json().id);
    const rows = await listRows(t.app, owner.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: first.json().id, kind, name });
  });

  it('makes exactly one list when the first uses come at once', async () => {
    const owner = await loginAs(t.app);
    const responses = await Promise.all(Array.from({ length: 10 }, () => api().hidden(owner.headers)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(responses.map((response) => response.json().id)).size).toBe(1);
    const rows = await listRows(t.app, owner.user.id);
    expect(rows.map((row) => row.kind)).toEqual(['HIDDEN']);
  });

  it('shows every account its own built-in lists', async () => {
    const first = await loginAs(t.app);
    const second = await loginAs(t.app);
    const a = (await api().solved(first.headers)).json();
    const b = (await api().solved(second.headers)).json();
    expect(a.id).not.toBe(b.id);
    expect(await t.app.db.select().from(favorites).where(eq(favorites.kind, 'SOLVED'))).toHaveLength(2);
  });
});

describe('GET /api/favorite/{id}', () => {
  it('answers the list with its tasks as catalogue cards in its order, each with its entry id', async () => {
    const { owner, list, tasks } = await listWithTasks(3);
    const concept = await buildConcept(t.app, { name: 'Ciąg arytmetyczny', type: 'DOMAIN' });
    const withConcept = await buildHomework(t.app, { conceptIds: [concept.id] });
    await api().add(owner.headers, list.id, { id: withConcept.id });

    for (const query of ['', '?pdf=true']) {
      const response = await api().detail(owner.headers, list.id, query);
      expect(response.statusCode, response.body).toBe(200);
      const detail = response.json();
      expect(detail).toMatchObject({ id: list.id, name: 'Powtórka', kind: 'CUSTOM' });
      expect(detail.cards.map((card: { id: string }) => card.id)).toEqual(
        [...tasks, withConcept].map((task) => task.id),
      );
      expect(detail.cards.map((card: { entryId: string }) => card.entryId)).toEqual(
        detail.homeworks.map((entry: { id: string }) => entry.id),
      );
      expect(detail.cards[0]).toMatchObject({
        slug: tasks[0]!.slug,
        status: 'PUBLIC',
        description: '<p>Zadanie numer 0</p>',
        highlight: null,
        solutionFormats: [{ name: 'LATEX' }],
      });
      expect(detail.cards[3].domains).toEqual([
        { id: concept.id, slug: concept.slug, name: 'Ciąg arytmetyczny', type: 'DOMAIN' },
      ]);
    }
  });

  it('leaves out a task that became private for everybody but its author and ADMIN; its row stays', async () => {
    const teacher = await loginPremium(t.app, 'TEACHER');
    const own = await buildHomework(t.app, { authorId: teacher.user.id });
    const { owner, list, tasks } = await listWithTasks(1);
    await api().add(owner.headers, list.id, { id: own.id });
    const admin = await loginAs(t.app, 'ADMIN');
    const adminList = await createList(t.app, admin.headers);
    await api().add(admin.headers, adminList.id, { id: own.id });
    const teacherList = await createList(t.app, teacher.headers);
    await api().add(teacher.headers, teacherList.id, { id: own.id });

    await t.app.db.update(homeworks).set({ status: 'PRIVATE' }).where(eq(homeworks.id, own.id));

    const detail = (await api().detail(owner.headers, list.id)).json();
    expect(detail.cards.map((card: { id: string }) => card.id)).toEqual([tasks[0]!.id]);
    expect(detail.homeworks.map((entry: { homeworkId: string }) => entry.homeworkId)).toEqual([tasks[0]!.id]);
    expect((await entryRows(t.app, list.id)).map((row) => row.homeworkId)).toEqual([tasks[0]!.id, own.id]);
    for (const [headers, id] of [
      [teacher.headers, teacherList.id],
      [admin.headers, adminList.id],
    ] as const) {
      const cards = (await api().detail(headers, id)).json().cards;
      expect(cards.map((card: { id: string; status: string }) => [card.id, card.status])).toEqual([
        [own.id, 'PRIVATE'],
      ]);
    }

    await t.app.db.update(homeworks).set({ status: 'PUBLIC' }).where(eq(homeworks.id, own.id));
    expect((await api().detail(owner.headers, list.id)).json().cards).toHaveLength(2);
  });

  it('answers 404 for a list of another user (an ADMIN too) and a missing one; 400 for a bad id', async () => {
    const { list } = await listWithTasks(0);
    const other = await loginAs(t.app);
    const admin = await loginAs(t.app, 'ADMIN');
    await expectListHidden(
      list.id,
      { other: other.headers, admin: admin.headers, missingBy: other.headers },
      (headers, id) => api().detail(headers, id),
    );
    const bad = await api().detail(other.headers, 'zla-lista');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Niepoprawny identyfikator');
    const badFlag = await api().detail(other.headers, list.id, '?pdf=tak');
    expect(badFlag.statusCode).toBe(400);
    expect(badFlag.json().message).toBe('Niepoprawny format');
  });

  it('reads a list after the subscription lapsed', async () => {
    const { owner, list } = await listWithTasks(1);
    await owner.lapse();
    const response = await api().detail(owner.headers, list.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().cards).toHaveLength(1);
  });
});

describe('GET /api/favorite/target', () => {
  it('says which of my own lists hold the task, and whether I hid it or solved it', async () => {
    const owner = await loginPremium(t.app);
    const task = await buildHomework(t.app);
    const first = await createList(t.app, owner.headers, 'Pierwsza');
    const second = await createList(t.app, owner.headers, 'Druga');
    await createList(t.app, owner.headers, 'Trzecia');
    const other = await loginPremium(t.app);
    const othersList = await createList(t.app, other.headers, 'Cudza');
    await api().add(other.headers, othersList.id, { id: task.id });

    const target = async () => (await api().target(owner.headers, `?type=HOMEWORK&id=${task.id}`)).json();
    expect(await target()).toEqual({ favoritesIds: [], hidden: false, solved: false });
    await api().add(owner.headers, first.id, { id: task.id });
    await api().add(owner.headers, second.id, { id: task.id });
    await api().hide(owner.headers, { id: task.id });
    await api().markSolved(owner.headers, { id: task.id });
    const answer = await target();
    expect(answer).toEqual({ favoritesIds: [second.id, first.id], hidden: true, solved: true });
    expect((await api().target(owner.headers, `?id=${task.id}`)).json()).toEqual(answer);
  });

  it('answers 404 for a task that is missing or not visible to me, and 400 for bad input', async () => {
    const owner = await loginAs(t.app);
    const hidden = await buildHomework(t.app, { status: 'PRIVATE' });
    for (const id of [randomUUID(), hidden.id]) {
      const response = await api().target(owner.headers, `?type=HOMEWORK&id=${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Nie znaleziono zadania.');
    }
    for (const [query, message] of [
      ['?type=HOMEWORK&id=abc', 'Niepoprawny identyfikator'],
      ['?type=HOMEWORK', 'Niepoprawny identyfikator'],
      [`?type=COURSE&id=${hidden.id}`, 'Niepoprawny typ'],
    ] as const) {
      const response = await api().target(owner.headers, query);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });
});

describe('the rows behind the lists', () => {
  it('keep one row per task and list, however it was added', async () => {
    const { owner, list, tasks } = await listWithTasks(2);
    await api().add(owner.headers, list.id, { id: tasks[0]!.id });
    const rows = await t.app.db.select().from(favoriteHomeworks).where(eq(favoriteHomeworks.favoriteId, list.id));
    expect(rows).toHaveLength(2);
  });
});
