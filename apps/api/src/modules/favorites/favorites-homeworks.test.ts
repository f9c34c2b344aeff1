import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { buildHomework, loginAs } from '../../../test/factories';
import { loginPremium } from '../../../test/subscription-fixtures';
import { favoriteHomeworks, homeworks } from '../../db/schema';
import {
  builtInListMessage,
  createList,
  entryRows,
  expectListHidden,
  favoritesApi,
  listNotFound,
  listRows,
  premiumRequired,
} from './favorites.fixtures';

const t = useTestApp();
const api = () => favoritesApi(t.app);

const notPermutation = 'Nowa kolejność musi zawierać dokładnie wszystkie zadania listy, każde raz.';

const idsOf = (rows: { homeworkId: string }[]) => rows.map((row) => row.homeworkId);

async function tasks(count: number) {
  const built = [];
  for (let index = 0; index < count; index += 1) built.push(await buildHomework(t.app));
  return built;
}

/** A Premium student's list holding `count` new public tasks, added in order. */
async function listWithTasks(count: number) {
  const owner = await loginPremium(t.app);
  const list = await createList(t.app, owner.headers);
  const added = await tasks(count);
  for (const task of added) expect((await api().add(owner.headers, list.id, { id: task.id })).statusCode).toBe(200);
  const entries = await entryRows(t.app, list.id);
  return { owner, list, tasks: added, entryIds: entries.map((entry) => entry.id) };
}

