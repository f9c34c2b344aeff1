import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { fileMessages, type TUploadedFile } from '@zadania/shared';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/factories';
import { createMp4, createPdf, createPng, uploadFile } from '../../../test/file-fixtures';
import { files } from '../../db/schema';

const t = useTestApp();

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** A file row and object written directly, as an older client or an import might have left them. */
async function insertStoredFile(values: {
  ownerId: string;
  assign: 'EDITOR_IMAGE' | 'PRIVATE';
  originalName: string;
  extension: string;
  mimetype: string;
  content: Buffer;
}) {
  const id = randomUUID();
  const storageKey = `${id}.${values.extension}`;
  const { content, ...rest } = values;
  await t.app.fileStorage.put(storageKey, Readable.from([content]), { contentType: values.mimetype });
  await t.app.db.insert(files).values({ id, ...rest, size: content.length, storageKey });
  return id;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('GET /api/file/{id}/content', () => {
  it('serves a public image inline to anybody, immutable, with a sandbox CSP and nosniff', async () => {
    const { headers } = await loginAs(t.app);
    const png = await createPng();
    const file: TUploadedFile = (
      await uploadFile(t.app, headers, { filename: 'wykres.png', content: png, assign: 'EDITOR_IMAGE' })
    ).json();
    const response = await get(file.url!);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(file.size),
      'content-disposition': `inline; filename="wykres.png"; filename*=UTF-8''wykres.png`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      'accept-ranges': 'bytes',
      etag: `"${file.id}"`,
    });
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect((await sharp(response.rawPayload).metadata()).width).toBe(40);

    const cached = await get(file.url!, { 'if-none-match': `"${file.id}"` });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);

    const thumbnail = await get(file.thumbnailUrl!);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect((await sharp(thumbnail.rawPayload).metadata()).format).toBe('webp');
  });

  it('answers byte ranges with 206 and the exact bytes, 416 past the end', async () => {
    const { headers } = await loginAs(t.app, 'TEACHER');
    const video = createMp4(8192);
    const file: TUploadedFile = (
      await uploadFile(t.app, headers, { filename: 'film.mp4', content: video, assign: 'HOMEWORK_SOLUTION_VIDEO' })
    ).json();
    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      ['bytes=8000-', 8000, 8191],
      ['bytes=-100', 8092, 8191],
      ['bytes=100-100000', 100, 8191],
    ];
    for (const [range, start, end] of cases) {
      const response = await get(file.url!, { range });
      expect(response.statusCode, range).toBe(206);
      expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/8192`);
      expect(response.headers['content-length']).toBe(String(end - start + 1));
      expect(response.headers['content-type']).toBe('video/mp4');
      expect(response.rawPayload).toEqual(video.subarray(start, end + 1));
    }
    for (const range of ['bytes=8192-', 'bytes=9000-9999', 'bytes=-0']) {
      const response = await get(file.url!, { range });
      expect(response.statusCode, range).toBe(416);
      expect(response.headers['content-range']).toBe('bytes */8192');
      expect(response.json().message).toBe(fileMessages.rangeNotSatisfiable);
    }
    // Several ranges, a malformed header or a stale If-Range: the whole file.
    const wholeFile: Record<string, string>[] = [
      { range: 'bytes=0-1,5-6' },
      { range: 'items=0-1' },
      { range: 'bytes=0-1', 'if-range': '"inny"' },
    ];
    for (const extra of wholeFile) {
      const response = await get(file.url!, extra);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload).toEqual(video);
    }
  });

  it('never serves SVG, HTML or PDF inline', async () => {
    const { user, headers } = await loginAs(t.app);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const svgId = await insertStoredFile({
      ownerId: user.id,
      assign: 'EDITOR_IMAGE',
      originalName: 'rysunek.svg',
      extension: 'svg',
      mimetype: 'image/svg+xml',
      content: svg,
    });
    const response = await get(`/api/file/${svgId}/content`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.headers['x-content-type-options']).toBe('nosniff');

    const pdf: TUploadedFile = (
      await uploadFile(t.app, headers, { filename: 'karta.pdf', content: createPdf(), assign: 'PRIVATE' })
    ).json();
    const pdfResponse = await get(`/api/file/${pdf.id}/content`, headers);
    expect(pdfResponse.statusCode).toBe(200);
    expect(pdfResponse.headers['content-disposition']).toMatch(/^attachment;/);
    expect(pdfResponse.headers['content-type']).toBe('application/octet-stream');
  });

  it('answers 404 for unknown files and 400 for a malformed id', async () => {
    expect((await get(`/api/file/${randomUUID()}/content`)).statusCode).toBe(404);
    expect((await get(`/api/file/${randomUUID()}/thumbnail`)).statusCode).toBe(404);
    const bad = await get('/api/file/..%2F..%2Fetc%2Fpasswd/content');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(fileMessages.invalidId);
  });
});

describe('owner-only files', () => {
  async function privateFile() {
    const owner = await loginAs(t.app);
    const file: TUploadedFile = (
      await uploadFile(t.app, owner.headers, { filename: 'prywatny.pdf', content: createPdf(), assign: 'PRIVATE' })
    ).json();
    return { owner, file };
  }

  it('are never served to anybody but their owner', async () => {
    const { owner, file } = await privateFile();
    expect(file.url).toBeNull();
    const { headers: other } = await loginAs(t.app);
    const { headers: admin } = await loginAs(t.app, 'ADMIN');
    for (const route of ['content', 'download', 'preview']) {
      const url = `/api/file/${file.id}/${route}`;
      const anonymous = await get(url);
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json().message).toBe('Jesteś niezalogowany!');
      expect((await get(url, other)).statusCode, url).toBe(403);
      expect((await get(url, admin)).statusCode, url).toBe(403);
      expect((await get(url, owner.headers)).statusCode, url).toBe(200);
    }
  });

  it('are shown through a signed 10-minute link bound to the file', async () => {
    const { owner, file } = await privateFile();
    const other = await privateFile();
    const preview = await get(`/api/file/${file.id}/preview`, owner.headers);
    expect(preview.statusCode).toBe(200);
    const { url } = preview.json();
    expect(url).toMatch(new RegExp(`^/api/file/${file.id}/content\\?token=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`));
    const content = await get(url);
    expect(content.statusCode).toBe(200);
    expect(content.rawPayload).toEqual(createPdf());
    expect(content.headers['cache-control']).toBe('private, max-age=600');

    const token = new URL(url, 'http://x').searchParams.get('token');
    const elsewhere = await get(`/api/file/${other.file.id}/content?token=${token}`);
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json().message).toBe(fileMessages.linkExpired);
    expect((await get(`/api/file/${file.id}/content?token=nie.prawdziwy.token`)).statusCode).toBe(401);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11 * 60 * 1000);
    const expired = await get(url);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(fileMessages.linkExpired);
  });

  it('public files preview as their public URL, even anonymously', async () => {
    const { headers } = await loginAs(t.app);
    const file: TUploadedFile = (
      await uploadFile(t.app, headers, { filename: 'a.png', content: await createPng(), assign: 'AVATAR' })
    ).json();
    expect((await get(`/api/file/${file.id}/preview`)).json()).toEqual({ url: `/api/file/${file.id}/content` });
    expect((await get(`/api/file/${randomUUID()}/preview`)).statusCode).toBe(404);
  });
});

describe('GET /api/file/{id}/download', () => {
  it('sends an attachment named with an ASCII fallback and the RFC 5987 UTF-8 name', async () => {
    const { user, headers } = await loginAs(t.app);
    const names: [string, string][] = [
      [
        'Zażółć gęślą jaźń.pdf',
        `attachment; filename="Zazolc gesla jazn.pdf"; filename*=UTF-8''Za%C5%BC%C3%B3%C5%82%C4%87%20g%C4%99%C5%9Bl%C4%85%20ja%C5%BA%C5%84.pdf`,
      ],
      ['a"b;c%\'.pdf', `attachment; filename="a_b_c_'.pdf"; filename*=UTF-8''a%22b%3Bc%25%27.pdf`],
      ['C:\\Users\\Jan\\zadanie.pdf', `attachment; filename="zadanie.pdf"; filename*=UTF-8''zadanie.pdf`],
      [
        'zły\r\nSet-Cookie: x=1.pdf',
        `attachment; filename="zlySet-Cookie: x=1.pdf"; filename*=UTF-8''z%C5%82ySet-Cookie%3A%20x%3D1.pdf`,
      ],
      ['../../katalog/plik (1).pdf', `attachment; filename="plik (1).pdf"; filename*=UTF-8''plik%20%281%29.pdf`],
    ];
    for (const [originalName, expected] of names) {
      const id = await insertStoredFile({
        ownerId: user.id,
        assign: 'PRIVATE',
        originalName,
        extension: 'pdf',
        mimetype: 'application/pdf',
        content: createPdf(),
      });
      const response = await get(`/api/file/${id}/download`, headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toBe(expected);
      expect(response.headers['content-type']).toBe('application/octet-stream');
      expect(response.rawPayload).toEqual(createPdf());
    }
    const png: TUploadedFile = (
      await uploadFile(t.app, headers, { filename: 'obraz.png', content: await createPng(), assign: 'AVATAR' })
    ).json();
    const download = await get(`/api/file/${png.id}/download`);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="obraz.png"/);
  });
});
