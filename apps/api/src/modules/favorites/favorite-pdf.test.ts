import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorMessages, favoriteMessages, favoritePdfMessages, validationMessages } from '@zadania/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type TTestApp, useTestApp } from '../../../test/build-test-app';
import { expectTooMany } from '../../../test/expect-too-many';
import { buildHomework, loginAs } from '../../../test/factories';
import { pdfText } from '../../../test/pdf-text';
import { connected, listenOnce, openSocket, type TTestSocket } from '../../../test/sockets';
import { favoriteHomeworks, favorites, files } from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';
import { favoritePdfJob } from './favorite-pdf.job';
import { favoritePdfErrors, listPdfFileName } from './favorite-pdf.service';

const missingChromium = '/nonexistent/chromium-for-tests';

/** A list of `userId` holding `tasks` new public tasks, straight into the database. */
async function buildList(app: TTestApp, userId: string, name = 'Powtórka przed maturą', tasks = 2) {
  const [list] = await app.db.insert(favorites).values({ userId, name }).returning();
  for (let position = 0; position < tasks; position += 1) {
    const homework = await buildHomework(app);
    await app.db.insert(favoriteHomeworks).values({ favoriteId: list!.id, homeworkId: homework.id, position });
  }
  return list!;
}

/** The list PDF jobs in the queue's table, oldest first, whatever their state. */
async function queuedJobs(app: TTestApp) {
  return rowsOf<{ data: unknown }>(
    await app.db.execute(sql`select data from pgboss.job where name = ${favoritePdfJob.name} order by created_on`),
  );
}

const requestPdf = (app: TTestApp, id: string, headers: Record<string, string>, payload: unknown = {}) =>
  app.inject({ method: 'POST', url: `/api/favorite/${id}/pdf`, headers, payload: payload as object });

const sockets: TTestSocket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

async function connect(app: TTestApp, token: string) {
  const socket = openSocket(await listenOnce(app), token);
  sockets.push(socket);
  await connected(socket);
  return socket;
}