describe('POST /api/favorite/{favoriteId}/homework', () => {
  it("appends tasks at the end ('Dodano!') and answers the list in its order", async () => {
    const owner = await loginPremium(t.app);
    const list = await createList(t.app, owner.headers);
    const [a, b, c] = await tasks(3);
    for (const task of [a!, b!]) await api().add(owner.headers, list.id, { id: task.id });
    const response = await api().add(owner.headers, list.id, { id: c!.id });
    expect(response.statusCode, response.body).toBe(200);
    const { message, favorite } = response.json();
    expect(message).toBe('Dodano!');
    expect(idsOf(favorite.homeworks)).toEqual([a!.id, b!.id, c!.id]);
    const rows = await entryRows(t.app, list.id);
    expect(rows.map((row) => [row.homeworkId, row.position])).toEqual([
      [a!.id, 0],
      [b!.id, 1],
      [c!.id, 2],
    ]);
    expect(favorite.homeworks.map((entry: { id: string }) => entry.id)).toEqual(rows.map((row) => row.id));
  });

  it('changes nothing when the task is in the list already (200, one row, same place)', async () => {
    const { owner, list, tasks: added } = await listWithTasks(2);
    const before = await entryRows(t.app, list.id);
    const response = await api().add(owner.headers, list.id, { id: added[0]!.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Dodano!');
    expect(await entryRows(t.app, list.id)).toEqual(before);
  });

  it('keeps one row when the same task is added many times at once', async () => {
    const owner = await loginPremium(t.app);
    const list = await createList(t.app, owner.headers);
    const [task] = await tasks(1);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => api().add(owner.headers, list.id, { id: task!.id })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const rows = await entryRows(t.app, list.id);
    expect(rows.map((row) => [row.homeworkId, row.position])).toEqual([[task!.id, 0]]);
  });

  it('gives tasks added at once distinct positions', async () => {
    const owner = await loginPremium(t.app);
    const list = await createList(t.app, owner.headers);
    const added = await tasks(6);
    await Promise.all(added.map((task) => api().add(owner.headers, list.id, { id: task.id })));
    const rows = await entryRows(t.app, list.id);
    expect(rows.map((row) => row.position)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(new Set(idsOf(rows))).toEqual(new Set(added.map((task) => task.id)));
  });

  it.each(['USER', 'TEACHER'] as const)("refuses a %s without Premium (403 'Funkcja Premium')", async (role) => {
    const owner = await loginPremium(t.app, role);
    const list = await createList(t.app, owner.headers);
    const [task] = await tasks(1);
    await t.app.db.update(homeworks).set({ authorId: owner.user.id }).where(eq(homeworks.id, task!.id));
    await owner.lapse();
    const response = await api().add(owner.headers, list.id, { id: task!.id });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(premiumRequired);
    expect(await entryRows(t.app, list.id)).toEqual([]);
  });

  it('lets an ADMIN add without a subscription, a private task of another author too', async () => {
    const admin = await loginAs(t.app, 'ADMIN');
    const list = await createList(t.app, admin.headers);
    const [task] = await tasks(1);
    await t.app.db.update(homeworks).set({ status: 'PRIVATE' }).where(eq(homeworks.id, task!.id));
    const response = await api().add(admin.headers, list.id, { id: task!.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(idsOf(await entryRows(t.app, list.id))).toEqual([task!.id]);
  });

  it('lets a TEACHER add only their own tasks (403 for the others: section 6 hides the button)', async () => {
    const teacher = await loginPremium(t.app, 'TEACHER');
    const list = await createList(t.app, teacher.headers);
    const own = await buildHomework(t.app, { authorId: teacher.user.id, status: 'PRIVATE' });
    const [foreign] = await tasks(1);
    const refused = await api().add(teacher.headers, list.id, { id: foreign!.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Brak uprawnień do wykonania tej operacji.');
    expect((await api().add(teacher.headers, list.id, { id: own.id })).statusCode).toBe(200);
    expect(idsOf(await entryRows(t.app, list.id))).toEqual([own.id]);
  });

  it('answers 404 for a list of another user (an ADMIN too) or a missing one', async () => {
    const { list } = await listWithTasks(0);
    const [task] = await tasks(1);
    const other = await loginPremium(t.app);
    const admin = await loginAs(t.app, 'ADMIN');
    await expectListHidden(
      list.id,
      { other: other.headers, admin: admin.headers, missingBy: other.headers },
      (headers, id) => api().add(headers, id, { id: task!.id }),
    );
    expect(await entryRows(t.app, list.id)).toEqual([]);
  });

  it("answers 404 'Nie znaleziono zadania.' for a missing task or one the viewer may not see", async () => {
    const { owner, list } = await listWithTasks(0);
    const secret = await buildHomework(t.app, { status: 'PRIVATE' });
    for (const id of [randomUUID(), secret.id]) {
      const response = await api().add(owner.headers, list.id, { id });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Nie znaleziono zadania.');
    }
    expect(await entryRows(t.app, list.id)).toEqual([]);
  });

  it("refuses to add to 'Ukryte' or 'Rozwiązane' directly (400): they change through hide and solved", async () => {
    const owner = await loginPremium(t.app);
    const [task] = await tasks(1);
    for (const read of [api().hidden, api().solved]) {
      const id = (await read(owner.headers)).json().id;
      const response = await api().add(owner.headers, id, { id: task!.id });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(builtInListMessage);
      expect(await entryRows(t.app, id)).toEqual([]);
    }
  });

  it('refuses a task beyond 10000 in one list (400), but still answers 200 for one already in it', async () => {
    const { owner, list } = await listWithTasks(0);
    await t.app.db.execute(sql`
      insert into homeworks (slug, status, level, description)
      select 'pelna-lista-' || g, 'PUBLIC', 'HIGH_SCHOOL', '<p>x</p>' from generate_series(1, 10000) g`);
    await t.app.db.execute(sql`
      insert into favorite_homeworks (favorite_id, homework_id, position)
      select ${list.id}, h.id, row_number() over (order by h.slug) - 1 from homeworks h where h.slug like 'pelna-lista-%'`);
    const [inside] = await t.app.db
      .select()
      .from(favoriteHomeworks)
      .where(eq(favoriteHomeworks.favoriteId, list.id))
      .limit(1);
    const [task] = await tasks(1);
    const refused = await api().add(owner.headers, list.id, { id: task!.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Lista może zawierać najwyżej 10000 zadań.');
    expect((await api().add(owner.headers, list.id, { id: inside!.homeworkId })).statusCode).toBe(200);
    expect(await entryRows(t.app, list.id)).toHaveLength(10_000);
  });

  it.each([
    ['bad', { id: randomUUID() }],
    [randomUUID(), { id: 'bad' }],
    [randomUUID(), {}],
  ])("answers 400 'Niepoprawny identyfikator' for list %s and body %j", async (favoriteId, payload) => {
    const owner = await loginPremium(t.app);
    const response = await api().add(owner.headers, favoriteId, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Niepoprawny identyfikator');
  });
});

describe('DELETE /api/favorite/{favoriteId}/homework', () => {
  it("removes a task ('Usunięto!'), also after the subscription lapsed; the others keep their order", async () => {
    const { owner, list, tasks: added } = await listWithTasks(3);
    await owner.lapse();
    const response = await api().removeTask(owner.headers, list.id, { id: added[1]!.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Usunięto!');
    expect(idsOf(response.json().favorite.homeworks)).toEqual([added[0]!.id, added[2]!.id]);
    const rows = await entryRows(t.app, list.id);
    expect(rows.map((row) => [row.homeworkId, row.position])).toEqual([
      [added[0]!.id, 0],
      [added[2]!.id, 2],
    ]);
    expect((await api().detail(owner.headers, list.id)).json().cards.map((card: { id: string }) => card.id)).toEqual([
      added[0]!.id,
      added[2]!.id,
    ]);
  });

  it("answers 404 'Tego zadania nie ma na liście.' for a task not in the list", async () => {
    const { owner, list } = await listWithTasks(1);
    const [other] = await tasks(1);
    const response = await api().removeTask(owner.headers, list.id, { id: other!.id });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Tego zadania nie ma na liście.');
    expect(await entryRows(t.app, list.id)).toHaveLength(1);
  });

  it('answers 404 for a list of another user (an ADMIN too), removing nothing', async () => {
    const { list, tasks: added } = await listWithTasks(1);
    for (const viewer of [await loginPremium(t.app), await loginAs(t.app, 'ADMIN')]) {
      const response = await api().removeTask(viewer.headers, list.id, { id: added[0]!.id });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(listNotFound);
    }
    expect(await entryRows(t.app, list.id)).toHaveLength(1);
  });

  it("un-hides a task when it is taken out of 'Ukryte'", async () => {
    const owner = await loginPremium(t.app);
    const [task] = await tasks(1);
    await api().hide(owner.headers, { id: task!.id });
    const hiddenList = (await api().hidden(owner.headers)).json();
    await owner.lapse();
    const response = await api().removeTask(owner.headers, hiddenList.id, { id: task!.id });
    expect(response.statusCode, response.body).toBe(200);
    expect((await api().target(owner.headers, `?id=${task!.id}`)).json().hidden).toBe(false);
  });

  it("answers 400 'Niepoprawny identyfikator' for a bad id", async () => {
    const owner = await loginAs(t.app);
    const response = await api().removeTask(owner.headers, randomUUID(), { id: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Niepoprawny identyfikator');
  });
});

describe('PUT /api/favorite/homework/hide and /solved', () => {
  it("hides a task in 'Ukryte' (made on first use) and shows it again", async () => {
    const owner = await loginPremium(t.app);
    const [task] = await tasks(1);
    const first = await api().hide(owner.headers, { id: task!.id });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ message: 'Ukryto!', hidden: true });
    const [list] = await listRows(t.app, owner.user.id);
    expect(list).toMatchObject({ kind: 'HIDDEN', name: 'Ukryte' });
    expect(idsOf(await entryRows(t.app, list!.id))).toEqual([task!.id]);

    const second = await api().hide(owner.headers, { id: task!.id });
    expect(second.json()).toEqual({ message: 'Przywrócono!', hidden: false });
    expect(await entryRows(t.app, list!.id)).toEqual([]);
    expect(await listRows(t.app, owner.user.id)).toHaveLength(1);
  });

  it("marks a task solved in 'Rozwiązane' and unmarks it ('Dodano!' / 'Usunięto!')", async () => {
    const owner = await loginPremium(t.app);
    const [a, b] = await tasks(2);
    expect((await api().markSolved(owner.headers, { id: a!.id })).json()).toEqual({ message: 'Dodano!', solved: true });
    expect((await api().markSolved(owner.headers, { id: b!.id })).json()).toEqual({ message: 'Dodano!', solved: true });
    const solvedList = (await api().solved(owner.headers)).json();
    expect(solvedList.name).toBe('Rozwiązane');
    expect(idsOf(solvedList.homeworks)).toEqual([a!.id, b!.id]);
    expect((await api().markSolved(owner.headers, { id: a!.id })).json()).toEqual({
      message: 'Usunięto!',
      solved: false,
    });
    expect(idsOf(await entryRows(t.app, solvedList.id))).toEqual([b!.id]);
  });

  it('lets an ADMIN hide and mark solved without a subscription', async () => {
    const admin = await loginAs(t.app, 'ADMIN');
    const [task] = await tasks(1);
    expect((await api().hide(admin.headers, { id: task!.id })).json().hidden).toBe(true);
    expect((await api().markSolved(admin.headers, { id: task!.id })).json().solved).toBe(true);
  });

  it.each(['hide', 'markSolved'] as const)("refuses %s without Premium (403 'Funkcja Premium')", async (call) => {
    const [task] = await tasks(1);
    for (const viewer of [await loginAs(t.app), await loginAs(t.app, 'TEACHER')]) {
      const response = await api()[call](viewer.headers, { id: task!.id });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(premiumRequired);
      expect(await listRows(t.app, viewer.user.id)).toEqual([]);
    }
  });

  it('lets a Premium TEACHER hide, but not mark solved (403)', async () => {
    const teacher = await loginPremium(t.app, 'TEACHER');
    const [task] = await tasks(1);
    expect((await api().hide(teacher.headers, { id: task!.id })).json().hidden).toBe(true);
    const response = await api().markSolved(teacher.headers, { id: task!.id });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Brak uprawnień do wykonania tej operacji.');
    expect((await listRows(t.app, teacher.user.id)).map((row) => row.kind)).toEqual(['HIDDEN']);
  });

  it.each(['hide', 'markSolved'] as const)(
    '%s: 404 for a task missing or not visible, 400 for a bad id',
    async (call) => {
      const owner = await loginPremium(t.app);
      const secret = await buildHomework(t.app, { status: 'PRIVATE' });
      for (const id of [randomUUID(), secret.id]) {
        const response = await api()[call](owner.headers, { id });
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe('Nie znaleziono zadania.');
      }
      const bad = await api()[call](owner.headers, { id: 'abc' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Niepoprawny identyfikator');
      const rows = await t.app.db.select().from(favoriteHomeworks);
      expect(rows).toEqual([]);
    },
  );
});

describe('PUT /api/favorite/reorder-homeworks', () => {
  it("stores the new order as positions 0..n-1 ('Zaktualizowano!'), also after the subscription lapsed", async () => {
    const { owner, list, tasks: added, entryIds } = await listWithTasks(4);
    await api().removeTask(owner.headers, list.id, { id: added[1]!.id });
    await owner.lapse();
    const order = [entryIds[3]!, entryIds[0]!, entryIds[2]!];
    const response = await api().reorder(owner.headers, { homeworks: order });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Zaktualizowano!');
    expect(
      response.json().favorite.homeworks.map((entry: { id: string; position: number }) => [entry.id, entry.position]),
    ).toEqual([
      [entryIds[3], 0],
      [entryIds[0], 1],
      [entryIds[2], 2],
    ]);
    const rows = await entryRows(t.app, list.id);
    expect(rows.map((row) => [row.id, row.position])).toEqual([
      [entryIds[3], 0],
      [entryIds[0], 1],
      [entryIds[2], 2],
    ]);
    const cards = (await api().detail(owner.headers, list.id)).json().cards;
    expect(cards.map((card: { id: string }) => card.id)).toEqual([added[3]!.id, added[0]!.id, added[2]!.id]);
  });

  it('reorders the built-in lists too (their order is not their membership)', async () => {
    const owner = await loginPremium(t.app);
    const [a, b] = await tasks(2);
    await api().hide(owner.headers, { id: a!.id });
    await api().hide(owner.headers, { id: b!.id });
    const hiddenList = (await api().hidden(owner.headers)).json();
    const order = [...hiddenList.homeworks].reverse().map((entry: { id: string }) => entry.id);
    const response = await api().reorder(owner.headers, { homeworks: order });
    expect(response.statusCode, response.body).toBe(200);
    expect(idsOf(response.json().favorite.homeworks)).toEqual([b!.id, a!.id]);
  });

  it('refuses anything but a permutation of one whole list (400)', async () => {
    const { owner, list, entryIds } = await listWithTasks(3);
    const second = await createList(t.app, owner.headers, 'Druga');
    const [extra] = await tasks(1);
    await api().add(owner.headers, second.id, { id: extra!.id });
    const [secondEntry] = await entryRows(t.app, second.id);
    const stranger = await listWithTasks(1);
    const before = await entryRows(t.app, list.id);
    const [a, b, c] = entryIds as [string, string, string];
    for (const homeworks of [
      [a, b],
      [a, b, b],
      [a, b, c, c],
      [a, b, c, secondEntry!.id],
      [a, b, c, stranger.entryIds[0]!],
      [a, b, c, randomUUID()],
      [],
    ]) {
      const response = await api().reorder(owner.headers, { homeworks });
      expect(response.statusCode, JSON.stringify(homeworks)).toBe(400);
      expect(response.json().message).toBe(notPermutation);
    }
    expect(await entryRows(t.app, list.id)).toEqual(before);
  });

  it("answers 404 when none of the entries is the viewer's (an ADMIN's too)", async () => {
    const { list, entryIds } = await listWithTasks(2);
    const before = await entryRows(t.app, list.id);
    for (const viewer of [await loginAs(t.app), await loginAs(t.app, 'ADMIN')]) {
      for (const homeworks of [[...entryIds].reverse(), [randomUUID()]]) {
        const response = await api().reorder(viewer.headers, { homeworks });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(listNotFound);
      }
    }
    expect(await entryRows(t.app, list.id)).toEqual(before);
  });

  it("answers 400 'Niepoprawny identyfikator' for an id that is not one", async () => {
    const owner = await loginAs(t.app);
    const response = await api().reorder(owner.headers, { homeworks: ['1'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Niepoprawny identyfikator');
  });

  it('keeps the entries of tasks the viewer no longer sees after the others', async () => {
    const { owner, list, tasks: added, entryIds } = await listWithTasks(3);
    await t.app.db.update(homeworks).set({ status: 'PRIVATE' }).where(eq(homeworks.id, added[0]!.id));
    const [, b, c] = entryIds as [string, string, string];
    expect((await api().reorder(owner.headers, { homeworks: entryIds })).statusCode).toBe(400);
    const response = await api().reorder(owner.headers, { homeworks: [c, b] });
    expect(response.statusCode, response.body).toBe(200);
    expect(idsOf(response.json().favorite.homeworks)).toEqual([added[2]!.id, added[1]!.id]);
    expect((await entryRows(t.app, list.id)).map((row) => [row.homeworkId, row.position])).toEqual([
      [added[2]!.id, 0],
      [added[1]!.id, 1],
      [added[0]!.id, 2],
    ]);
  });

  it('ends in one of the asked permutations when 20 reorders come at once', async () => {
    const { owner, list, entryIds } = await listWithTasks(5);
    const permutations: string[][] = [];
    const permute = (rest: string[], prefix: string[]) => {
      if (permutations.length >= 20) return;
      if (!rest.length) {
        permutations.push(prefix);
        return;
      }
      for (const id of rest)
        permute(
          rest.filter((other) => other !== id),
          [...prefix, id],
        );
    };
    permute([...entryIds].reverse(), []);
    expect(permutations).toHaveLength(20);

    const responses = await Promise.all(permutations.map((homeworks) => api().reorder(owner.headers, { homeworks })));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const rows = await entryRows(t.app, list.id);
    expect(rows.map((row) => row.position)).toEqual([0, 1, 2, 3, 4]);
    const final = rows.map((row) => row.id);
    expect(permutations.map((order) => order.join())).toContain(final.join());
  });
});
