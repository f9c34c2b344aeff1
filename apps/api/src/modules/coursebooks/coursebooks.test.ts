import {
  coursebookMessages as m,
  successMessages,
  type TBookDetail,
  type TBookList,
  type TBookNodeHomeworkList,
  type TBookNodeSaved,
  type TBookSummary,
  type THomework,
  type THomeworkList,
} from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { buildConcept, buildHomework, loginAs } from '../../../test/factories';
import { createPng, uploadFile } from '../../../test/file-fixtures';
import { bookNodes, books, homeworks } from '../../db/schema';
import {
  buildBookTree,
  call,
  createBook,
  createNode,
  messageOf,
  type THeaders,
  validBook,
} from './coursebooks-test-fixtures';

const t = useTestApp();
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, headers: THeaders, payload?: object) =>
  call(t.app, method, url, headers, payload);
const get = (url: string, headers: THeaders = {}) => call(t.app, 'GET', url, headers);
const bookRow = async (id: string) => (await t.app.db.select().from(books).where(eq(books.id, id)))[0];
const nodeRow = async (id: string) => (await t.app.db.select().from(bookNodes).where(eq(bookNodes.id, id)))[0];
const homeworkRow = async (id: string) => (await t.app.db.select().from(homeworks).where(eq(homeworks.id, id)))[0]!;
const someId = '00000000-0000-4000-8000-000000000000';

