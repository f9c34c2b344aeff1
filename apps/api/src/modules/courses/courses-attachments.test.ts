import { courseMessages, type TCheckoutResponse, type TCourse, type TCourseChanged } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/factories';
import { createPdf, uploadFile } from '../../../test/file-fixtures';

const t = useTestApp();
type THeaders = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: THeaders = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload !== undefined && { payload }) });
const messageOf = (response: { json: () => unknown }) => (response.json() as { message: string }).message;
const node = (course: TCourse, title: string) => course.nodes.find((item) => item.title === title)!;

let uploads = 0;
/** An upload of `headers`' user; every file gets its own name and bytes. */
async function upload(headers: THeaders, assign = 'COURSE_ATTACHMENT') {
  uploads += 1;
  const response = await uploadFile(t.app, headers, {
    filename: `materialy-${uploads}.pdf`,
    content: Buffer.concat([createPdf(), Buffer.from(`%${uploads}\n`)]),
    assign,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: string; size: number; originalname: string };
}

/** A teacher's paid draft course. */
async function draftCourse() {
  const teacher = await loginAs(t.app, 'TEACHER');
  const created = await call('POST', '/api/course', teacher.headers, {
    title: 'Fizyka do matury',
    subject: 'PHYSICS',
    level: 'HIGH_SCHOOL',
    priceGross: 3900,
  });
  expect(created.statusCode, created.body).toBe(201);
  return { teacher, courseId: created.json<TCourseChanged>().course.id };
}

async function publish(courseId: string, author: THeaders) {
  expect((await call('POST', `/api/course/${courseId}/submit`, author, {})).statusCode).toBe(200);
  const admin = await loginAs(t.app, 'ADMIN');
  const approved = await call('POST', `/api/course/${courseId}/review`, admin.headers, { decision: 'APPROVE' });
  expect(approved.json<TCourseChanged>().course.status).toBe('PUBLISHED');
}

const article = (title: string, attachmentIds: string[], extra: object = {}) => ({
  type: 'ARTICLE',
  title,
  content: '<p>Treść</p>',
  attachmentIds,
  ...extra,
});

describe('course node attachments', () => {
  it("keeps up to 10 of the author's own COURSE_ATTACHMENT uploads, refusing others with the exact messages", async () => {
    const { teacher, courseId } = await draftCourse();
    const add = (payload: object) => call('POST', `/api/course/${courseId}/nodes`, teacher.headers, payload);
    const stranger = await loginAs(t.app, 'TEACHER');
    const foreign = await upload(stranger.headers);
    const wrongKind = await upload(teacher.headers, 'TEACHER_ATTACHMENT');
    const own = [await upload(teacher.headers), await upload(teacher.headers)];
    const eleven = Array.from({ length: 11 }, () => crypto.randomUUID());
    for (const [title, ids, message] of [
      ['Cudzy', [own[0]!.id, foreign.id], courseMessages.attachmentInvalid],
      ['Zły rodzaj', [wrongKind.id], courseMessages.attachmentInvalid],
      ['Nieistniejący', [crypto.randomUUID()], courseMessages.attachmentInvalid],
      ['Za dużo', eleven, courseMessages.tooManyAttachments],
    ] as const) {
      const response = await add(article(title, [...ids]));
      expect([title, response.statusCode, messageOf(response)]).toEqual([title, 400, message]);
    }
    expect(messageOf(await add(article('Nie uuid', ['abc'])))).toBe(courseMessages.attachmentInvalid);
    expect(messageOf(await add(article('Nie lista', 'abc' as unknown as string[])))).toBe(
      courseMessages.attachmentInvalid,
    );

    const added = await add(article('Notatki', [own[1]!.id, own[0]!.id, own[1]!.id]));
    expect(added.statusCode, added.body).toBe(201);
    const saved = node(added.json<TCourseChanged>().course, 'Notatki');
    expect(own.map((file) => file.originalname)).toEqual(['materialy-3.pdf', 'materialy-4.pdf']);
    // In the author's order, each once, with the file's name and size.
    expect(saved.attachments).toEqual([
      { id: own[1]!.id, name: own[1]!.originalname, size: own[1]!.size, mimeType: 'application/pdf' },
      { id: own[0]!.id, name: own[0]!.originalname, size: own[0]!.size, mimeType: 'application/pdf' },
    ]);
    // A group carries none; editing the node replaces the list.
    const folder = await add({ type: 'FOLDER', title: 'Teczka', attachmentIds: [own[0]!.id] });
    expect(node(folder.json<TCourseChanged>().course, 'Teczka').attachments).toEqual([]);
    const edited = await call('PUT', `/api/course-node/${saved.id}`, teacher.headers, article('Notatki', [own[0]!.id]));
    expect(node(edited.json<TCourseChanged>().course, 'Notatki').attachments.map((item) => item.id)).toEqual([
      own[0]!.id,
    ]);
  });

  it('hides the attachments of a locked node and serves their bytes only to those who may open it', async () => {
    const { teacher, courseId } = await draftCourse();
    const [paid, preview, unused] = [
      await upload(teacher.headers),
      await upload(teacher.headers),
      await upload(teacher.headers),
    ];
    const add = (payload: object) => call('POST', `/api/course/${courseId}/nodes`, teacher.headers, payload);
    expect((await add(article('Płatny', [paid.id]))).statusCode).toBe(201);
    expect((await add(article('Podgląd', [preview.id], { freePreview: true }))).statusCode).toBe(201);
    const download = (fileId: string, headers: THeaders = {}) => call('GET', `/api/file/${fileId}/download`, headers);
    const content = (fileId: string, headers: THeaders = {}) => call('GET', `/api/file/${fileId}/content`, headers);
    const student = await loginAs(t.app, 'USER');
    // A draft course shows nothing to others, not even its preview.
    expect((await download(preview.id, student.headers)).statusCode).toBe(403);
    await publish(courseId, teacher.headers);

    const seen = (await call('GET', `/api/course/${courseId}`, student.headers)).json<TCourse>();
    expect(node(seen, 'Płatny')).toMatchObject({ locked: true, attachments: [] });
    expect(node(seen, 'Podgląd')).toMatchObject({ locked: false, attachments: [{ id: preview.id }] });

    const open = await download(preview.id);
    expect([open.statusCode, open.headers['cache-control']]).toEqual([200, 'private, max-age=600']);
    expect((await content(preview.id)).statusCode).toBe(200);
    expect((await download(paid.id)).statusCode).toBe(401);
    expect((await content(paid.id)).statusCode).toBe(401);
    expect((await download(paid.id, student.headers)).statusCode).toBe(403);
    expect((await content(paid.id, student.headers)).statusCode).toBe(403);
    expect((await download(unused.id, student.headers)).statusCode).toBe(403);
    expect((await download(paid.id, teacher.headers)).statusCode).toBe(200);
    expect((await download(unused.id, teacher.headers)).statusCode).toBe(200);

    const { payment } = (
      await call('POST', `/api/course/${courseId}/checkout`, student.headers, { method: 'stripe' })
    ).json<TCheckoutResponse>();
    await call('POST', `/api/payment/${payment.id}/demo`, student.headers, { outcome: 'paid' });
    const bought = await download(paid.id, student.headers);
    expect([bought.statusCode, bought.headers['cache-control']]).toEqual([200, 'private, max-age=600']);
    expect(bought.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.4');
    const opened = (await call('GET', `/api/course/${courseId}`, student.headers)).json<TCourse>();
    expect(node(opened, 'Płatny')).toMatchObject({ locked: false, attachments: [{ id: paid.id, size: paid.size }] });
  });
});
