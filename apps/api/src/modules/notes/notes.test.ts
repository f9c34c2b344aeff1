import { noteMessages as m, type TNote, type TNoteList, validationMessages } from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/factories';
import { createPdf, uploadFile } from '../../../test/file-fixtures';
import { files, noteFiles, notes } from '../../db/schema';

type THeaders = Record<string, string>;

const t = useTestApp();
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: THeaders = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload !== undefined && { payload }) });
const messageOf = (response: { json: () => unknown }) => (response.json() as { message: string }).message;
const noteRow = async (id: string) => (await t.app.db.select().from(notes).where(eq(notes.id, id)))[0];
const linksOf = async (noteId: string) =>
  (await t.app.db.select().from(noteFiles).where(eq(noteFiles.noteId, noteId))).map((row) => row.fileId);

const validNote = { title: 'Całki', content: '<p>Całka z <em>x</em> to x²/2.</p><img src=x onerror=alert(1)>' };

async function written(headers: THeaders, body: object = validNote) {
  const response = await call('POST', '/api/note', headers, body);
  if (response.statusCode !== 201) throw new Error(`note: ${response.statusCode} ${response.body}`);
  return response.json<TNote>();
}

async function uploaded(headers: THeaders, assign: string, filename = 'notatka.pdf') {
  const response = await uploadFile(t.app, headers, { filename, content: createPdf(), assign });
  if (response.statusCode !== 200) throw new Error(`upload: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string }>().id;
}

describe('POST /api/note and GET /api/note', () => {
  it('answers 401 signed out and 400 with the messages, and stores a sanitized note of its owner', async () => {
    expect((await call('POST', '/api/note', {}, validNote)).statusCode).toBe(401);
    expect((await call('GET', '/api/note')).statusCode).toBe(401);
    const owner = await loginAs(t.app, 'USER');
    for (const [body, message] of [
      [{ title: ' ' }, m.titleRequired],
      [{ title: 'x'.repeat(201) }, m.titleTooLong],
      [{ title: 'Długa', content: 'x'.repeat(200_001) }, m.contentTooLong],
    ] as const) {
      const response = await call('POST', '/api/note', owner.headers, body);
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toBe(message);
    }
    expect(await t.app.db.select().from(notes)).toEqual([]);

    const note = await written(owner.headers);
    expect(note).toMatchObject({ title: 'Całki', files: [], policies: { read: true, update: true, delete: true } });
    expect(note.content).not.toContain('onerror');
    expect(await noteRow(note.id)).toMatchObject({ ownerId: owner.user.id, title: 'Całki' });

    const other = await loginAs(t.app, 'TEACHER');
    await written(other.headers, { title: 'Cudza' });
    const list = await call('GET', '/api/note', owner.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json<TNoteList>().items).toEqual([
      expect.objectContaining({ id: note.id, title: 'Całki', excerpt: 'Całka z x to x²/2.', fileCount: 0 }),
    ]);
  });
});

describe('GET, PUT and DELETE /api/note/:id', () => {
  it('answers 404 to anyone but the owner, ADMIN too, and lets the owner read, edit and delete', async () => {
    const owner = await loginAs(t.app, 'USER');
    const admin = await loginAs(t.app, 'ADMIN');
    const note = await written(owner.headers);
    const url = `/api/note/${note.id}`;
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('PUT', url, {}, validNote)).statusCode).toBe(401);
    expect((await call('DELETE', url)).statusCode).toBe(401);
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { title: 'Przejęta' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(method, url, admin.headers, body);
      expect(response.statusCode, method).toBe(404);
      expect(messageOf(response)).toBe(m.notFound);
    }
    const badId = await call('GET', '/api/note/nie-uuid', owner.headers);
    expect(badId.statusCode).toBe(400);
    expect(messageOf(badId)).toBe(validationMessages.invalidFormat);
    const badBody = await call('PUT', url, owner.headers, { title: '' });
    expect(badBody.statusCode).toBe(400);
    expect(messageOf(badBody)).toBe(m.titleRequired);
    expect(await noteRow(note.id)).toMatchObject({ title: 'Całki' });

    expect((await call('GET', url, owner.headers)).json<TNote>()).toMatchObject({ id: note.id, title: 'Całki' });
    const saved = await call('PUT', url, owner.headers, { title: 'Całki oznaczone', content: '<p>Nowa</p>' });
    expect(saved.statusCode).toBe(200);
    expect(await noteRow(note.id)).toMatchObject({ title: 'Całki oznaczone', content: '<p>Nowa</p>' });

    const deleted = await call('DELETE', url, owner.headers);
    expect(deleted.statusCode).toBe(200);
    expect(await noteRow(note.id)).toBeUndefined();
    expect((await call('GET', url, owner.headers)).statusCode).toBe(404);
  });
});

describe('POST and DELETE /api/note/:id/files', () => {
  it("attaches the owner's own notes uploads only, signs their links, and detaches them", async () => {
    const owner = await loginAs(t.app, 'USER');
    const other = await loginAs(t.app, 'USER');
    const note = await written(owner.headers);
    const notesFile = await uploaded(owner.headers, 'NOTES_FILE');
    const attachment = await uploaded(owner.headers, 'NOTES_ATTACHMENT', 'zalacznik.pdf');
    const privateFile = await uploaded(owner.headers, 'PRIVATE', 'prywatny.pdf');
    const foreignFile = await uploaded(other.headers, 'NOTES_FILE');
    const url = `/api/note/${note.id}/files`;

    expect((await call('POST', url, {}, { fileId: notesFile })).statusCode).toBe(401);
    const stranger = await call('POST', url, other.headers, { fileId: foreignFile });
    expect(stranger.statusCode).toBe(404);
    expect(messageOf(stranger)).toBe(m.notFound);
    const noFile = await call('POST', url, owner.headers, { fileId: 'x' });
    expect(noFile.statusCode).toBe(400);
    expect(messageOf(noFile)).toBe(m.fileRequired);
    for (const fileId of [privateFile, foreignFile]) {
      const refused = await call('POST', url, owner.headers, { fileId });
      expect(refused.statusCode).toBe(400);
      expect(messageOf(refused)).toBe(m.fileInvalid);
    }
    expect(await linksOf(note.id)).toEqual([]);

    const first = await call('POST', url, owner.headers, { fileId: notesFile });
    expect(first.statusCode).toBe(200);
    await call('POST', url, owner.headers, { fileId: attachment });
    const again = await call('POST', url, owner.headers, { fileId: notesFile });
    const body = again.json<TNote>();
    expect(body.files.map((file) => [file.name, file.kind])).toEqual([
      ['notatka.pdf', 'NOTES_FILE'],
      ['zalacznik.pdf', 'NOTES_ATTACHMENT'],
    ]);
    expect(body.files[0]?.url).toMatch(new RegExp(`/api/file/${notesFile}/.*\\?token=`));
    expect((await linksOf(note.id)).sort()).toEqual([notesFile, attachment].sort());
    const list = (await call('GET', '/api/note', owner.headers)).json<TNoteList>();
    expect(list.items[0]?.fileCount).toBe(2);

    expect((await call('DELETE', `${url}/${notesFile}`)).statusCode).toBe(401);
    expect((await call('DELETE', `${url}/${notesFile}`, other.headers)).statusCode).toBe(404);
    const detached = await call('DELETE', `${url}/${notesFile}`, owner.headers);
    expect(detached.statusCode).toBe(200);
    expect(detached.json<TNote>().files.map((file) => file.id)).toEqual([attachment]);
    const missing = await call('DELETE', `${url}/${notesFile}`, owner.headers);
    expect(missing.statusCode).toBe(404);
    expect(messageOf(missing)).toBe(m.fileNotFound);
    expect(await linksOf(note.id)).toEqual([attachment]);

    await call('DELETE', `/api/note/${note.id}`, owner.headers);
    expect(await linksOf(note.id)).toEqual([]);
    expect(await t.app.db.select({ id: files.id }).from(files).where(eq(files.id, attachment))).toHaveLength(1);
  });
});