async function uploadImage(headers: THeaders, assign: string, filename = 'okladka.png') {
  const response = await uploadFile(t.app, headers, { filename, content: await createPng(), assign });
  if (response.statusCode !== 200) throw new Error(`upload: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string }>().id;
}

describe('POST /api/book', () => {
  it('answers 401, 403 to USER and TEACHER and 400 with the messages, storing nothing', async () => {
    expect((await send('POST', '/api/book', {}, validBook())).statusCode).toBe(401);
    for (const role of ['USER', 'TEACHER'] as const) {
      const { headers } = await loginAs(t.app, role);
      const response = await send('POST', '/api/book', headers, validBook());
      expect(response.statusCode).toBe(403);
      expect(messageOf(response)).toBe(m.adminOnly);
    }
    const admin = await loginAs(t.app, 'ADMIN');
    const privateImage = await uploadImage(admin.headers, 'PRIVATE');
    const cases: [object, string][] = [
      [{ title: '  ' }, m.title],
      [{ title: 'x'.repeat(201) }, m.title],
      [{ kind: 'novel' }, m.kind],
      [{ publisher: '' }, m.publisher],
      [{ subject: 'ASTROLOGY' }, m.subject],
      [{ level: 'KINDERGARTEN' }, m.level],
      [{ class: 9 }, m.class],
      [{ year: 1800 }, m.year],
      [{ slug: 'Zła Nazwa' }, m.slug],
      [{ coverFileId: 'abc' }, m.id],
      [{ coverFileId: privateImage }, m.cover],
    ];
    for (const [change, message] of cases) {
      const response = await send('POST', '/api/book', admin.headers, { ...validBook(), ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(messageOf(response), JSON.stringify(change)).toBe(message);
    }
    expect(await t.app.db.select().from(books)).toHaveLength(0);
  });

  it('creates a book for ADMIN with a free slug from its title, an editor-image cover and a taken slug refused', async () => {
    const admin = await loginAs(t.app, 'ADMIN');
    const cover = await uploadImage(admin.headers, 'EDITOR_IMAGE');
    const first = await send(
      'POST',
      '/api/book',
      admin.headers,
      validBook({ coverFileId: cover, publisher: 'Gdańskie' }),
    );
    expect(first.statusCode).toBe(201);
    const book = first.json<TBookSummary>();
    expect(book).toMatchObject({
      slug: 'matematyka-z-plusem-2',
      title: 'Matematyka z plusem 2',
      kind: 'coursebook',
      publisher: 'Gdańskie',
      class: 2,
      year: 2024,
      cover: { id: cover, url: `/api/file/${cover}/content` },
    });
    expect(await bookRow(book.id)).toMatchObject({ slug: book.slug, coverFileId: cover, subject: 'MATHS' });
    const second = await createBook(t.app, admin.headers);
    expect(second.slug).toBe('matematyka-z-plusem-2-2');
    const taken = await send('POST', '/api/book', admin.headers, validBook({ slug: 'matematyka-z-plusem-2' }));
    expect(taken.statusCode).toBe(400);
    expect(messageOf(taken)).toBe(m.slugTaken);
    expect(await t.app.db.select().from(books)).toHaveLength(2);
  });
});

describe('PUT and DELETE /api/book/:id', () => {
  it('lets only ADMIN edit and delete; deleting takes the nodes and detaches the tasks', async () => {
    const admin = await loginAs(t.app, 'ADMIN');
    const teacher = await loginAs(t.app, 'TEACHER');
    const { book, exercise312 } = await buildBookTree(t.app, admin.headers);
    const task = await buildHomework(t.app, { authorId: teacher.user.id, bookNodeId: exercise312.id });
    const edit = validBook({ title: 'Zbiór zadań 2', kind: 'workbook', publisher: 'OE Pazdro', slug: 'zbior-2' });

    expect((await send('PUT', `/api/book/${book.id}`, {}, edit)).statusCode).toBe(401);
    expect((await send('DELETE', `/api/book/${book.id}`, {})).statusCode).toBe(401);
    for (const role of ['USER', 'TEACHER'] as const) {
      const { headers } = await loginAs(t.app, role);
      const put = await send('PUT', `/api/book/${book.id}`, headers, edit);
      expect([put.statusCode, messageOf(put)]).toEqual([403, m.adminOnly]);
      const removed = await send('DELETE', `/api/book/${book.id}`, headers);
      expect([removed.statusCode, messageOf(removed)]).toEqual([403, m.adminOnly]);
    }
    const badId = await send('PUT', '/api/book/abc', admin.headers, edit);
    expect([badId.statusCode, messageOf(badId)]).toEqual([400, m.id]);
    const badYear = await send('PUT', `/api/book/${book.id}`, admin.headers, { ...edit, year: 3000 });
    expect([badYear.statusCode, messageOf(badYear)]).toEqual([400, m.year]);
    const missing = await send('PUT', `/api/book/${someId}`, admin.headers, edit);
    expect([missing.statusCode, messageOf(missing)]).toEqual([404, m.notFound]);

    const updated = await send('PUT', `/api/book/${book.id}`, admin.headers, edit);
    expect(updated.statusCode).toBe(200);
    expect(updated.json<TBookSummary>()).toMatchObject({ slug: 'zbior-2', kind: 'workbook', publisher: 'OE Pazdro' });
    expect(await bookRow(book.id)).toMatchObject({ title: 'Zbiór zadań 2', slug: 'zbior-2', kind: 'workbook' });

    const other = await createBook(t.app, admin.headers, { title: 'Inna' });
    const clash = await send('PUT', `/api/book/${other.id}`, admin.headers, { ...edit, slug: 'zbior-2' });
    expect([clash.statusCode, messageOf(clash)]).toEqual([400, m.slugTaken]);

    const removed = await send('DELETE', `/api/book/${book.id}`, admin.headers);
    expect([removed.statusCode, messageOf(removed)]).toEqual([200, successMessages.deleted]);
    expect(await bookRow(book.id)).toBeUndefined();
    expect(await t.app.db.select().from(bookNodes).where(eq(bookNodes.bookId, book.id))).toHaveLength(0);
    expect((await homeworkRow(task.id)).bookNodeId).toBeNull();
    expect((await send('DELETE', `/api/book/${book.id}`, admin.headers)).statusCode).toBe(404);
  });
});

describe('book nodes: POST, PUT, DELETE /api/book-node', () => {
  it('refuses the signed out, USER and TEACHER and bad trees with their messages', async () => {
    const admin = await loginAs(t.app, 'ADMIN');
    const { book, chapter1, exercise312 } = await buildBookTree(t.app, admin.headers);
    const otherBook = await buildBookTree(t.app, admin.headers, { title: 'Inny podręcznik' });
    const node = { bookId: book.id, kind: 'page', title: 'Strona 60', number: '60' };
    expect((await send('POST', '/api/book-node', {}, node)).statusCode).toBe(401);
    expect((await send('PUT', `/api/book-node/${chapter1.id}`, {}, node)).statusCode).toBe(401);
    expect((await send('DELETE', `/api/book-node/${chapter1.id}`, {})).statusCode).toBe(401);
    for (const role of ['USER', 'TEACHER'] as const) {
      const { headers } = await loginAs(t.app, role);
      for (const response of [
        await send('POST', '/api/book-node', headers, node),
        await send('PUT', `/api/book-node/${chapter1.id}`, headers, node),
        await send('DELETE', `/api/book-node/${chapter1.id}`, headers),
      ]) {
        expect([response.statusCode, messageOf(response)]).toEqual([403, m.adminOnly]);
      }
    }
    const before = await t.app.db.select().from(bookNodes);
    const cases: [object, number, string][] = [
      [{ title: ' ' }, 400, m.nodeTitle],
      [{ kind: 'paragraph' }, 400, m.nodeKind],
      [{ number: 'x'.repeat(21) }, 400, m.nodeNumber],
      [{ position: -1 }, 400, m.position],
      [{ bookId: 'abc' }, 400, m.id],
      [{ parentId: otherBook.chapter1.id }, 400, m.parent],
      [{ parentId: exercise312.id }, 400, m.exerciseParent],
      [{ bookId: someId }, 404, m.notFound],
    ];
    for (const [change, status, message] of cases) {
      const response = await send('POST', '/api/book-node', admin.headers, { ...node, ...change });
      expect([response.statusCode, messageOf(response)], JSON.stringify(change)).toEqual([status, message]);
    }
    expect(await t.app.db.select().from(bookNodes)).toHaveLength(before.length);
    const missing = await send('PUT', `/api/book-node/${someId}`, admin.headers, node);
    expect([missing.statusCode, messageOf(missing)]).toEqual([404, m.nodeNotFound]);
    const toExercise = await send('PUT', `/api/book-node/${chapter1.id}`, admin.headers, { ...node, kind: 'exercise' });
    expect([toExercise.statusCode, messageOf(toExercise)]).toEqual([400, m.exerciseParent]);
  });

  it('adds nodes last among their siblings, renames them with sanitized content and deletes a subtree', async () => {
    const admin = await loginAs(t.app, 'ADMIN');
    const { book, chapter1, chapter2, page54, page55, exercise312 } = await buildBookTree(t.app, admin.headers);
    expect([chapter1.position, chapter2.position, page54.position, page55.position]).toEqual([0, 1, 0, 1]);
    const page60 = await createNode(t.app, admin.headers, {
      bookId: book.id,
      parentId: chapter2.id,
      kind: 'page',
      title: 'Strona 60',
      number: '60',
      content: '<p>Wstęp<script>alert(1)</script></p>',
    });
    expect(page60).toMatchObject({ parentId: chapter2.id, position: 0, content: '<p>Wstęp</p>' });

    const renamed = await send('PUT', `/api/book-node/${page60.id}`, admin.headers, {
      kind: 'page',
      title: 'Strona 61',
      number: '61',
      content: '<p onclick="x()">Nowa treść</p>',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<TBookNodeSaved>()).toMatchObject({ title: 'Strona 61', number: '61', position: 0 });
    expect(await nodeRow(page60.id)).toMatchObject({ title: 'Strona 61', content: '<p>Nowa treść</p>' });

    const removed = await send('DELETE', `/api/book-node/${chapter1.id}`, admin.headers);
    expect([removed.statusCode, messageOf(removed)]).toEqual([200, successMessages.deleted]);
    for (const id of [chapter1.id, page54.id, page55.id, exercise312.id]) expect(await nodeRow(id)).toBeUndefined();
    expect(await nodeRow(page60.id)).toBeDefined();
    expect((await send('DELETE', `/api/book-node/${chapter1.id}`, admin.headers)).statusCode).toBe(404);
  });
});

describe('GET /api/book and /api/book/:slug', () => {
  it('lists books by subject, level, kind and publisher in pages, and answers 400 for a bad page size', async () => {
    const admin = await loginAs(t.app, 'ADMIN');
    await createBook(t.app, admin.headers, { title: 'A podręcznik', publisher: 'Nowa Era' });
    await createBook(t.app, admin.headers, { title: 'B zbiór', kind: 'workbook', publisher: 'OE Pazdro' });
    await createBook(t.app, admin.headers, { title: 'C szkoła podstawowa', level: 'PRIMARY', publisher: 'GWO' });
    await createBook(t.app, admin.headers, { title: 'D fizyka', subject: 'PHYSICS' });
    const titles = async (query: string) =>
      (await get(`/api/book${query}`)).json<TBookList>().results.map((b) => b.title);

    expect(await titles('')).toEqual(['A podręcznik', 'B zbiór', 'C szkoła podstawowa', 'D fizyka']);
    expect(await titles('?subject=MATHS&level=HIGH_SCHOOL')).toEqual(['A podręcznik', 'B zbiór']);
    expect(await titles('?kind=workbook')).toEqual(['B zbiór']);
    expect(await titles('?publisher=oe%20pazdro')).toEqual(['B zbiór']);
    expect(await titles('?publisher=GWO')).toEqual(['C szkoła podstawowa']);
    const paged = (await get('/api/book?pageSize=2&page=2')).json<TBookList>();
    expect(paged).toMatchObject({ total: 4, page: 2, pageCount: 2 });
    expect(paged.results.map((b) => b.title)).toEqual(['C szkoła podstawowa', 'D fizyka']);
    const bad = await get('/api/book?pageSize=500');
    expect([bad.statusCode, messageOf(bad)]).toEqual([400, m.pageSize]);
    const badKind = await get('/api/book?kind=novel');
    expect([badKind.statusCode, messageOf(badKind)]).toEqual([400, m.kind]);
  });

  it('shows the tree in order with depths, public task counts per subtree and the viewer’s policies', async () => {
    const admin = await loginAs(t.app, 'ADMIN');
    const { book, chapter1, chapter2, page54, page55, exercise312, exercise313 } = await buildBookTree(
      t.app,
      admin.headers,
    );
    await buildHomework(t.app, { bookNodeId: exercise312.id });
    await buildHomework(t.app, { bookNodeId: exercise312.id });
    await buildHomework(t.app, { bookNodeId: page54.id });
    await buildHomework(t.app, { bookNodeId: page55.id });
    await buildHomework(t.app, { bookNodeId: exercise313.id, status: 'PRIVATE' });

    const response = await get(`/api/book/${book.slug}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json<TBookDetail>();
    expect(detail.policies).toEqual({ manage: false });
    expect(detail.nodes.map((n) => [n.id, n.depth, n.homeworksCount])).toEqual([
      [chapter1.id, 0, 4],
      [page54.id, 1, 3],
      [exercise312.id, 2, 2],
      [exercise313.id, 2, 0],
      [page55.id, 1, 1],
      [chapter2.id, 0, 0],
    ]);
    expect((await get(`/api/book/${book.slug}`, admin.headers)).json<TBookDetail>().policies).toEqual({ manage: true });
    const missing = await get('/api/book/nie-ma-takiej');
    expect([missing.statusCode, messageOf(missing)]).toEqual([404, m.notFound]);
  });
});

