import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileMessages, type TUploadedFile } from '@zadania/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/factories';
import { createPng } from '../../../test/file-fixtures';
import { files } from '../../db/schema';

/** A local web server for imports: routes answer with a status, headers and a body. */
function useSourceServer(host: string) {
  const holder = {} as { server: http.Server; base: string; hits: string[] };
  let routes: Record<string, (response: http.ServerResponse) => void> = {};
  beforeEach(async () => {
    holder.hits = [];
    routes = {};
    holder.server = http.createServer((request, response) => {
      holder.hits.push(request.url!);
      const handler = routes[request.url!];
      if (handler) handler(response);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => holder.server.listen(0, host, resolve));
    holder.base = `http://${host}:${(holder.server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    holder.server.closeAllConnections();
    await new Promise((resolve) => holder.server.close(resolve));
  });
  return Object.assign(holder, {
    route(url: string, handler: (response: http.ServerResponse) => void) {
      routes[url] = handler;
    },
    redirect(url: string, location: string) {
      routes[url] = (response) => response.writeHead(302, { location }).end();
    },
  });
}

const importUrl = (app: ReturnType<typeof useTestApp>['app'], headers: Record<string, string>, body: object) =>
  app.inject({ method: 'POST', url: '/api/file/url', payload: body, headers });

describe('POST /api/file/url, default policy', () => {
  const t = useTestApp();
  const source = useSourceServer('127.0.0.1');

  it('answers 401 without a token and 400 for URLs that are not http(s)', async () => {
    expect((await importUrl(t.app, {}, { url: 'http://example.com/a.png' })).statusCode).toBe(401);
    const { headers } = await loginAs(t.app);
    for (const url of ['ftp://example.com/a.png', 'javascript:alert(1)', 'file:///etc/passwd', 'nie url']) {
      const response = await importUrl(t.app, headers, { url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toBe(fileMessages.invalidUrl);
    }
    const empty = await importUrl(t.app, headers, {});
    expect(empty.json().message).toBe('Wymagane pole');
  });

  it('refuses loopback, private, link-local and metadata addresses, names resolving to them and encoded forms', async () => {
    const { headers } = await loginAs(t.app);
    source.route('/a.png', async (response) => response.end(await createPng()));
    const port = new URL(source.base).port;
    const urls = [
      `${source.base}/a.png`,
      `http://localhost:${port}/a.png`,
      `http://2130706433:${port}/a.png`,
      `http://0x7f.1:${port}/a.png`,
      `http://[::1]:${port}/a.png`,
      `http://[::ffff:127.0.0.1]:${port}/a.png`,
      `http://0.0.0.0:${port}/a.png`,
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00:ec2::254]/latest/meta-data/',
      'http://10.0.0.1/a.png',
      'http://192.168.0.1/a.png',
      'http://172.16.5.4/a.png',
      'http://[fe80::1]/a.png',
    ];
    for (const url of urls) {
      const response = await importUrl(t.app, headers, { url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toBe(fileMessages.urlForbidden);
    }
    expect(source.hits).toEqual([]);
    expect(await t.app.db.select().from(files)).toEqual([]);
  });
});