describe('POST /api/favorite/:id/pdf', () => {
  const t = useTestApp({ CHROMIUM_PATH: missingChromium });

  it('answers 401 signed out, and queues nothing', async () => {
    const owner = await loginAs(t.app);
    const list = await buildList(t.app, owner.user.id);
    const response = await requestPdf(t.app, list.id, {});
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(errorMessages.unauthorized);
    expect(await queuedJobs(t.app)).toEqual([]);
  });

  it.each([
    ['a theme that is not light or dark', { theme: 'sepia' }],
    ['a worksheet flag that is not a boolean', { worksheet: 'yes' }],
    ['a solutions flag that is not a boolean', { withSolutions: 1 }],
    ['a numbered flag that is not a boolean', { numbered: 'false' }],
  ])('answers 400 for %s', async (_case, payload) => {
    const owner = await loginAs(t.app);
    const list = await buildList(t.app, owner.user.id);
    const response = await requestPdf(t.app, list.id, owner.headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(validationMessages.invalidFormat);
    expect(await queuedJobs(t.app)).toEqual([]);
  });

  it('answers 400 for an id that is not a uuid', async () => {
    const owner = await loginAs(t.app);
    const response = await requestPdf(t.app, 'lista-1', owner.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(favoriteMessages.invalidId);
  });

  it("answers 404 for another user's list (an ADMIN's request too) and for a list that does not exist", async () => {
    const owner = await loginAs(t.app);
    const list = await buildList(t.app, owner.user.id);
    for (const stranger of [await loginAs(t.app), await loginAs(t.app, 'ADMIN')]) {
      const response = await requestPdf(t.app, list.id, stranger.headers, { theme: 'dark' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(errorMessages.notFound);
    }
    const missing = await requestPdf(t.app, '00000000-0000-4000-8000-000000000000', owner.headers);
    expect(missing.statusCode).toBe(404);
    expect(await queuedJobs(t.app)).toEqual([]);
  });

  it('queues exactly one job with the requester, their session, the list and the options, and answers at once', async () => {
    const owner = await loginAs(t.app);
    const list = await buildList(t.app, owner.user.id);
    const response = await requestPdf(t.app, list.id, owner.headers, { theme: 'dark', worksheet: true });
    expect(response.statusCode).toBe(202);
    const body = response.json();
    expect(body).toEqual({ message: favoritePdfMessages.queued, pdfId: expect.any(String) });
    expect(await queuedJobs(t.app)).toEqual([
      {
        data: {
          pdfId: body.pdfId,
          userId: owner.user.id,
          sessionId: owner.session.sessionId,
          favoriteId: list.id,
          options: { theme: 'dark', worksheet: true, withSolutions: false, numbered: true },
          // The request that queued it (issue 35): its log lines and the job's share the id.
          _requestId: response.headers['x-request-id'],
        },
      },
    ]);
  });

  it('prints the built-in lists too, without Premium', async () => {
    const owner = await loginAs(t.app);
    const [hidden] = await t.app.db
      .insert(favorites)
      .values({ userId: owner.user.id, name: 'Ukryte', kind: 'HIDDEN' })
      .returning();
    const response = await requestPdf(t.app, hidden!.id, owner.headers);
    expect(response.statusCode).toBe(202);
    expect(await queuedJobs(t.app)).toHaveLength(1);
  });

  it("limits an account to 10 PDFs in 10 minutes ('listPdf'), then 429", async () => {
    const owner = await loginAs(t.app);
    const list = await buildList(t.app, owner.user.id, 'Lista', 0);
    for (let i = 0; i < 10; i += 1) expect((await requestPdf(t.app, list.id, owner.headers)).statusCode).toBe(202);
    expectTooMany(await requestPdf(t.app, list.id, owner.headers));
    expect(await queuedJobs(t.app)).toHaveLength(10);
    // Another account is not held back by the first one's count.
    const other = await loginAs(t.app);
    const otherList = await buildList(t.app, other.user.id, 'Lista', 0);
    expect((await requestPdf(t.app, otherList.id, other.headers)).statusCode).toBe(202);
  });

  it("without Chromium at CHROMIUM_PATH the job sends PdfError naming what to install to the requester's sockets only, and stores nothing", async () => {
    const owner = await loginAs(t.app);
    const list = await buildList(t.app, owner.user.id);
    const tab = await connect(t.app, owner.session.token);
    const bystander = await loginAs(t.app);
    const bystanderTab = await connect(t.app, bystander.session.token);

    const response = await requestPdf(t.app, list.id, owner.headers);
    const { pdfId } = response.json();
    expect(await tab.next('PdfError')).toEqual({
      pdfId,
      message:
        'Nie można utworzyć PDF: brak przeglądarki Chromium na serwerze (zainstaluj pakiet chromium lub ustaw CHROMIUM_PATH).',
    });
    expect(tab.received.find((entry) => entry.event === 'PdfError')?.meta?.seq).toBeGreaterThan(0);
    expect(tab.received.map((entry) => entry.event)).not.toContain('PdfReady');
    expect(bystanderTab.received.map((entry) => entry.event)).not.toContain('PdfError');
    expect(await t.app.db.select().from(files).where(eq(files.ownerId, owner.user.id))).toEqual([]);
  });

  it('the job tells why when the session that asked has ended or the list is gone by the time it runs', async () => {
    const owner = await loginAs(t.app);
    const tab = await connect(t.app, owner.session.token);
    const list = await buildList(t.app, owner.user.id);
    const job = {
      userId: owner.user.id,
      sessionId: owner.session.sessionId,
      favoriteId: list.id,
      options: { theme: 'light', worksheet: false, withSolutions: false, numbered: true },
    } as const;

    await t.app.db.delete(favorites).where(eq(favorites.id, list.id));
    await t.app.services.favoritePdf.handle({ ...job, pdfId: '10000000-0000-4000-8000-000000000001' });
    expect(await tab.next('PdfError')).toEqual({
      pdfId: '10000000-0000-4000-8000-000000000001',
      message: favoritePdfErrors.listGone,
    });

    await t.app.services.favoritePdf.handle({
      ...job,
      sessionId: '00000000-0000-4000-8000-000000000000',
      pdfId: '10000000-0000-4000-8000-000000000002',
    });
    expect(await tab.next('PdfError')).toEqual({
      pdfId: '10000000-0000-4000-8000-000000000002',
      message: favoritePdfErrors.sessionEnded,
    });
  });
});

/**
 * The job with the real Chromium, printing a stand-in for the web app's printable view (the real view is
 * printed end to end in apps/web/e2e/list-pdf.spec.ts): the page records what the browser sent.
 */
describe('the list PDF job in Chromium', () => {
  const page = { mode: 'ready' as 'ready' | 'failed' | 'missing', requests: [] as { url: string; auth?: string }[] };
  const server = http.createServer((request, response) => {
    page.requests.push({ url: request.url ?? '', auth: request.headers.authorization });
    if (request.url?.startsWith('/account/lists/') && page.mode !== 'missing') {
      const signal = page.mode === 'ready' ? 'data-print-ready="true"' : 'data-print-failed';
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><html lang="pl"><head><meta charset="utf-8"></head><body><main id="sheet">
        <h1>Zadanie 1</h1><p>Oblicz 2 + 2.</p><h1>Odpowiedzi</h1></main>
        <script>
          const token = localStorage.getItem('token');
          Promise.allSettled([
            fetch('/probe?session=' + localStorage.getItem('sessionId'), { headers: { authorization: 'Bearer ' + token } }),
            fetch('/socket.io/?EIO=4&transport=polling'),
          ]).then(() => document.getElementById('sheet').setAttribute(${JSON.stringify(signal.split('=')[0])}, 'true'));
        </script></body></html>`);
      return;
    }
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ statusCode: 404, error: 'Not Found', message: errorMessages.routeNotFound }));
  });
  const env: Record<string, string> = {};
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    env.PDF_RENDER_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
  afterEach(() => {
    page.mode = 'ready';
    page.requests = [];
  });
  const t = useTestApp(env);

  it("prints the view as the requester, stores an owner-only 'Lista-{name}.pdf' and sends PdfReady with its download path", async () => {
    const owner = await loginAs(t.app);
    const list = await buildList(t.app, owner.user.id, 'Powtórka: funkcje kwadratowe');
    const tab = await connect(t.app, owner.session.token);

    const response = await requestPdf(t.app, list.id, owner.headers, { theme: 'dark', worksheet: true });
    const { pdfId } = response.json();
    const ready = await tab.next('PdfReady');
    const [stored] = await t.app.db.select().from(files).where(eq(files.ownerId, owner.user.id));
    expect(ready).toEqual({ pdfId, url: `/api/file/${stored!.id}/download` });
    expect(stored).toMatchObject({
      assign: 'PRIVATE',
      originalName: listPdfFileName('Powtórka: funkcje kwadratowe'),
      extension: 'pdf',
      mimetype: 'application/pdf',
    });
    expect(stored!.originalName).toBe('Lista-powtorka-funkcje-kwadratowe.pdf');

    // The browser opened the printable view with the options, signed in as the requester's session.
    expect(page.requests[0]!.url).toBe(
      `/account/lists/${list.id}/pdf?theme=dark&worksheet=true&solutions=false&numbered=true`,
    );
    const probe = page.requests.find((entry) => entry.url.startsWith('/probe'))!;
    expect(probe.url).toBe(`/probe?session=${owner.session.sessionId}`);
    const claims = await t.app.tokens.verifyAccessToken(probe.auth!.replace(/^Bearer /, ''));
    expect(claims).toEqual({ userId: owner.user.id, sessionId: owner.session.sessionId, role: 'USER' });
    // No realtime socket of its own.
    expect(page.requests.map((entry) => entry.url).filter((url) => url.startsWith('/socket.io'))).toEqual([]);

    // The owner downloads it; nobody else does.
    const download = await t.app.inject({ method: 'GET', url: ready.url, headers: owner.headers });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(download.rawPayload);
    expect(text).toContain('Zadanie 1');
    expect(text).toContain('Odpowiedzi');
    const stranger = await loginAs(t.app);
    expect((await t.app.inject({ method: 'GET', url: ready.url, headers: stranger.headers })).statusCode).toBe(403);

    // A second PDF of the same list is a second file of the same name; the first stays.
    const again = (await requestPdf(t.app, list.id, owner.headers)).json();
    const second = await tab.next('PdfReady');
    expect(second.pdfId).toBe(again.pdfId);
    const both = await t.app.db.select().from(files).where(eq(files.ownerId, owner.user.id));
    expect(both.map((row) => row.originalName)).toEqual([
      'Lista-powtorka-funkcje-kwadratowe.pdf',
      'Lista-powtorka-funkcje-kwadratowe.pdf',
    ]);
    expect(new Set(both.map((row) => row.id)).size).toBe(2);
  });

  it('sends PdfError when the server has no web build (the view answers 404) or the view could not load the list', async () => {
    const owner = await loginAs(t.app);
    const list = await buildList(t.app, owner.user.id);
    const tab = await connect(t.app, owner.session.token);

    page.mode = 'missing';
    await requestPdf(t.app, list.id, owner.headers);
    expect((await tab.next('PdfError')).message).toBe(favoritePdfErrors.noWebBuild);

    page.mode = 'failed';
    await requestPdf(t.app, list.id, owner.headers);
    expect((await tab.next('PdfError')).message).toBe(favoritePdfErrors.pageFailed);
    expect(await t.app.db.select().from(files).where(eq(files.ownerId, owner.user.id))).toEqual([]);
  });
});