describe('concept linking inside books', () => {
  it('lets ADMIN link a node to a concept and import a concept’s content; others get 401 or 403', async () => {
    const admin = await loginAs(t.app, 'ADMIN');
    const { page54 } = await buildBookTree(t.app, admin.headers);
    const concept = await buildConcept(t.app, {
      name: 'Funkcja liniowa',
      description: '<p>Wzór <strong>y = ax + b</strong></p>',
    });
    const other = await buildConcept(t.app, { name: 'Ciąg', description: '<p>Ciąg arytmetyczny</p>' });
    const link = `/api/book-node/${page54.id}/concept`;
    const importUrl = `/api/book-node/${page54.id}/import-concept`;

    expect((await send('PUT', link, {}, { mathConceptId: concept.id })).statusCode).toBe(401);
    expect((await send('POST', importUrl, {}, {})).statusCode).toBe(401);
    for (const role of ['USER', 'TEACHER'] as const) {
      const { headers } = await loginAs(t.app, role);
      const put = await send('PUT', link, headers, { mathConceptId: concept.id });
      expect([put.statusCode, messageOf(put)]).toEqual([403, m.adminOnly]);
      const post = await send('POST', importUrl, headers, {});
      expect([post.statusCode, messageOf(post)]).toEqual([403, m.adminOnly]);
    }
    const badId = await send('PUT', link, admin.headers, { mathConceptId: 'abc' });
    expect([badId.statusCode, messageOf(badId)]).toEqual([400, m.id]);
    const unknown = await send('PUT', link, admin.headers, { mathConceptId: someId });
    expect([unknown.statusCode, messageOf(unknown)]).toEqual([404, m.conceptNotFound]);
    const notLinked = await send('POST', importUrl, admin.headers, {});
    expect([notLinked.statusCode, messageOf(notLinked)]).toEqual([400, m.conceptNotLinked]);

    const linked = await send('PUT', link, admin.headers, { mathConceptId: concept.id });
    expect(linked.statusCode).toBe(200);
    expect((await nodeRow(page54.id))?.mathConceptId).toBe(concept.id);
    const imported = await send('POST', importUrl, admin.headers, {});
    expect(imported.json<TBookNodeSaved>().content).toBe('<p>Wzór <strong>y = ax + b</strong></p>');
    const fromOther = await send('POST', importUrl, admin.headers, { mathConceptId: other.id });
    expect(fromOther.statusCode).toBe(200);
    expect(await nodeRow(page54.id)).toMatchObject({ content: '<p>Ciąg arytmetyczny</p>', mathConceptId: concept.id });
    const detail = (await get(`/api/book/${(await bookRow(page54.bookId))!.slug}`)).json<TBookDetail>();
    expect(detail.nodes.find((n) => n.id === page54.id)?.mathConcept).toEqual({
      id: concept.id,
      slug: concept.slug,
      name: 'Funkcja liniowa',
    });
    const unlinked = await send('PUT', link, admin.headers, { mathConceptId: null });
    expect(unlinked.json<TBookNodeSaved>().mathConceptId).toBeNull();
  });
});

