import { homeworkSaveMessages, validationMessages } from '@zadania/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { buildHomework, loginAs } from '../../../test/factories';
import { homeworks } from '../../db/schema';
import { renderIndexWithMeta, type TPageMeta } from '../../plugins/spa';
import { toSearchWords } from '../catalogue/homework-filters';
import { createHomeworkListRepository } from '../catalogue/homework-list.repository';
import { createHomeworkSearchIndex } from '../catalogue/homework-search-index';
import { createHomeworkAuthoringRepository } from './homework-authoring.repository';

const t = useTestApp();

type THeaders = Record<string, string>;

const task = (overrides: Record<string, unknown> = {}) => ({
  description: '<p>Oblicz pole trójkąta o bokach 3, 4 i 5.</p>',
  closed: false,
  answer: '<p>6</p>',
  level: 'HIGH_SCHOOL',
  ...overrides,
});

const save = (headers: THeaders, body: object, id?: string) =>
  t.app.inject({
    method: id ? 'PUT' : 'POST',
    url: id ? `/api/homework/${id}` : '/api/homework',
    headers,
    payload: body,
  });

async function readTask(id: string) {
  const [row] = await t.app.db.select().from(homeworks).where(eq(homeworks.id, id));
  return row!;
}

type TCards = { results: { id: string; title: string | null }[] };

