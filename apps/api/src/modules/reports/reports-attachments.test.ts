import { randomUUID } from 'node:crypto';
import {
  reportMessages,
  type TFeedbackList,
  type TReport,
  type TReportChanged,
  type TReportList,
} from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { buildHomework, loginAs } from '../../../test/factories';
import { createPdf, createPng, uploadFile } from '../../../test/file-fixtures';
import { feedback, feedbackFiles, reportFiles, reports } from '../../db/schema';

const t = useTestApp();
type THeaders = Record<string, string>;
const call = (method: 'GET' | 'POST', url: string, headers: THeaders = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload !== undefined && { payload }) });
const messageOf = (response: { json: () => unknown }) => (response.json() as { message: string }).message;

/** Uploads a file of `assign` as the user behind `headers` and gives back its id. */
async function upload(headers: THeaders, filename: string, content: Buffer, assign = 'SUPPORT_ATTACHMENT') {
  const response = await uploadFile(t.app, headers, { filename, content, assign });
  expect(response.statusCode).toBe(200);
  return response.json<{ id: string }>().id;
}

const screenshot = createPng(60, 40);

describe('report attachments', () => {
  it('answers 400 with the exact messages for files that are not the reporter’s own support attachments', async () => {
    const task = await buildHomework(t.app);
    const reporter = await loginAs(t.app, 'USER');
    const other = await loginAs(t.app, 'USER');
    const othersFile = await upload(other.headers, 'cudzy.png', await screenshot);
    const wrongKind = await upload(reporter.headers, 'notatka.pdf', createPdf(), 'NOTES_FILE');
    const own = await upload(reporter.headers, 'zrzut.png', await screenshot);
    const body = { targetType: 'HOMEWORK', targetId: task.id, reason: 'WRONG_CONTENT' };
    const cases: [string, unknown, string][] = [
      ['someone else’s file', [othersFile], reportMessages.filesInvalid],
      ['own and someone else’s', [own, othersFile], reportMessages.filesInvalid],
      ['a file of another kind', [wrongKind], reportMessages.filesInvalid],
      ['a missing file', [randomUUID()], reportMessages.filesInvalid],
      ['not an id', ['zrzut.png'], reportMessages.filesInvalid],
      ['more than 3', [own, randomUUID(), randomUUID(), randomUUID()], reportMessages.filesTooMany],
    ];
    for (const [name, fileIds, message] of cases) {
      const response = await call('POST', '/api/report', reporter.headers, { ...body, fileIds });
      expect([name, response.statusCode, messageOf(response)]).toEqual([name, 400, message]);
    }
    expect(await t.app.db.select().from(reports)).toHaveLength(0);
    expect(await t.app.db.select().from(reportFiles)).toHaveLength(0);
  });

  it('stores the files with the report, shows them to the reporter and ADMIN, and lets ADMIN read the bytes', async () => {
    const task = await buildHomework(t.app);
    const reporter = await loginAs(t.app, 'USER');
    const admin = await loginAs(t.app, 'ADMIN');
    const stranger = await loginAs(t.app, 'USER');
    const png = await screenshot;
    const first = await upload(reporter.headers, 'zrzut.png', png);
    const second = await upload(reporter.headers, 'opis.pdf', createPdf());

    // Not attached to anything yet: ADMIN cannot read an owner-only file.
    expect((await call('GET', `/api/file/${first}/content`, admin.headers)).statusCode).toBe(403);

    const created = await call('POST', '/api/report', reporter.headers, {
      targetType: 'HOMEWORK',
      targetId: task.id,
      reason: 'WRONG_CONTENT',
      // A repeated id is attached once.
      fileIds: [first, second, first],
    });
    expect(created.statusCode).toBe(201);
    const report = created.json<TReportChanged>().report;
    const expected = [
      { id: first, name: 'zrzut.png', size: expect.any(Number) },
      { id: second, name: 'opis.pdf', size: expect.any(Number) },
    ];
    expect(report.files).toEqual(expect.arrayContaining(expected));
    expect(report.files).toHaveLength(2);
    const rows = await t.app.db.select().from(reportFiles);
    expect(rows.map((row) => [row.reportId, row.fileId]).sort()).toEqual(
      [
        [report.id, first],
        [report.id, second],
      ].sort(),
    );

    const mine = (await call('GET', '/api/report/mine', reporter.headers)).json<TReportList>();
    expect(mine.results[0]?.files).toEqual(expect.arrayContaining(expected));
    const queue = (await call('GET', '/api/report', admin.headers)).json<TReportList>();
    expect(queue.results.find((item) => item.id === report.id)?.files).toEqual(expect.arrayContaining(expected));
    const one = (await call('GET', `/api/report/${report.id}`, admin.headers)).json<TReport>();
    expect(one.files).toHaveLength(2);

    const read = await call('GET', `/api/file/${first}/content`, admin.headers);
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.length).toBe(report.files.find((file) => file.id === first)?.size);
    expect((await call('GET', `/api/file/${second}/download`, admin.headers)).statusCode).toBe(200);
    const preview = await call('GET', `/api/file/${first}/preview`, admin.headers);
    expect(preview.statusCode).toBe(200);
    expect((await call('GET', `/api/file/${first}/content`, stranger.headers)).statusCode).toBe(403);
    expect((await call('GET', `/api/file/${first}/preview`, stranger.headers)).statusCode).toBe(403);
    expect((await call('GET', `/api/file/${first}/content`)).statusCode).toBe(401);
    expect((await call('GET', `/api/file/${first}/content`, reporter.headers)).statusCode).toBe(200);
  });

  it('drops the join rows with the report', async () => {
    const task = await buildHomework(t.app);
    const reporter = await loginAs(t.app, 'USER');
    const fileId = await upload(reporter.headers, 'zrzut.png', await screenshot);
    const created = await call('POST', '/api/report', reporter.headers, {
      targetType: 'HOMEWORK',
      targetId: task.id,
      reason: 'SPAM',
      fileIds: [fileId],
    });
    expect(created.statusCode).toBe(201);
    await t.app.db.delete(reports);
    expect(await t.app.db.select().from(reportFiles)).toHaveLength(0);
  });
});