describe('POST /api/file/url from an allowed test server', () => {
  // The test server listens on 127.0.0.2, the only private address this app may reach.
  const t = useTestApp({ FILE_IMPORT_ALLOWED_ADDRESSES: '127.0.0.2', FILE_UPLOAD_MAX_BYTES: String(64 * 1024) });
  const source = useSourceServer('127.0.0.2');

  it('imports an image, named after the URL, through the same checks as an upload', async () => {
    const { headers } = await loginAs(t.app);
    const png = await createPng(64, 48);
    source.route('/obrazy/wykres%201.png?v=2', (response) => response.writeHead(200).end(png));
    const response = await importUrl(t.app, headers, {
      url: `${source.base}/obrazy/wykres%201.png?v=2`,
      assign: 'EDITOR_IMAGE',
    });
    expect(response.statusCode).toBe(200);
    const file: TUploadedFile = response.json();
    expect(file).toMatchObject({ originalname: 'wykres 1.png', extension: 'png', metadata: { width: 64, height: 48 } });
    const stored = await fs.readFile(path.join(t.app.config.files.dir, file.name));
    expect(stored.length).toBe(file.size);

    source.route('/pobierz', (response) =>
      response.writeHead(200, { 'content-disposition': `attachment; filename*=UTF-8''r%C3%B3wnanie` }).end(png),
    );
    const named = await importUrl(t.app, headers, { url: `${source.base}/pobierz` });
    expect(named.statusCode).toBe(200);
    expect(named.json().originalname).toBe('równanie.png');

    source.route('/tekst.png', (response) => response.end('to nie jest obraz'));
    const wrong = await importUrl(t.app, headers, { url: `${source.base}/tekst.png`, assign: 'EDITOR_IMAGE' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Nieprawidłowy format pliku! Dozwolone formaty: jpg, jpeg, png, gif.');

    const { headers: user } = await loginAs(t.app, 'USER');
    const forbidden = await importUrl(t.app, user, { url: `${source.base}/pobierz`, assign: 'BOOK' });
    expect(forbidden.statusCode).toBe(403);
  });

  it('refuses redirects to forbidden addresses and more than three redirects', async () => {
    const { headers } = await loginAs(t.app);
    const png = await createPng();
    const port = new URL(source.base).port;
    source.route('/a.png', (response) => response.end(png));
    const targets = [
      `http://127.0.0.1:${port}/a.png`,
      `http://localhost:${port}/a.png`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/a.png',
      `http://[::ffff:7f00:1]:${port}/a.png`,
    ];
    for (const [index, target] of targets.entries()) {
      source.redirect(`/r${index}`, target);
      const response = await importUrl(t.app, headers, { url: `${source.base}/r${index}` });
      expect(response.statusCode, target).toBe(400);
      expect(response.json().message, target).toBe(fileMessages.urlForbidden);
    }
    source.redirect('/h1', '/h2');
    source.redirect('/h2', '/h3');
    source.redirect('/h3', '/a.png');
    expect((await importUrl(t.app, headers, { url: `${source.base}/h1` })).statusCode).toBe(200);
    source.redirect('/h0', '/h1');
    const tooMany = await importUrl(t.app, headers, { url: `${source.base}/h0` });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(fileMessages.urlFailed);
    expect(source.hits.filter((hit) => hit === '/a.png')).toHaveLength(1);
  });

  it('caps the size by the kind, declared or streamed, and reports failures', async () => {
    const { headers } = await loginAs(t.app);
    const big = Buffer.concat([await createPng(), Buffer.alloc(70 * 1024)]);
    source.route('/declared.pdf', (response) =>
      response.writeHead(200, { 'content-length': String(big.length) }).end(big),
    );
    source.route('/chunked.pdf', (response) => {
      response.writeHead(200);
      response.write(Buffer.from('%PDF-1.4\n'));
      response.end(Buffer.alloc(70 * 1024, 0x20));
    });
    for (const url of ['/declared.pdf', '/chunked.pdf']) {
      const response = await importUrl(t.app, headers, { url: `${source.base}${url}` });
      expect(response.statusCode, url).toBe(413);
      expect(response.json().message).toBe('Zbyt duży rozmiar pliku! Maksymalny rozmiar: 64 KB.');
    }
    const missing = await importUrl(t.app, headers, { url: `${source.base}/nie-ma.pdf` });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(fileMessages.urlFailed);
    expect(await t.app.db.select().from(files)).toEqual([]);
    expect(await fs.readdir(t.app.config.files.dir).catch(() => [])).toEqual([]);
  });
});

describe('POST /api/file/url with FILE_IMPORT_ALLOW_PRIVATE', () => {
  const t = useTestApp({ FILE_IMPORT_ALLOW_PRIVATE: 'true' });
  const source = useSourceServer('127.0.0.1');

  it('imports from a loopback server when the configuration opts in', async () => {
    const { headers } = await loginAs(t.app);
    source.route('/a.png', async (response) => response.end(await createPng()));
    const response = await importUrl(t.app, headers, { url: `http://localhost:${new URL(source.base).port}/a.png` });
    expect(response.statusCode).toBe(200);
    expect(response.json().originalname).toBe('a.png');
  });
});
