import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/factories';
import { createPdf, createPng, uploadFile } from '../../../test/file-fixtures';

const t = useTestApp();

describe('GET /api/file: policies of each file', () => {
  it('the owner may read, delete and upload again each of their files', async () => {
    const { headers } = await loginAs(t.app, 'USER');
    expect((await uploadFile(t.app, headers, { filename: 'notatki.pdf', content: await createPdf() })).statusCode).toBe(
      200,
    );
    const avatar = await uploadFile(t.app, headers, {
      filename: 'ja.png',
      content: await createPng(),
      assign: 'AVATAR',
    });
    expect(avatar.statusCode).toBe(200);
    const list = (await t.app.inject({ method: 'GET', url: '/api/file', headers })).json();
    expect(list.results).toHaveLength(2);
    for (const file of list.results) expect(file.policies).toEqual({ create: true, read: true, delete: true });
  });

  it('a TEACHER’s attachment: the TEACHER may upload that kind, read and delete it', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const upload = await uploadFile(t.app, teacher.headers, {
      filename: 'karta.pdf',
      content: await createPdf(),
      assign: 'TEACHER_ATTACHMENT',
    });
    expect(upload.statusCode).toBe(200);
    const list = (await t.app.inject({ method: 'GET', url: '/api/file', headers: teacher.headers })).json();
    expect(list.results.map((file: { id: string; policies: unknown }) => [file.id, file.policies])).toEqual([
      [upload.json().id, { create: true, read: true, delete: true }],
    ]);
  });
});