async function listCards(query: string, headers: THeaders = {}) {
  const response = await t.app.inject({ method: 'GET', url: `/api/homework${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as TCards).results;
}

const titlesOf = (cards: TCards['results']) => Object.fromEntries(cards.map((card) => [card.id, card.title]));

/** Builds this node's snapshot of the catalogue; true when the next public list is answered from it. */
async function snapshotAnswers() {
  await t.app.services.catalogueSnapshots.warmUp();
  return t.app.services.catalogueSnapshots.at((await t.app.services.catalogueFeed.sync()).shape) !== undefined;
}

describe('the title of a task (issue 38)', () => {
  it('is stored trimmed with the task and sent back; blank, empty or left out it is null', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const created = await save(teacher.headers, task({ title: '  Pole trójkąta egipskiego  ' }));
    expect(created.statusCode, created.body).toBe(201);
    const { id, slug } = created.json();
    expect(created.json().title).toBe('Pole trójkąta egipskiego');
    const row = await readTask(id);
    expect(row.title).toBe('Pole trójkąta egipskiego');
    expect(row.searchText.startsWith('pole trojkata egipskiego ')).toBe(true);
    const shown = await t.app.inject({ method: 'GET', url: `/api/homework/${slug}`, headers: teacher.headers });
    expect(shown.json().title).toBe('Pole trójkąta egipskiego');

    for (const title of ['   \t ', '', null, undefined]) {
      await save(teacher.headers, task({ title: 'Znowu z tytułem' }), id);
      const response = await save(teacher.headers, task({ title }), id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().title, JSON.stringify(title)).toBeNull();
      expect((await readTask(id)).title, JSON.stringify(title)).toBeNull();
    }
    expect((await readTask(id)).searchText).not.toContain('znowu');
  });

  it('refuses more than 120 characters with the Polish message and changes nothing', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const tooLong = 'a'.repeat(121);
    const refused = await save(teacher.headers, task({ title: tooLong }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Tytuł może mieć najwyżej 120 znaków.');
    expect(await t.app.db.select().from(homeworks)).toEqual([]);

    // 120 characters once trimmed fit.
    const longest = await save(teacher.headers, task({ title: `  ${'b'.repeat(120)}  ` }));
    expect(longest.statusCode, longest.body).toBe(201);
    const { id } = longest.json();
    const before = await readTask(id);
    expect(before.title).toBe('b'.repeat(120));

    const edit = await save(
      teacher.headers,
      task({ title: tooLong, description: '<p>Nowa treść, która nie powinna się zapisać.</p>' }),
      id,
    );
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toBe(homeworkSaveMessages.titleTooLong);
    expect(await readTask(id)).toEqual(before);
  });

  it('refuses bidirectional controls (a title shown reversed) with the Polish message and changes nothing', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    for (const control of ['\u202e', '\u202a', '\u2066', '\u2069']) {
      const refused = await save(teacher.headers, task({ title: `Zadanie ${control}fdp.exe` }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(validationMessages.controlCharacters);
    }
    expect(await t.app.db.select().from(homeworks)).toEqual([]);
  });

  it('is plain text: markup comes back as the same string on the task and its card, and is escaped in the page', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const admin = await loginAs(t.app, 'ADMIN');
    const title = '<script>alert(1)</script> <b>x</b> &amp; </title>';
    const created = await save(teacher.headers, task({ title }));
    expect(created.statusCode, created.body).toBe(201);
    const { id, slug } = created.json();
    expect(created.json().title).toBe(title);
    expect((await readTask(id)).title).toBe(title);
    await t.app.db.update(homeworks).set({ status: 'PUBLIC' }).where(eq(homeworks.id, id));

    const shown = await t.app.inject({ method: 'GET', url: `/api/homework/${slug}` });
    expect(shown.json().title).toBe(title);
    expect(titlesOf(await listCards('', admin.headers))).toEqual({ [id]: title });
    expect(await snapshotAnswers()).toBe(true);
    expect(titlesOf(await listCards(''))).toEqual({ [id]: title });

    const meta = (await t.app.services.homeworkPageMeta(`/homeworks/${slug}`)) as TPageMeta;
    expect(meta).toMatchObject({ title: `Zadanie: ${title} — Zadania`, heading: title });
    const page = renderIndexWithMeta(
      '<html><head><title>Zadania</title></head><body><div id="root"></div></body></html>',
      meta,
    );
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<b>');
    expect(page).toContain(
      '<title>Zadanie: &lt;script&gt;alert(1)&lt;/script&gt; &lt;b&gt;x&lt;/b&gt; &amp;amp; &lt;/title&gt; — Zadania</title>',
    );
    expect(page).toContain(
      '<h1>&lt;script&gt;alert(1)&lt;/script&gt; &lt;b&gt;x&lt;/b&gt; &amp;amp; &lt;/title&gt;</h1>',
    );
  });

  it('is described in the OpenAPI document: optional on save, on the task and on its card', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const body = spec.paths['/api/homework'].post.requestBody.content['application/json'].schema;
    expect(body.properties.title.description).toMatch(/plain text .*at most 120 characters/);
    expect(body.required).not.toContain('title');
    const task = spec.paths['/api/homework/{id}'].get.responses['200'].content['application/json'].schema;
    expect(task.properties.title.description).toMatch(/plain text/);
    expect(task.required).toContain('title');
    const list = spec.paths['/api/homework'].get.responses['200'].content['application/json'].schema;
    expect(list.properties.results.items.properties.title.description).toMatch(/plain text/);
  });

  it("names the page by the title when set, else by the description's start", async () => {
    const titled = await buildHomework(t.app, {
      title: 'Okrąg wpisany w trójkąt',
      description: '<p>Wyznacz promień okręgu wpisanego w trójkąt o bokach 5, 12 i 13.</p>',
    });
    const untitled = await buildHomework(t.app, { description: '<p>Rozwiąż równanie 2x + 3 = 7.</p>' });
    expect(await t.app.services.homeworkPageMeta(`/homeworks/${titled.slug}`)).toMatchObject({
      title: 'Zadanie: Okrąg wpisany w trójkąt — Zadania',
      description: 'Wyznacz promień okręgu wpisanego w trójkąt o bokach 5, 12 i 13.',
      heading: 'Okrąg wpisany w trójkąt',
    });
    expect(await t.app.services.homeworkPageMeta(`/homeworks/${untitled.slug}`)).toMatchObject({
      title: 'Zadanie: Rozwiąż równanie 2x + 3 = 7. — Zadania',
      heading: 'Zadanie',
    });
  });

  it('names the catalogue cards, from the database and from the snapshot in memory alike; null when unset', async () => {
    const admin = await loginAs(t.app, 'ADMIN');
    const titled = await buildHomework(t.app, { title: 'Pole koła' });
    const untitled = await buildHomework(t.app);
    const expected = { [titled.id]: 'Pole koła', [untitled.id]: null };
    // An ADMIN's list is answered by SQL, whatever the snapshot.
    expect(titlesOf(await listCards('', admin.headers))).toEqual(expected);
    expect(await snapshotAnswers()).toBe(true);
    expect(titlesOf(await listCards(''))).toEqual(expected);

    // Edited after the snapshot: the next answer carries the new title.
    await t.app.db.update(homeworks).set({ title: 'Pole i obwód koła' }).where(eq(homeworks.id, titled.id));
    expect(titlesOf(await listCards(''))).toEqual({ ...expected, [titled.id]: 'Pole i obwód koła' });
  });

  it('finds a task by the words of its title, in the database and in the word index alike', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const admin = await loginAs(t.app, 'ADMIN');
    const created = await save(
      teacher.headers,
      task({ title: 'Twierdzenie Pitagorasa w praktyce', description: '<p>Jak daleko jest z A do B?</p>' }),
    );
    const { id } = created.json();
    await t.app.db.update(homeworks).set({ status: 'PUBLIC' }).where(eq(homeworks.id, id));
    await buildHomework(t.app, { description: '<p>Oblicz pole prostokąta.</p>' });

    expect((await listCards('?search=pitagorasa', admin.headers)).map((card) => card.id)).toEqual([id]);
    expect((await listCards('?search=pitagorasa')).map((card) => card.id)).toEqual([id]);

    const repository = createHomeworkListRepository(t.app.db);
    const searchIndex = createHomeworkSearchIndex(t.app.db, t.app.services.catalogueFeed, { waitForLoad: true });
    const terms = await repository.expandSearchWords(toSearchWords('praktyce pitagorasa'));
    const inDatabase = await repository.findSearchMatches(terms, false);
    expect(inDatabase.ids).toEqual([id]);
    const inMemory = (await searchIndex.match(terms, (await t.app.services.catalogueFeed.sync()).shape))!;
    expect(inMemory.ids).toEqual([id]);
    expect(inMemory.ranks[0]).toBeCloseTo(inDatabase.ranks[0]!, 12);

    // Rebuilt from what is stored (a concept renamed), the search text keeps the title.
    await t.app.db.execute(sql`update homeworks set search_text = '' where id = ${id}`);
    await createHomeworkAuthoringRepository(t.app.db).rebuildSearchText([id]);
    expect((await readTask(id)).searchText).toContain('twierdzenie pitagorasa w praktyce');
  });
});
