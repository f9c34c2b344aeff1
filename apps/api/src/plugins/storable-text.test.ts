import fs from 'node:fs/promises';
import { errorMessages } from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../test/build-test-app';
import { buildHomework, loginAs } from '../../test/factories';
import { writeWebBuild } from '../../test/web-build';
import { homeworkTypes, mathConcepts } from '../db/schema';
import { holdsUnstorableText } from './storable-text';

const refused = { statusCode: 400, error: 'Bad Request', message: errorMessages.unstorableText };

describe('holdsUnstorableText', () => {
  it('finds U+0000 and lone surrogates in strings, keys and nested values; passes other text', () => {
    expect(holdsUnstorableText('a\u0000b')).toBe(true);
    expect(holdsUnstorableText({ list: [{ deep: ['x', 'a\ud800'] }] })).toBe(true);
    expect(holdsUnstorableText({ 'klucz\u0000': 1 })).toBe(true);
    expect(holdsUnstorableText('\udc00')).toBe(true);
    expect(holdsUnstorableText({ text: 'Zażółć\tgęślą\r\njaźń \u0001\u007f 😀', n: 1, ok: true, none: null })).toBe(
      false,
    );
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}"\\u0000"${']'.repeat(200_000)}`);
    expect(holdsUnstorableText(deep)).toBe(true);
  });
});

describe('text PostgreSQL cannot store (U+0000, lone surrogates) is refused with a Polish 400', () => {
  let app: TTestApp;
  let webDist: string;
  let headers: Record<string, string>;

  beforeAll(async () => {
    webDist = await writeWebBuild({ 'index.html': '<!doctype html><div id="root"></div>' });
    app = await buildTestApp({ WEB_DIST: webDist });
    headers = (await loginAs(app, 'ADMIN')).headers;
  });

  afterAll(async () => {
    await app?.close();
    await fs.rm(webDist, { recursive: true, force: true });
  });

  it.each([
    '/api/homework/a%00b',
    '/homeworks/a%00b',
    '/api/math-concept/a%00b',
    '/api/homework-type/a%00b',
    '/api/exam/a%00b',
    '/api/math-concept?search=%00',
    '/api/homework-type?search=%00',
    '/api/user/selectable?search=%00',
    '/api/file?search=%00',
    '/api/homework?search=a%00b',
    '/api/math-concept?type=TAG&search=x&search=%00',
  ])('GET %s', async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: { ...headers, accept: 'text/html' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused);
  });

  it('still serves the same pages and lists without the NUL', async () => {
    const task = await buildHomework(app);
    const html = { accept: 'text/html' };
    expect((await app.inject({ method: 'GET', url: `/homeworks/${task.slug}`, headers: html })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/homework/${task.slug}` })).statusCode).toBe(200);
    const list = await app.inject({ method: 'GET', url: '/api/math-concept?search=%25a%2500', headers });
    expect(list.statusCode).toBe(200);
  });

  it.each([
    ['POST', '/api/math-concept', { type: 'TAG', name: 'a\u0000b', aliases: [] }],
    ['POST', '/api/math-concept', { type: 'TAG', name: 'Nazwa', aliases: ['ok', 'a\ud800'] }],
    ['POST', '/api/homework-type', { name: 'Typ', description: '<p>a\u0000</p>' }],
    ['POST', '/api/homework-type', { name: 'Typ', 'pole\u0000': 'x' }],
    [
      'POST',
      '/api/homework',
      {
        description: '<p>Treść</p>',
        closed: true,
        level: 'HIGH_SCHOOL',
        answers: [
          { label: 'A\ud800', answer: '<p>1</p>', correct: true },
          { label: 'B', answer: '<p>2</p>', correct: false },
        ],
      },
    ],
    ['POST', '/api/auth/login', { email: 'a@example.com', password: 'Haslo\u00001234' }],
    ['POST', '/api/editor-comment', { type: 'SUGGESTION', content: '<p>a\u0000b</p>' }],
  ] as const)('%s %s with %j', async (method, url, payload) => {
    const response = await app.inject({ method, url, headers, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused);
  });

  it('stores the same bodies without the refused characters, tabs, line breaks and emoji included', async () => {
    const concept = await app.inject({
      method: 'POST',
      url: '/api/math-concept',
      headers,
      payload: { type: 'TAG', name: 'Znacznik\t😀', aliases: ['a\u0001b'] },
    });
    expect(concept.statusCode).toBe(201);
    const type = await app.inject({
      method: 'POST',
      url: '/api/homework-type',
      headers,
      payload: { name: 'Typ', description: '<p>wiersz\ndrugi</p>' },
    });
    expect(type.statusCode).toBe(201);
    const [stored] = await app.db.select().from(mathConcepts).where(eq(mathConcepts.id, concept.json().id));
    expect(stored).toMatchObject({ name: 'Znacznik\t😀', aliases: ['a\u0001b'] });
    const [storedType] = await app.db.select().from(homeworkTypes).where(eq(homeworkTypes.id, type.json().id));
    expect(storedType?.description).toContain('wiersz\ndrugi');
  });
});
