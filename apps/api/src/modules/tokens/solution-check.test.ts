import { randomUUID } from 'node:crypto';
import { chatMessages as chatTexts, commerceMessages, errorMessages } from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { linkStudent } from '../../../test/chat-fixtures';
import { buildHomework, loginAs } from '../../../test/factories';
import { createPdf, createPng, uploadFile } from '../../../test/file-fixtures';
import { chatMessages, chatRooms, realtimeDeliveries, solutionChecks, users } from '../../db/schema';
import { homeworkNotFound } from '../homework/homework.service';
import { grantTokens, readBalance, readLedger } from './tokens-test-fixtures';

const t = useTestApp();

type THeaders = Record<string, string>;
const requestCheck = (homeworkId: string, headers: THeaders, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/homework/${homeworkId}/solution-check`, headers, payload });

async function upload(headers: THeaders, filename = 'rozwiazanie.png') {
  const content = filename.endsWith('.pdf') ? createPdf() : await createPng();
  const response = await uploadFile(t.app, headers, { filename, content, assign: 'CHAT_ATTACHMENT' });
  expect(response.statusCode).toBe(200);
  return response.json().id as string;
}

async function setup() {
  const author = await loginAs(t.app, 'TEACHER');
  const student = await loginAs(t.app);
  const task = await buildHomework(t.app, {
    authorId: author.user.id,
    description: '<p>Oblicz sumę kątów wewnętrznych sześciokąta.</p>',
  });
  return { author, student, task };
}

const nothingWritten = async () => {
  expect(await t.app.db.select().from(solutionChecks)).toEqual([]);
  expect(await t.app.db.select().from(chatMessages)).toEqual([]);
  expect(await t.app.db.select().from(chatRooms)).toEqual([]);
};

describe('POST /api/homework/{id}/solution-check', () => {
  it('answers 401 signed out and 400 with the Polish messages for bad input', async () => {
    const { student, task } = await setup();
    const signedOut = await requestCheck(task.id, {}, { fileIds: [randomUUID()] });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().message).toBe(errorMessages.unauthorized);

    await grantTokens(t.app, student.user.id, 10);
    const cases: [object, string][] = [
      [{ fileIds: [] }, commerceMessages.solutionCheckFiles],
      [{ fileIds: Array.from({ length: 6 }, () => randomUUID()) }, commerceMessages.solutionCheckFiles],
      [{ fileIds: ['nie-uuid'] }, commerceMessages.solutionCheckFiles],
      [{ fileIds: [randomUUID()], comment: 'a'.repeat(1001) }, commerceMessages.commentMax],
    ];
    for (const [payload, message] of cases) {
      const response = await requestCheck(task.id, student.headers, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    // Only the viewer's own uploads: somebody else's file or one that does not exist is refused.
    const foreign = await upload((await loginAs(t.app)).headers);
    for (const fileIds of [[foreign], [randomUUID()]]) {
      const response = await requestCheck(task.id, student.headers, { fileIds });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(chatTexts.fileNotAttachable);
    }
    expect((await requestCheck(task.id, student.headers, {})).statusCode).toBe(400);
    await nothingWritten();
    expect(await readBalance(t.app, student.user.id)).toBe(10);
  });

  it('answers 404 for a task the viewer may not see, 400 for their own task or when the author is gone, 403 for ADMIN', async () => {
    const { author, student, task } = await setup();
    await grantTokens(t.app, student.user.id, 10);
    await grantTokens(t.app, author.user.id, 10);
    const file = await upload(student.headers);
    const hidden = await buildHomework(t.app, { status: 'PRIVATE', authorId: author.user.id });
    for (const id of [randomUUID(), hidden.id]) {
      const response = await requestCheck(id, student.headers, { fileIds: [file] });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(homeworkNotFound);
    }
    const own = await requestCheck(task.id, author.headers, { fileIds: [await upload(author.headers)] });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(commerceMessages.ownTask);
    // ADMIN writes to the author for free: the paid check is refused before anything is spent.
    const admin = await loginAs(t.app, 'ADMIN');
    await grantTokens(t.app, admin.user.id, 10);
    const byAdmin = await requestCheck(task.id, admin.headers, { fileIds: [await upload(admin.headers)] });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe(commerceMessages.solutionCheckAdmin);

    const orphan = await buildHomework(t.app, { authorId: null });
    const gone = await requestCheck(orphan.id, student.headers, { fileIds: [file] });
    expect(gone.statusCode).toBe(400);
    expect(gone.json().message).toBe(commerceMessages.authorGone);
    await nothingWritten();
  });

  it('answers 402 with too few tokens and writes nothing: no room, no message, no check', async () => {
    const { student, task } = await setup();
    await grantTokens(t.app, student.user.id, 4);
    const response = await requestCheck(task.id, student.headers, { fileIds: [await upload(student.headers)] });
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toBe(commerceMessages.notEnoughTokens);
    await nothingWritten();
    expect(await readBalance(t.app, student.user.id)).toBe(4);
  });

  it('spends the tokens and posts the files in the direct room, where the author reads and downloads them', async () => {
    const { author, student, task } = await setup();
    await grantTokens(t.app, student.user.id, 12);
    const files = [await upload(student.headers), await upload(student.headers, 'obliczenia.pdf')];
    const response = await requestCheck(task.id, student.headers, {
      fileIds: [...files, files[0]],
      comment: '  Czy <b>dobrze</b> liczę?\nDziękuję  ',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      message: 'Wysłano!',
      balance: 7,
      solutionCheckId: expect.any(String),
      roomId: expect.any(String),
    });

    const [check] = await t.app.db.select().from(solutionChecks);
    expect(check).toMatchObject({
      id: body.solutionCheckId,
      userId: student.user.id,
      homeworkId: task.id,
      authorId: author.user.id,
      roomId: body.roomId,
      fileIds: files,
      comment: 'Czy <b>dobrze</b> liczę?\nDziękuję',
    });
    const [, debit] = await readLedger(t.app, student.user.id);
    expect(debit).toMatchObject({
      delta: -5,
      balanceAfter: 7,
      reason: 'SOLUTION_CHECK',
      referenceType: 'SOLUTION_CHECK',
      referenceId: body.solutionCheckId,
      description: 'Sprawdzenie rozwiązania: Oblicz sumę kątów wewnętrznych sześciokąta.',
    });

    const room = await t.app.inject({ method: 'GET', url: `/api/chat/${body.roomId}`, headers: author.headers });
    expect(room.json()).toMatchObject({ kind: 'DIRECT', unreadCount: 1 });
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/chat/${body.roomId}/message`,
      headers: author.headers,
    });
    expect(listed.statusCode).toBe(200);
    const [message] = listed.json().results;
    expect(message).toMatchObject({
      kind: 'ATTACHMENTS',
      author: { id: student.user.id },
      files: [{ id: files[0] }, { id: files[1] }],
    });
    expect(message.message).toBe(
      `<p>Prośba o sprawdzenie rozwiązania zadania: <a href="/homeworks/${task.slug}">Oblicz sumę kątów wewnętrznych sześciokąta.</a> — Czy &lt;b&gt;dobrze&lt;/b&gt; liczę?<br />Dziękuję</p>`,
    );
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/file/${files[1]}/content`,
      headers: author.headers,
    });
    expect(download.statusCode).toBe(200);

    // Both members' open tabs hear of the message, numbered like every chat message.
    const delivered = await t.app.db
      .select({ userId: realtimeDeliveries.userId })
      .from(realtimeDeliveries)
      .where(eq(realtimeDeliveries.event, 'CreatedChatMessage'));
    expect(delivered.map((row) => row.userId).sort()).toEqual([author.user.id, student.user.id].sort());

    // A second request goes to the same room; the history links the spend to the task.
    const again = await requestCheck(task.id, student.headers, { fileIds: [files[0]] });
    expect(again.json()).toMatchObject({ balance: 2, roomId: body.roomId });
    expect(await t.app.db.select().from(chatRooms)).toHaveLength(1);
    const history = await t.app.inject({ method: 'GET', url: '/api/tokens/history', headers: student.headers });
    expect(history.json().results[0]).toMatchObject({ reason: 'SOLUTION_CHECK', href: `/homeworks/${task.slug}` });
  });

  it('uses the direct room the two already have, and refuses an author whose account was deleted', async () => {
    const { author, student, task } = await setup();
    await grantTokens(t.app, student.user.id, 10);
    // A student of the author's: the two may open their direct room before any check (the contact rule).
    await linkStudent(t.app, student.user.id, author.user.id);
    const existing = await t.app.inject({
      method: 'GET',
      url: `/api/chat/user/${author.user.id}`,
      headers: student.headers,
    });
    expect(existing.statusCode).toBe(200);
    const response = await requestCheck(task.id, student.headers, { fileIds: [await upload(student.headers)] });
    expect(response.json().roomId).toBe(existing.json().id);

    await t.app.db.delete(users).where(eq(users.id, author.user.id));
    const gone = await requestCheck(task.id, student.headers, {
      fileIds: [await upload(student.headers, 'drugie.png')],
    });
    expect(gone.statusCode).toBe(400);
    expect(gone.json().message).toBe(commerceMessages.authorGone);
    expect(await t.app.db.select().from(solutionChecks).where(eq(solutionChecks.userId, student.user.id))).toHaveLength(
      1,
    );
  });
});