describe('PUT /api/homework/:id/book-node and GET /api/book-node/:id/homeworks', () => {
  it('lets the task’s author and ADMIN attach it to a page or exercise; the detail shows homeworksBookNode', async () => {
    const admin = await loginAs(t.app, 'ADMIN');
    const author = await loginAs(t.app, 'TEACHER');
    const { book, chapter1, exercise312, page55 } = await buildBookTree(t.app, admin.headers);
    const task = await buildHomework(t.app, { authorId: author.user.id });
    const url = `/api/homework/${task.id}/book-node`;

    expect((await send('PUT', url, {}, { bookNodeId: exercise312.id })).statusCode).toBe(401);
    for (const role of ['USER', 'TEACHER'] as const) {
      const { headers } = await loginAs(t.app, role);
      const response = await send('PUT', url, headers, { bookNodeId: exercise312.id });
      expect([response.statusCode, messageOf(response)]).toEqual([403, m.attachForbidden]);
    }
    const badId = await send('PUT', url, author.headers, { bookNodeId: 'abc' });
    expect([badId.statusCode, messageOf(badId)]).toEqual([400, m.id]);
    const chapter = await send('PUT', url, author.headers, { bookNodeId: chapter1.id });
    expect([chapter.statusCode, messageOf(chapter)]).toEqual([400, m.attachKind]);
    const missingNode = await send('PUT', url, author.headers, { bookNodeId: someId });
    expect([missingNode.statusCode, messageOf(missingNode)]).toEqual([404, m.nodeNotFound]);
    const missingTask = await send('PUT', `/api/homework/${someId}/book-node`, author.headers, { bookNodeId: null });
    expect([missingTask.statusCode, messageOf(missingTask)]).toEqual([404, m.homeworkNotFound]);
    expect((await homeworkRow(task.id)).bookNodeId).toBeNull();

    const attached = await send('PUT', url, author.headers, { bookNodeId: exercise312.id });
    expect(attached.statusCode).toBe(200);
    const expected = {
      id: exercise312.id,
      title: 'Zadanie 3.12',
      number: '3.12',
      kind: 'exercise',
      book: { slug: book.slug, title: book.title },
    };
    expect(attached.json()).toEqual({ homeworksBookNode: expected });
    expect((await homeworkRow(task.id)).bookNodeId).toBe(exercise312.id);
    expect((await get(`/api/homework/${task.slug}`)).json<THomework>().homeworksBookNode).toEqual(expected);

    const byAdmin = await send('PUT', url, admin.headers, { bookNodeId: page55.id });
    expect(byAdmin.json()).toMatchObject({ homeworksBookNode: { id: page55.id, kind: 'page', number: '55' } });
    const detached = await send('PUT', url, admin.headers, { bookNodeId: null });
    expect(detached.json()).toEqual({ homeworksBookNode: null });
    expect((await homeworkRow(task.id)).bookNodeId).toBeNull();
    expect((await get(`/api/homework/${task.slug}`)).json<THomework>().homeworksBookNode).toBeNull();
  });

  it('lists the public tasks of a node and its subtree in pages', async () => {
    const admin = await loginAs(t.app, 'ADMIN');
    const { chapter1, chapter2, page54, exercise312, page55 } = await buildBookTree(t.app, admin.headers);
    const onExercise = await buildHomework(t.app, { bookNodeId: exercise312.id });
    const onPage = await buildHomework(t.app, { bookNodeId: page54.id, level: 'PRIMARY' });
    const onOtherPage = await buildHomework(t.app, { bookNodeId: page55.id });
    await buildHomework(t.app, { bookNodeId: exercise312.id, status: 'PRIVATE' });
    const slugs = async (url: string) =>
      (await get(url))
        .json<TBookNodeHomeworkList>()
        .results.map((task) => task.slug)
        .sort();

    expect(await slugs(`/api/book-node/${page54.id}/homeworks`)).toEqual([onExercise.slug, onPage.slug].sort());
    expect(await slugs(`/api/book-node/${chapter1.id}/homeworks`)).toEqual(
      [onExercise.slug, onPage.slug, onOtherPage.slug].sort(),
    );
    expect(await slugs(`/api/book-node/${chapter2.id}/homeworks`)).toEqual([]);
    const paged = (
      await get(`/api/book-node/${chapter1.id}/homeworks?pageSize=2&page=2`)
    ).json<TBookNodeHomeworkList>();
    expect(paged).toMatchObject({ total: 3, page: 2, pageCount: 2 });
    expect(paged.results).toHaveLength(1);
    const first = (await get(`/api/book-node/${exercise312.id}/homeworks`)).json<TBookNodeHomeworkList>();
    expect(first.results[0]).toMatchObject({
      id: onExercise.id,
      level: 'HIGH_SCHOOL',
      bookNode: { id: exercise312.id, number: '3.12', kind: 'exercise' },
    });
    const badId = await get('/api/book-node/abc/homeworks');
    expect([badId.statusCode, messageOf(badId)]).toEqual([400, m.id]);
    const badPage = await get(`/api/book-node/${page54.id}/homeworks?page=0`);
    expect([badPage.statusCode, messageOf(badPage)]).toEqual([400, m.page]);
    const missing = await get(`/api/book-node/${someId}/homeworks`);
    expect([missing.statusCode, messageOf(missing)]).toEqual([404, m.nodeNotFound]);
  });
});

