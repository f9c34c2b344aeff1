import { editorCommentMessages, errorMessages, validationMessages } from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/factories';
import { editorComments } from '../../db/schema';

const t = useTestApp();

const post = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/editor-comment', payload: body as object, headers });

describe('POST /api/editor-comment', () => {
  it('answers 401 without a session and stores nothing', async () => {
    const response = await post({ type: 'BUG', content: '<p>Nie działa</p>' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(errorMessages.unauthorized);
    expect(await t.app.db.select().from(editorComments)).toEqual([]);
  });

  it.each([
    [{ content: '<p>Treść</p>' }, editorCommentMessages.type],
    [{ type: 'PRAISE', content: '<p>Treść</p>' }, editorCommentMessages.type],
    [{ type: 'BUG' }, validationMessages.required],
    [{ type: 'BUG', content: '' }, validationMessages.required],
    [{ type: 'BUG', content: `<p>${'a'.repeat(20_001)}</p>` }, editorCommentMessages.tooLong],
    [{ type: 'BUG', content: '<script>alert(1)</script><p> </p>' }, editorCommentMessages.empty],
  ])('answers 400 for %j with the Polish message', async (body, message) => {
    const { headers } = await loginAs(t.app, 'USER');
    const response = await post(body, headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await t.app.db.select().from(editorComments)).toEqual([]);
  });

  it('stores the report sanitized, with its author', async () => {
    const { user, headers } = await loginAs(t.app, 'USER');
    const response = await post(
      {
        type: 'SUGGESTION',
        content:
          '<p onclick="alert(1)">Dodajcie <span data-type="inline-math" data-latex="\\sqrt{2}"></span><img src=x onerror=alert(1)><script>alert(2)</script></p>',
      },
      headers,
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      type: 'SUGGESTION',
      author: { id: user.id, username: user.username },
    });
    expect(body.content).toContain('data-latex="\\sqrt{2}"');
    expect(body.content).not.toMatch(/onclick|onerror|<script/);
    const [stored] = await t.app.db.select().from(editorComments).where(eq(editorComments.id, body.id));
    expect(stored?.content).toBe(body.content);
    expect(stored?.authorId).toBe(user.id);
  });
});

describe('GET /api/editor-comment', () => {
  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/editor-comment' })).statusCode).toBe(401);
  });

  it('lists every report for ADMIN and only one’s own for others, newest first', async () => {
    const student = await loginAs(t.app, 'USER');
    const teacher = await loginAs(t.app, 'TEACHER');
    const admin = await loginAs(t.app, 'ADMIN');
    await post({ type: 'BUG', content: '<p>Pierwszy</p>' }, student.headers);
    await post({ type: 'SUGGESTION', content: '<p>Drugi</p>' }, teacher.headers);
    const list = (headers: Record<string, string>, query = '') =>
      t.app.inject({ method: 'GET', url: `/api/editor-comment${query}`, headers });
    const own = (await list(student.headers)).json();
    expect(own).toMatchObject({ total: 1, page: 1, pageCount: 1 });
    expect(own.results.map((r: { content: string }) => r.content)).toEqual(['<p>Pierwszy</p>']);
    const all = (await list(admin.headers)).json();
    expect(all.results.map((r: { content: string }) => r.content)).toEqual(['<p>Drugi</p>', '<p>Pierwszy</p>']);
    expect((await list(admin.headers, '?type=BUG')).json().total).toBe(1);
    const bad = await list(admin.headers, '?pageSize=5');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Niepoprawny rozmiar strony');
  });
});

describe('DELETE /api/editor-comment/{id}', () => {
  it('lets the author or ADMIN delete a report, nobody else', async () => {
    const author = await loginAs(t.app, 'USER');
    const other = await loginAs(t.app, 'TEACHER');
    const admin = await loginAs(t.app, 'ADMIN');
    const { id } = (await post({ type: 'BUG', content: '<p>Usuń mnie</p>' }, author.headers)).json();
    const remove = (headers: Record<string, string>, target = id) =>
      t.app.inject({ method: 'DELETE', url: `/api/editor-comment/${target}`, headers });
    expect((await remove({})).statusCode).toBe(401);
    expect((await remove(other.headers)).statusCode).toBe(403);
    expect((await remove(author.headers, 'nie-uuid')).statusCode).toBe(400);
    expect((await remove(admin.headers, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(await t.app.db.select().from(editorComments)).toHaveLength(1);
    const deleted = await remove(author.headers);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Usunięto!' });
    expect(await t.app.db.select().from(editorComments)).toEqual([]);
    const second = (await post({ type: 'BUG', content: '<p>Drugi</p>' }, author.headers)).json();
    expect((await remove(admin.headers, second.id)).statusCode).toBe(200);
  });
});