describe('feedback attachments', () => {
  it('refuses files signed out and files that are not the author’s own, with the exact messages', async () => {
    const user = await loginAs(t.app, 'USER');
    const other = await loginAs(t.app, 'USER');
    const own = await upload(user.headers, 'zrzut.png', await screenshot);
    const othersFile = await upload(other.headers, 'cudzy.png', await screenshot);
    const body = { message: 'Przycisk zapisu nie działa.', page: '/account' };
    const signedOut = await call('POST', '/api/feedback', {}, { ...body, fileIds: [own] });
    expect([signedOut.statusCode, messageOf(signedOut)]).toEqual([400, reportMessages.filesInvalid]);
    const foreign = await call('POST', '/api/feedback', user.headers, { ...body, fileIds: [othersFile] });
    expect([foreign.statusCode, messageOf(foreign)]).toEqual([400, reportMessages.filesInvalid]);
    const tooMany = await call('POST', '/api/feedback', user.headers, {
      ...body,
      fileIds: [own, randomUUID(), randomUUID(), randomUUID()],
    });
    expect([tooMany.statusCode, messageOf(tooMany)]).toEqual([400, reportMessages.filesTooMany]);
    expect(await t.app.db.select().from(feedback)).toHaveLength(0);

    // Signed out without files still works.
    const anonymous = await call('POST', '/api/feedback', {}, { ...body, fileIds: [] });
    expect(anonymous.statusCode).toBe(201);
  });

  it('stores the files with the feedback, lists them for ADMIN, and lets only ADMIN (and the author) read them', async () => {
    const user = await loginAs(t.app, 'USER');
    const admin = await loginAs(t.app, 'ADMIN');
    const stranger = await loginAs(t.app, 'TEACHER');
    const fileId = await upload(user.headers, 'zrzut.png', await screenshot);
    const sent = await call('POST', '/api/feedback', user.headers, {
      message: 'Tu jest zrzut ekranu błędu.',
      page: '/homeworks',
      fileIds: [fileId],
    });
    expect([sent.statusCode, messageOf(sent)]).toEqual([201, reportMessages.feedbackSent]);
    const [row] = await t.app.db.select().from(feedback);
    expect(
      await t.app.db.select({ feedbackId: feedbackFiles.feedbackId, fileId: feedbackFiles.fileId }).from(feedbackFiles),
    ).toEqual([{ feedbackId: row!.id, fileId }]);
    const list = (await call('GET', '/api/feedback', admin.headers)).json<TFeedbackList>();
    expect(list.results[0]?.files).toEqual([{ id: fileId, name: 'zrzut.png', size: expect.any(Number) }]);

    expect((await call('GET', `/api/file/${fileId}/content`, admin.headers)).statusCode).toBe(200);
    expect((await call('GET', `/api/file/${fileId}/content`, stranger.headers)).statusCode).toBe(403);
    expect((await call('GET', `/api/file/${fileId}/content`)).statusCode).toBe(401);

    await t.app.db.delete(feedback);
    expect(await t.app.db.select().from(feedbackFiles)).toHaveLength(0);
  });
});