describe('GET /api/homework?book=: the catalogue filter', () => {
  it('finds the tasks of a book or a node’s subtree, with facet counts under the filter', async () => {
    const admin = await loginAs(t.app, 'ADMIN');
    const teacher = await loginAs(t.app, 'TEACHER');
    const { book, chapter1, page54, page55, exercise312, chapter2 } = await buildBookTree(t.app, admin.headers);
    const other = await buildBookTree(t.app, admin.headers, { title: 'Inny' });
    // In the book: exercise 3.12 two HIGH_SCHOOL tasks (one by the teacher), page 54 one PRIMARY task,
    // page 55 one HIGH_SCHOOL task, and a PRIVATE one never counted. Outside it: two more.
    const a = await buildHomework(t.app, { bookNodeId: exercise312.id, authorId: teacher.user.id });
    const b = await buildHomework(t.app, { bookNodeId: exercise312.id });
    const c = await buildHomework(t.app, { bookNodeId: page54.id, level: 'PRIMARY', authorId: teacher.user.id });
    const d = await buildHomework(t.app, { bookNodeId: page55.id });
    await buildHomework(t.app, { bookNodeId: page55.id, status: 'PRIVATE' });
    await buildHomework(t.app, { bookNodeId: other.page54.id });
    await buildHomework(t.app, {});

    const list = async (query: string) => {
      const response = await get(`/api/homework?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<THomeworkList>();
    };
    const levels = (result: THomeworkList) =>
      Object.fromEntries(result.facets.levels.filter((f) => f.count > 0).map((f) => [f.value, f.count]));
    const authors = (result: THomeworkList) =>
      Object.fromEntries(result.facets.authors.filter((f) => f.count > 0).map((f) => [f.value, f.count]));
    const ids = (result: THomeworkList) => result.results.map((task) => task.id).sort();

    const wholeBook = await list(`book=${book.id}`);
    expect(wholeBook.total).toBe(4);
    expect(ids(wholeBook)).toEqual([a.id, b.id, c.id, d.id].sort());
    expect(levels(wholeBook)).toEqual({ HIGH_SCHOOL: 3, PRIMARY: 1 });
    expect(authors(wholeBook)).toEqual({ [teacher.user.id]: 2 });

    const chapter = await list(`book=${chapter1.id}`);
    expect(chapter.total).toBe(4);
    const page = await list(`book=${page54.id}`);
    expect(ids(page)).toEqual([a.id, b.id, c.id].sort());
    expect(levels(page)).toEqual({ HIGH_SCHOOL: 2, PRIMARY: 1 });

    // Disjunctive: the level filter narrows the results, not its own group's counts.
    const primary = await list(`book=${page54.id}&levels=PRIMARY`);
    expect(ids(primary)).toEqual([c.id]);
    expect(levels(primary)).toEqual({ HIGH_SCHOOL: 2, PRIMARY: 1 });
    expect(authors(primary)).toEqual({ [teacher.user.id]: 1 });

    expect((await list(`book=${exercise312.id}`)).total).toBe(2);
    expect((await list(`book=${chapter2.id}`)).total).toBe(0);
    expect((await list(`book=${someId}`)).total).toBe(0);
    expect((await list('')).total).toBe(6);
    const random = await get(`/api/homework/random?book=${page55.id}`);
    expect(random.json()).toEqual({ slug: d.slug });
    const bad = await get('/api/homework?book=abc');
    expect(bad.statusCode).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('documents the coursebook routes under "Books"', async () => {
    const spec = (await get('/api/docs/json')).json<{ paths: Record<string, Record<string, { tags: string[] }>> }>();
    for (const [path, method] of [
      ['/api/book', 'get'],
      ['/api/book', 'post'],
      ['/api/book/{slug}', 'get'],
      ['/api/book/{id}', 'put'],
      ['/api/book-node', 'post'],
      ['/api/book-node/{id}/concept', 'put'],
      ['/api/book-node/{id}/import-concept', 'post'],
      ['/api/book-node/{id}/homeworks', 'get'],
      ['/api/homework/{id}/book-node', 'put'],
    ] as const) {
      expect(spec.paths[path]?.[method]?.tags, `${method} ${path}`).toEqual(['Books']);
    }
  });
});
