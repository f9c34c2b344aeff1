import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/build-test-app';
import { buildHomework, buildUser } from '../../../test/factories';
import { writeWebBuild } from '../../../test/web-build';

const indexHtml =
  '<!doctype html><html><head><meta name="description" content="Ogólny opis" /><title>Zadania</title></head>' +
  '<body><div id="root"></div></body></html>';
const html = { accept: 'text/html' };

let webDist: string;
let app: TTestApp;

beforeAll(async () => {
  webDist = await writeWebBuild({ 'index.html': indexHtml });
  app = await buildTestApp({ WEB_DIST: webDist, PUBLIC_URL: 'https://zadania.example' });
});

afterAll(async () => {
  await app?.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

const page = (url: string) => app.inject({ method: 'GET', url, headers: html });

describe('profile pages served with their meta', () => {
  it("names the person and the role, describes them from the profile's text, links the canonical path", async () => {
    const teacher = await buildUser(app, {
      role: 'TEACHER',
      displayName: 'Anna <Nowak>',
      description:
        '<p>Uczę <strong>całek</strong> i <span data-type="inline-math" data-latex="\\frac{a}{b}"></span>.</p>',
    });
    const response = await page(`/teachers/${teacher.username}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<title>Anna &lt;Nowak&gt; (@${teacher.username}) — Nauczyciel — Zadania</title>`);
    expect(response.body).toContain('<meta name="description" content="Uczę całek i a/b."');
    expect(response.body).toContain(
      `<link rel="canonical" href="https://zadania.example/teachers/${teacher.username}" />`,
    );
    expect(response.body).toContain('<h1>Anna &lt;Nowak&gt;</h1><p>Uczę całek i a/b.</p>');
    expect(response.body).not.toContain('Ogólny opis');

    const student = await buildUser(app, { role: 'USER', displayName: 'Jan Kowalski' });
    const studentPage = await page(`/users/${student.username.toUpperCase()}/`);
    expect(studentPage.statusCode).toBe(200);
    expect(studentPage.body).toContain(`<title>Jan Kowalski (@${student.username}) — Uczeń — Zadania</title>`);
    expect(studentPage.body).toContain(
      '<meta name="description" content="Jan Kowalski uczy się na platformie Zadania."',
    );
    expect(studentPage.body).toContain(`href="https://zadania.example/users/${student.username}"`);

    const admin = await buildUser(app, { role: 'ADMIN', displayName: 'Ala Admin' });
    const adminPage = await page(`/admins/${admin.username}`);
    expect(adminPage.body).toContain(`<title>Ala Admin (@${admin.username}) — Administrator — Zadania</title>`);
  });

  it("redirects (301) a path of another role to the user's own, keeping the query; the hash stays in the browser", async () => {
    const teacher = await buildUser(app, { role: 'TEACHER' });
    for (const segment of ['users', 'admins']) {
      const response = await page(`/${segment}/${teacher.username}?tab=opinie`);
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(`/teachers/${teacher.username}?tab=opinie`);
    }
    const student = await buildUser(app, { role: 'USER' });
    const head = await app.inject({ method: 'HEAD', url: `/teachers/${student.username}` });
    expect(head.statusCode).toBe(301);
    expect(head.headers.location).toBe(`/users/${student.username}`);
    // The canonical path itself is served.
    expect((await page(`/users/${student.username}`)).statusCode).toBe(200);
  });

  it('serves the plain page for an unknown login or another path, and still resolves tasks', async () => {
    for (const url of ['/teachers/nikogo-takiego', '/teachers', '/teachers/a/b']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(indexHtml);
    }
    const task = await buildHomework(app, { description: '<p>Policz pole koła</p>' });
    expect((await page(`/homeworks/${task.slug}`)).body).toContain(
      '<title>Zadanie: Policz pole koła — Zadania</title>',
    );
  });
});
