import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  errorMessages,
  fileMessages,
  formatInvalidFormatMessage,
  imageExtensions,
  type TUploadedFile,
  userStorageLimit,
  videoExtensions,
} from '@zadania/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import type { TTestApp } from '../../../test/build-test-app';
import { useTestApp } from '../../../test/build-test-app';
import { buildHomework, loginAs } from '../../../test/factories';
import {
  buildMultipart,
  createExe,
  createJpegWithExif,
  createMp4,
  createPdf,
  createPng,
  uploadFile,
} from '../../../test/file-fixtures';
import { files, users } from '../../db/schema';

const filesDir = (app: TTestApp) => app.config.files.dir;

/** Every file under DATA_DIR/files, relative, sorted. */
async function storedFiles(app: TTestApp) {
  const entries = await fs.readdir(filesDir(app), { recursive: true }).catch(() => [] as string[]);
  const result: string[] = [];
  for (const entry of entries) {
    if ((await fs.stat(path.join(filesDir(app), entry))).isFile()) result.push(entry.split(path.sep).join('/'));
  }
  return result.sort();
}

const fileRows = (app: TTestApp) => app.db.select().from(files);

describe('POST /api/file', () => {
  const t = useTestApp();

  it('answers 401 without a token', async () => {
    const response = await uploadFile(t.app, {}, { filename: 'a.png', content: await createPng() });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Jesteś niezalogowany!');
  });

  it('stores a PNG under its id, with a thumbnail and its dimensions', async () => {
    const { user, headers } = await loginAs(t.app);
    const response = await uploadFile(t.app, headers, {
      filename: 'Wykres funkcji.png',
      content: await createPng(800, 600),
      assign: 'EDITOR_IMAGE',
    });
    expect(response.statusCode).toBe(200);
    const file: TUploadedFile = response.json();
    expect(file).toMatchObject({
      originalname: 'Wykres funkcji.png',
      name: `${file.id}.png`,
      url: `/api/file/${file.id}/content`,
      thumbnailUrl: `/api/file/${file.id}/thumbnail`,
      embedUrl: null,
      mimetype: 'image/png',
      extension: 'png',
      assign: 'EDITOR_IMAGE',
      metadata: { width: 800, height: 600 },
    });
    const [row] = await fileRows(t.app);
    expect(row).toMatchObject({ id: file.id, ownerId: user.id, storageKey: `${file.id}.png`, size: file.size });
    expect(await storedFiles(t.app)).toEqual([`${file.id}.png`, `thumbnails/${file.id}.webp`]);
    const stored = await fs.readFile(path.join(filesDir(t.app), `${file.id}.png`));
    expect(stored.length).toBe(file.size);
    const thumbnail = await sharp(path.join(filesDir(t.app), `thumbnails/${file.id}.webp`)).metadata();
    expect([thumbnail.format, thumbnail.width, thumbnail.height]).toEqual(['webp', 320, 240]);
  });

  it('strips EXIF from a JPEG and applies its orientation', async () => {
    const { headers } = await loginAs(t.app);
    const original = await createJpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await uploadFile(t.app, headers, {
      filename: 'zdjecie.jpeg',
      content: original,
      assign: 'AVATAR',
    });
    expect(response.statusCode).toBe(200);
    const file: TUploadedFile = response.json();
    expect(file).toMatchObject({ extension: 'jpeg', mimetype: 'image/jpeg', metadata: { width: 30, height: 40 } });
    const stored = await fs.readFile(path.join(filesDir(t.app), file.name));
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('Tajna lokalizacja'))).toBe(false);
    expect([metadata.width, metadata.height]).toEqual([30, 40]);
  });

  it('refuses content that does not match the extension, leaving nothing behind', async () => {
    const { headers } = await loginAs(t.app);
    const cases = [
      { filename: 'obraz.png', content: Buffer.from('to jest zwykły tekst, nie obraz') },
      { filename: 'kot.jpg', content: createExe() },
      { filename: 'film.png', content: createMp4() },
      { filename: 'pusty.png', content: Buffer.alloc(0) },
    ];
    for (const file of cases) {
      const response = await uploadFile(t.app, headers, { ...file, assign: 'EDITOR_IMAGE' });
      expect(response.statusCode, file.filename).toBe(400);
      expect(response.json().message).toBe(formatInvalidFormatMessage(imageExtensions));
    }
    const exe = await uploadFile(t.app, headers, { filename: 'program.exe', content: createExe(), assign: 'PRIVATE' });
    expect(exe.statusCode).toBe(400);
    expect(await fileRows(t.app)).toEqual([]);
    expect(await storedFiles(t.app)).toEqual([]);
  });

  it('refuses an extension the kind does not allow, with the allowed formats', async () => {
    const { headers } = await loginAs(t.app, 'TEACHER');
    const response = await uploadFile(t.app, headers, {
      filename: 'rozwiazanie.pdf',
      content: createPdf(),
      assign: 'HOMEWORK_SOLUTION_VIDEO',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Nieprawidłowy format pliku! Dozwolone formaty: mp4, mkv, avi, m4v.');
    expect(formatInvalidFormatMessage(videoExtensions)).toBe(response.json().message);
    const noExtension = await uploadFile(t.app, headers, { filename: 'plik', content: createPdf() });
    expect(noExtension.statusCode).toBe(400);
  });

  it('answers 400 with Polish messages for a bad form', async () => {
    const { headers } = await loginAs(t.app);
    const badKind = await uploadFile(t.app, headers, {
      filename: 'a.png',
      content: await createPng(),
      assign: 'WSZYSTKO',
    });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().message).toBe('Niepoprawny format');

    const fieldsOnly = buildMultipart([{ name: 'assign', value: 'PRIVATE' }]);
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/file',
      payload: fieldsOnly.payload,
      headers: { ...headers, ...fieldsOnly.headers },
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe(fileMessages.fileMissing);

    const json = await t.app.inject({ method: 'POST', url: '/api/file', payload: { assign: 'PRIVATE' }, headers });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(fileMessages.fileMissing);
  });

  it('accepts one file only and undoes the stored one', async () => {
    const { headers } = await loginAs(t.app);
    const png = await createPng();
    const body = buildMultipart([
      { name: 'assign', value: 'PRIVATE' },
      { name: 'file', filename: 'a.png', content: png },
      { name: 'file', filename: 'b.png', content: png },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/file',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Zbyt wiele plików!');
    expect(await fileRows(t.app)).toEqual([]);
    expect(await storedFiles(t.app)).toEqual([]);

    const late = buildMultipart([
      { name: 'file', filename: 'a.png', content: png },
      { name: 'assign', value: 'AVATAR' },
    ]);
    const fieldAfter = await t.app.inject({
      method: 'POST',
      url: '/api/file',
      payload: late.payload,
      headers: { ...headers, ...late.headers },
    });
    expect(fieldAfter.statusCode).toBe(400);
    expect(fieldAfter.json().message).toBe(fileMessages.fieldsAfterFile);
    expect(await fileRows(t.app)).toEqual([]);
  });

  it('answers 403 when the role may not upload the kind', async () => {
    const { headers } = await loginAs(t.app, 'USER');
    for (const assign of ['HOMEWORK_SOLUTION_IMAGE', 'BOOK', 'COURSE_VIDEO']) {
      const response = await uploadFile(t.app, headers, { filename: 'a.png', content: await createPng(), assign });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Brak uprawnień do wykonania tej operacji.');
    }
    const { headers: teacher } = await loginAs(t.app, 'TEACHER');
    const allowed = await uploadFile(t.app, teacher, {
      filename: 'a.png',
      content: await createPng(),
      assign: 'HOMEWORK_SOLUTION_IMAGE',
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('keeps two files of one name as two files (every phone photo is image.jpg)', async () => {
    const { headers } = await loginAs(t.app);
    const first = await uploadFile(t.app, headers, {
      filename: 'image.png',
      content: await createPng(),
      assign: 'PRIVATE',
    });
    const second = await uploadFile(t.app, headers, {
      filename: 'image.png',
      content: await createPng(),
      assign: 'PRIVATE',
    });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().id).not.toBe(second.json().id);
    expect(first.json().originalname).toBe('image.png');
    expect(second.json().originalname).toBe('image.png');
    expect(await fileRows(t.app)).toHaveLength(2);
  });

  it('makes path traversal in names harmless', async () => {
    const { headers } = await loginAs(t.app);
    const png = await createPng();
    const names = ['../../../../etc/passwd.png', '..\\..\\windows\\zly.png', '/tmp/../x.png', '....png'];
    const stored: TUploadedFile[] = [];
    for (const filename of names) {
      const response = await uploadFile(t.app, headers, { filename, content: png, assign: 'PRIVATE' });
      expect(response.statusCode, filename).toBe(200);
      stored.push(response.json());
    }
    expect(stored.map((file) => file.originalname)).toEqual(['passwd.png', 'zly.png', 'x.png', '....png']);
    expect(stored.every((file) => file.name === `${file.id}.png`)).toBe(true);
    const dataDir = path.dirname(filesDir(t.app));
    expect((await fs.readdir(dataDir)).sort()).toEqual(['files']);
    expect(await storedFiles(t.app)).toEqual(
      stored.flatMap((file) => [`${file.id}.png`, `thumbnails/${file.id}.webp`]).sort(),
    );
  });

  it('streams a video and records s3Video; no embed URL without a hosted-video guid', async () => {
    const { headers } = await loginAs(t.app, 'TEACHER');
    const video = createMp4(200_000);
    const response = await uploadFile(t.app, headers, {
      filename: 'rozwiazanie.mp4',
      content: video,
      assign: 'HOMEWORK_SOLUTION_VIDEO',
      s3Video: 'true',
    });
    expect(response.statusCode).toBe(200);
    const file: TUploadedFile = response.json();
    expect(file).toMatchObject({
      size: 200_000,
      mimetype: 'video/mp4',
      thumbnailUrl: null,
      embedUrl: null,
      metadata: {},
    });
    const [row] = await fileRows(t.app);
    expect(row!.s3Video).toBe(true);
    expect(await fs.readFile(path.join(filesDir(t.app), file.name))).toEqual(video);
  });

  it('stores plain text and documents by their content', async () => {
    const { headers } = await loginAs(t.app);
    const text = await uploadFile(t.app, headers, {
      filename: 'notatki.txt',
      content: Buffer.from('<script>alert(1)</script> zażółć gęślą jaźń'),
      assign: 'NOTES_FILE',
    });
    expect(text.statusCode).toBe(200);
    expect(text.json()).toMatchObject({ mimetype: 'text/plain; charset=utf-8', url: null });
    const pdf = await uploadFile(t.app, headers, {
      filename: 'Zeszyt.PDF',
      content: createPdf(),
      assign: 'NOTES_FILE',
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.json()).toMatchObject({ extension: 'pdf', mimetype: 'application/pdf', originalname: 'Zeszyt.PDF' });
  });
});

describe('POST /api/file with small limits', () => {
  const t = useTestApp({
    FILE_UPLOAD_MAX_BYTES: '2048',
    FILE_USER_STORAGE_LIMIT: '6000',
    FILE_IMAGE_MAX_PIXELS: '10000',
  });

  it('answers 413 with the limit once a file passes its size, and deletes the partial object', async () => {
    const { headers } = await loginAs(t.app, 'TEACHER');
    const response = await uploadFile(t.app, headers, {
      filename: 'film.mp4',
      content: createMp4(5000),
      assign: 'HOMEWORK_SOLUTION_VIDEO',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Zbyt duży rozmiar pliku! Maksymalny rozmiar: 2 KB.');
    expect(await fileRows(t.app)).toEqual([]);
    expect(await storedFiles(t.app)).toEqual([]);
    const exact = await uploadFile(t.app, headers, {
      filename: 'film.mp4',
      content: createMp4(2048),
      assign: 'HOMEWORK_SOLUTION_VIDEO',
    });
    expect(exact.statusCode).toBe(200);
  });

  it('enforces the per-user storage limit (not for admins) and reports the space', async () => {
    const { headers } = await loginAs(t.app);
    for (const name of ['a', 'b']) {
      const response = await uploadFile(t.app, headers, { filename: `${name}.mp4`, content: createMp4(2000) });
      expect(response.statusCode).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/file/space', headers })).json()).toEqual({
      used: 4000,
      limit: 6000,
    });
    const over = await uploadFile(t.app, headers, { filename: 'c.mp4', content: createMp4(2040) });
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe(fileMessages.spaceExceeded);
    expect((await uploadFile(t.app, headers, { filename: 'd.mp4', content: createMp4(2000) })).statusCode).toBe(200);
    const full = await uploadFile(t.app, headers, { filename: 'e.mp4', content: createMp4(10) });
    expect(full.statusCode).toBe(413);
    expect(full.json().message).toBe(fileMessages.spaceExceeded);
    expect(await fileRows(t.app)).toHaveLength(3);
    expect(await storedFiles(t.app)).toHaveLength(3);

    const { headers: admin } = await loginAs(t.app, 'ADMIN');
    for (const name of ['a', 'b', 'c', 'd']) {
      expect((await uploadFile(t.app, admin, { filename: `${name}.mp4`, content: createMp4(2000) })).statusCode).toBe(
        200,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/file/space', headers: admin })).json()).toEqual({
      used: 8000,
      limit: null,
    });
  });

  it('refuses images with too many pixels before decoding them', async () => {
    const { headers } = await loginAs(t.app);
    const response = await uploadFile(t.app, headers, { filename: 'bomba.png', content: await createPng(200, 100) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Obraz ma zbyt dużą rozdzielczość.');
    expect(await storedFiles(t.app)).toEqual([]);
  });
});

/**
 * Makes writes under `dir` fail: read-only permissions, or, for root (whom permissions do not stop),
 * a regular file where the directory should be.
 */
async function makeUnwritable(dir: string) {
  if (process.getuid?.() !== 0) {
    await fs.mkdir(dir, { recursive: true });
    await fs.chmod(dir, 0o500);
    return;
  }
  await fs.rm(dir, { recursive: true, force: true });
  await fs.writeFile(dir, '');
}

describe('POST /api/file when storage cannot write', () => {
  const t = useTestApp();

  it('answers 503 with a Polish message, logs the cause and leaves no row and nothing half-written', async () => {
    const { headers } = await loginAs(t.app);
    const logged = vi.spyOn(t.app.log, 'error');
    const refused = {
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'Nie udało się zapisać pliku. Spróbuj ponownie później.',
    };
    expect(errorMessages.storageUnavailable).toBe(refused.message);

    // Thumbnails cannot be written: the image is stored first, then undone.
    await fs.mkdir(filesDir(t.app), { recursive: true });
    await fs.writeFile(path.join(filesDir(t.app), 'thumbnails'), '');
    const image = await uploadFile(t.app, headers, { filename: 'a.png', content: await createPng() });
    expect(image.statusCode).toBe(503);
    expect(image.json()).toEqual(refused);
    expect(await storedFiles(t.app)).toEqual(['thumbnails']);

    // Nothing can be written at all.
    await makeUnwritable(filesDir(t.app));
    const video = await uploadFile(t.app, headers, { filename: 'film.mp4', content: createMp4(100_000) });
    expect(video.statusCode).toBe(503);
    expect(video.json()).toEqual(refused);
    expect(await storedFiles(t.app)).toEqual([]);

    expect(await fileRows(t.app)).toEqual([]);
    expect(logged).toHaveBeenCalledTimes(2);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.objectContaining({ code: expect.any(String) }) }),
      'Storage refused an uploaded file',
    );
    await fs.rm(filesDir(t.app), { recursive: true, force: true });
    expect((await uploadFile(t.app, headers, { filename: 'a.png', content: await createPng() })).statusCode).toBe(200);
  });
});

describe('the sweeper of orphaned stored files', () => {
  const t = useTestApp();
  const hour = 60 * 60 * 1000;

  it('deletes partial writes and objects without a row once older than the grace period, and nothing else', async () => {
    const { headers } = await loginAs(t.app);
    const kept: TUploadedFile = (
      await uploadFile(t.app, headers, { filename: 'a.png', content: await createPng() })
    ).json();
    // What a crash leaves: an object stored but never recorded, and a partial write.
    const orphan = randomUUID();
    await t.app.fileStorage.put(`${orphan}.pdf`, Readable.from([createPdf()]), { contentType: 'application/pdf' });
    await t.app.fileStorage.put(`thumbnails/${orphan}.webp`, Readable.from([Buffer.from('x')]), {
      contentType: 'image/webp',
    });
    const partial = `${randomUUID()}.mp4.0123456789ab.part`;
    await fs.writeFile(path.join(filesDir(t.app), partial), createMp4(5000));
    const everything = await storedFiles(t.app);
    expect(everything).toHaveLength(5);

    const start = Date.now();
    expect(await t.app.services.files.sweepOrphans({ now: new Date(start + hour - 60_000) })).toBe(0);
    expect(await storedFiles(t.app)).toEqual(everything);

    expect(await t.app.services.files.sweepOrphans({ now: new Date(start + hour + 60_000) })).toBe(3);
    expect(await storedFiles(t.app)).toEqual([`${kept.id}.png`, `thumbnails/${kept.id}.webp`]);
    for (const mode of ['content', 'thumbnail']) {
      const url = `/api/file/${kept.id}/${mode}`;
      expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(200);
    }
  });

  it('leaves files that are not storage keys alone', async () => {
    await fs.mkdir(filesDir(t.app), { recursive: true });
    await fs.writeFile(path.join(filesDir(t.app), 'README.TXT'), 'nie nasz plik');
    expect(await t.app.services.files.sweepOrphans({ now: new Date(Date.now() + 48 * hour) })).toBe(0);
    expect(await storedFiles(t.app)).toEqual(['README.TXT']);
  });
});

describe('GET /api/file/space', () => {
  const t = useTestApp();

  it('answers 401 without a token, then the space used and the default limit', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/file/space' })).statusCode).toBe(401);
    const { headers } = await loginAs(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/file/space', headers })).json()).toEqual({
      used: 0,
      limit: userStorageLimit,
    });
    const file = (await uploadFile(t.app, headers, { filename: 'a.pdf', content: createPdf() })).json();
    expect((await t.app.inject({ method: 'GET', url: '/api/file/space', headers })).json().used).toBe(file.size);
  });
});

describe('GET /api/file', () => {
  const t = useTestApp();

  it('lists only the viewer’s own files, newest first, paged and filtered (ADMIN too)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/file' })).statusCode).toBe(401);
    const { headers } = await loginAs(t.app);
    const { headers: admin } = await loginAs(t.app, 'ADMIN');
    const names = ['pierwszy.pdf', 'drugi.pdf', 'trzeci.pdf'];
    for (const filename of names) {
      expect((await uploadFile(t.app, headers, { filename, content: createPdf() })).statusCode).toBe(200);
    }
    await uploadFile(t.app, headers, { filename: 'awatar.png', content: await createPng(), assign: 'AVATAR' });
    await uploadFile(t.app, admin, { filename: 'admina.pdf', content: createPdf() });

    const page1 = (await t.app.inject({ method: 'GET', url: '/api/file?pageSize=2', headers })).json();
    expect(page1).toMatchObject({ total: 4, page: 1, pageCount: 2 });
    expect(page1.results.map((f: TUploadedFile) => f.originalname)).toEqual(['awatar.png', 'trzeci.pdf']);
    const page2 = (await t.app.inject({ method: 'GET', url: '/api/file?pageSize=2&page=2', headers })).json();
    expect(page2.results.map((f: TUploadedFile) => f.originalname)).toEqual(['drugi.pdf', 'pierwszy.pdf']);
    const avatars = (await t.app.inject({ method: 'GET', url: '/api/file?assign=AVATAR', headers })).json();
    expect(avatars.results.map((f: TUploadedFile) => f.originalname)).toEqual(['awatar.png']);
    const search = (await t.app.inject({ method: 'GET', url: '/api/file?search=RUGI', headers })).json();
    expect(search.results.map((f: TUploadedFile) => f.originalname)).toEqual(['drugi.pdf']);
    const wildcard = (await t.app.inject({ method: 'GET', url: '/api/file?search=%25', headers })).json();
    expect(wildcard.total).toBe(0);

    const adminList = (await t.app.inject({ method: 'GET', url: '/api/file', headers: admin })).json();
    expect(adminList.results.map((f: TUploadedFile) => f.originalname)).toEqual(['admina.pdf']);

    const bad = await t.app.inject({ method: 'GET', url: '/api/file?pageSize=51', headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Niepoprawny format');
  });
});

