import type { TBookNodeCreate, TBookNodeSaved, TBookSave, TBookSummary } from '@zadania/shared';
import type { TTestApp } from '../../../test/build-test-app';
import { call, type THeaders } from '../../../test/inject';

export { call, messageOf, type THeaders } from '../../../test/inject';

export const validBook = (values: Partial<TBookSave> = {}): TBookSave => ({
  title: 'Matematyka z plusem 2',
  kind: 'coursebook',
  publisher: 'Nowa Era',
  subject: 'MATHS',
  level: 'HIGH_SCHOOL',
  class: 2,
  year: 2024,
  coverFileId: null,
  ...values,
});

/** POST /api/book as `admin`; the created book. */
export async function createBook(app: TTestApp, admin: THeaders, values: Partial<TBookSave> = {}) {
  const response = await call(app, 'POST', '/api/book', admin, validBook(values));
  if (response.statusCode !== 201) throw new Error(`book: ${response.statusCode} ${response.body}`);
  return response.json<TBookSummary>();
}

/** POST /api/book-node as `admin`; the created node. */
export async function createNode(app: TTestApp, admin: THeaders, values: TBookNodeCreate) {
  const response = await call(app, 'POST', '/api/book-node', admin, values);
  if (response.statusCode !== 201) throw new Error(`node: ${response.statusCode} ${response.body}`);
  return response.json<TBookNodeSaved>();
}

/** A book with chapter 1 (pages 54 and 55, page 54 with exercises 3.12 and 3.13) and an empty chapter 2. */
export async function buildBookTree(app: TTestApp, admin: THeaders, values: Partial<TBookSave> = {}) {
  const book = await createBook(app, admin, values);
  const chapter1 = await createNode(app, admin, { bookId: book.id, kind: 'chapter', title: 'Funkcje' });
  const chapter2 = await createNode(app, admin, { bookId: book.id, kind: 'chapter', title: 'Ciągi' });
  const page54 = await createNode(app, admin, {
    bookId: book.id,
    parentId: chapter1.id,
    kind: 'page',
    title: 'Strona 54',
    number: '54',
  });
  const page55 = await createNode(app, admin, {
    bookId: book.id,
    parentId: chapter1.id,
    kind: 'page',
    title: 'Strona 55',
    number: '55',
  });
  const exercise312 = await createNode(app, admin, {
    bookId: book.id,
    parentId: page54.id,
    kind: 'exercise',
    title: 'Zadanie 3.12',
    number: '3.12',
  });
  const exercise313 = await createNode(app, admin, {
    bookId: book.id,
    parentId: page54.id,
    kind: 'exercise',
    title: 'Zadanie 3.13',
    number: '3.13',
  });
  return { book, chapter1, chapter2, page54, page55, exercise312, exercise313 };
}