describe('DELETE /api/file/{id}', () => {
  const t = useTestApp();

  it('lets the owner or an ADMIN delete a file with its object and thumbnail', async () => {
    const owner = await loginAs(t.app);
    const other = await loginAs(t.app);
    const { headers: admin } = await loginAs(t.app, 'ADMIN');
    const first: TUploadedFile = (
      await uploadFile(t.app, owner.headers, { filename: 'a.png', content: await createPng() })
    ).json();
    const second: TUploadedFile = (
      await uploadFile(t.app, owner.headers, { filename: 'b.png', content: await createPng() })
    ).json();
    const url = (id: string) => `/api/file/${id}`;

    expect((await t.app.inject({ method: 'DELETE', url: url(first.id) })).statusCode).toBe(401);
    const badId = await t.app.inject({ method: 'DELETE', url: url('nie-uuid'), headers: owner.headers });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe(fileMessages.invalidId);
    const missing = await t.app.inject({
      method: 'DELETE',
      url: url('00000000-0000-4000-8000-000000000000'),
      headers: owner.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(fileMessages.notFound);
    const forbidden = await t.app.inject({ method: 'DELETE', url: url(first.id), headers: other.headers });
    expect(forbidden.statusCode).toBe(403);

    const deleted = await t.app.inject({ method: 'DELETE', url: url(first.id), headers: owner.headers });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Usunięto!' });
    expect(await storedFiles(t.app)).toEqual([`${second.id}.png`, `thumbnails/${second.id}.webp`]);
    expect((await t.app.inject({ method: 'GET', url: `/api/file/${first.id}/content` })).statusCode).toBe(404);

    expect((await t.app.inject({ method: 'DELETE', url: url(second.id), headers: admin })).statusCode).toBe(200);
    expect(await fileRows(t.app)).toEqual([]);
    expect(await storedFiles(t.app)).toEqual([]);
  });

  it('sweeps the files of a deleted user', async () => {
    const { user, headers } = await loginAs(t.app);
    await uploadFile(t.app, headers, { filename: 'a.png', content: await createPng() });
    await uploadFile(t.app, headers, { filename: 'b.pdf', content: createPdf() });
    await t.app.db.delete(users).where(eq(users.id, user.id));
    const rows = await fileRows(t.app);
    expect(rows.map((row) => row.ownerId)).toEqual([null, null]);
    expect(await t.app.services.files.sweepOwnerless()).toBe(2);
    expect(await fileRows(t.app)).toEqual([]);
    expect(await storedFiles(t.app)).toEqual([]);
  });

  it('keeps a deleted teacher’s solution image while a task still shows it', async () => {
    const { user, headers } = await loginAs(t.app, 'TEACHER');
    const image = await uploadFile(t.app, headers, {
      filename: 'rozwiazanie.png',
      content: await createPng(),
      assign: 'HOMEWORK_SOLUTION_IMAGE',
    });
    const unused = await uploadFile(t.app, headers, { filename: 'notatka.pdf', content: createPdf() });
    await buildHomework(t.app, { authorId: user.id, solutionImageIds: [image.json().id] });
    await t.app.db.delete(users).where(eq(users.id, user.id));
    expect(await t.app.services.files.sweepOwnerless()).toBe(1);
    expect((await fileRows(t.app)).map((row) => row.id)).toEqual([image.json().id]);
    expect(unused.statusCode).toBe(200);
  });
});

describe('hosted videos', () => {
  const t = useTestApp({ VIDEO_EMBED_URL_TEMPLATE: 'https://iframe.mediadelivery.net/embed/12345/{guid}' });

  it('builds the embed URL from metadata.guid and lets the player origin into frame-src', async () => {
    const { headers } = await loginAs(t.app, 'TEACHER');
    const file: TUploadedFile = (
      await uploadFile(t.app, headers, {
        filename: 'lekcja.mp4',
        content: createMp4(),
        assign: 'HOMEWORK_SOLUTION_VIDEO',
        s3Video: 'true',
      })
    ).json();
    expect(file.embedUrl).toBeNull();
    await t.app.db
      .update(files)
      .set({ metadata: { guid: 'a1b2-c3d4' } })
      .where(eq(files.id, file.id));
    const list = (await t.app.inject({ method: 'GET', url: '/api/file', headers })).json();
    expect(list.results[0].embedUrl).toBe('https://iframe.mediadelivery.net/embed/12345/a1b2-c3d4');
    const csp = (await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'];
    expect(csp).toContain("frame-src 'self' https://iframe.mediadelivery.net");
  });

  it('describes the file routes in the OpenAPI document', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(
      Object.keys(spec.paths)
        .filter((key) => key.startsWith('/api/file'))
        .sort(),
    ).toEqual([
      '/api/file',
      '/api/file/space',
      '/api/file/url',
      '/api/file/{id}',
      '/api/file/{id}/content',
      '/api/file/{id}/download',
      '/api/file/{id}/preview',
      '/api/file/{id}/thumbnail',
    ]);
    const upload = spec.paths['/api/file'].post.requestBody.content['multipart/form-data'].schema;
    expect(upload.properties.file).toMatchObject({ type: 'string', format: 'binary' });
  });
});
