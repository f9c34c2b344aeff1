import { notifications } from '@mantine/notifications';
import { errorMessages, uploadsAtOncePerTab } from '@zadania/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/api-error';
import { setSessionExpiredHandler } from '../../lib/api/client';
import { getToken, saveSession } from '../../lib/api/token-storage';
import { buildFile, buildUploadedFile, FakeXhr } from './files-test-utils';
import { isAbortError, uploadErrorMessage, uploadFile } from './upload-file';

const sessionId = '6f1c1f4e-8d1f-4c53-9a49-0c2b1e6b7a10';

describe('uploadFile', () => {
  beforeEach(() => {
    FakeXhr.install();
    saveSession({ token: 'access-1', refreshToken: 'refresh-1', sessionId });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    notifications.clean();
    setSessionExpiredHandler(() => {});
  });

  it('posts the kind and the file as multipart with the Bearer token and reports whole percentages', async () => {
    const uploaded = buildUploadedFile({ originalname: 'wykres.png' });
    const progress: number[] = [];
    const file = buildFile('wykres.png', 1000);
    const promise = uploadFile({
      file,
      assign: 'HOMEWORK_SOLUTION_IMAGE',
      onProgress: (value) => progress.push(value),
    });

    const xhr = FakeXhr.last();
    const body = xhr.body as FormData;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/file');
    expect(xhr.headers.Authorization).toBe('Bearer access-1');
    expect(body.get('assign')).toBe('HOMEWORK_SOLUTION_IMAGE');
    expect(body.has('s3Video')).toBe(false);
    expect((body.get('file') as File).name).toBe('wykres.png');
    // The kind comes before the file, so the server knows it before reading the bytes.
    expect([...body.keys()]).toEqual(['assign', 'file']);

    xhr.progress(333, 1000);
    xhr.progress(1000, 1000);
    xhr.respond(201, uploaded);
    await expect(promise).resolves.toEqual(uploaded);
    expect(progress).toEqual([0, 33, 100]);
  });

  it('sends s3Video for hosted videos', async () => {
    const promise = uploadFile({
      file: buildFile('lekcja.mp4', 10, 'video/mp4'),
      assign: 'COURSE_VIDEO',
      s3Video: true,
    });
    const xhr = FakeXhr.last();
    expect(xhr.body?.get('s3Video')).toBe('true');
    xhr.respond(201, buildUploadedFile({ extension: 'mp4' }));
    await promise;
  });

  it('refreshes the token once on 401 and sends the upload again', async () => {
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL) =>
        new Response(JSON.stringify({ token: 'access-2', refreshToken: 'refresh-2', sessionId }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const uploaded = buildUploadedFile();
    const promise = uploadFile({ file: buildFile('a.png'), assign: 'PRIVATE' });

    FakeXhr.last().respond(401, { statusCode: 401, error: 'Unauthorized', message: 'Brak autoryzacji' });
    await vi.waitFor(() => expect(FakeXhr.instances).toHaveLength(2));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/auth/refresh-token');
    const retry = FakeXhr.last();
    expect(retry.headers.Authorization).toBe('Bearer access-2');
    retry.respond(201, uploaded);
    await expect(promise).resolves.toEqual(uploaded);
    expect(getToken()).toBe('access-2');
  });

  it('rejects with the Polish message of the server', async () => {
    const promise = uploadFile({ file: buildFile('a.png'), assign: 'PRIVATE' });
    FakeXhr.last().respond(413, { statusCode: 413, error: 'Payload Too Large', message: 'Zbyt duży rozmiar pliku!' });
    const error = await promise.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(413);
    expect(uploadErrorMessage(error)).toBe('Zbyt duży rozmiar pliku!');
  });

  it('names a lost connection, and falls back to "Nie udało się przesłać pliku." for a server failure', async () => {
    const network = uploadFile({ file: buildFile('a.png'), assign: 'PRIVATE' });
    FakeXhr.last().fail();
    expect(uploadErrorMessage(await network.catch((caught: unknown) => caught))).toBe(
      'Nie udało się przesłać pliku. Brak połączenia z internetem. Sprawdź połączenie i spróbuj ponownie.',
    );

    const server = uploadFile({ file: buildFile('b.png'), assign: 'PRIVATE' });
    FakeXhr.last().respond(500, {
      statusCode: 500,
      message: 'Wystąpił błąd po stronie serwera, spróbuj ponownie później.',
    });
    expect(uploadErrorMessage(await server.catch((caught: unknown) => caught))).toBe('Nie udało się przesłać pliku.');
  });

  it('shows the server’s message for a storage failure (503)', async () => {
    const promise = uploadFile({ file: buildFile('a.png'), assign: 'PRIVATE' });
    FakeXhr.last().respond(503, {
      statusCode: 503,
      error: 'Service Unavailable',
      message: errorMessages.storageUnavailable,
    });
    expect(uploadErrorMessage(await promise.catch((caught: unknown) => caught))).toBe(
      'Nie udało się zapisać pliku. Spróbuj ponownie później.',
    );
  });

  it('sends a few uploads at once and starts the next when one ends; one aborted while waiting never starts', async () => {
    const uploads = Array.from({ length: uploadsAtOncePerTab + 2 }, (_, i) => {
      const controller = new AbortController();
      const promise = uploadFile({ file: buildFile(`${i}.png`), assign: 'PRIVATE', signal: controller.signal });
      return { controller, promise };
    });
    expect(FakeXhr.instances).toHaveLength(uploadsAtOncePerTab);

    const waitingAborted = uploads.at(-2)!;
    waitingAborted.controller.abort();
    expect(isAbortError(await waitingAborted.promise.catch((caught: unknown) => caught))).toBe(true);

    const first = FakeXhr.instances[0]!;
    first.respond(201, buildUploadedFile({ originalname: '0.png' }));
    await uploads[0]!.promise;
    await vi.waitFor(() => expect(FakeXhr.instances).toHaveLength(uploadsAtOncePerTab + 1));
    expect((FakeXhr.last().body!.get('file') as File).name).toBe(`${uploadsAtOncePerTab + 1}.png`);

    const rest = FakeXhr.instances.slice(1);
    for (const xhr of rest) xhr.respond(201, buildUploadedFile());
    await Promise.all(uploads.filter((upload) => upload !== waitingAborted).map((upload) => upload.promise));
    expect(FakeXhr.instances).toHaveLength(uploadsAtOncePerTab + 1);
  });

  it('aborts the request when the signal aborts', async () => {
    const controller = new AbortController();
    const promise = uploadFile({ file: buildFile('a.png'), assign: 'PRIVATE', signal: controller.signal });
    const xhr = FakeXhr.last();
    controller.abort();
    const error = await promise.catch((caught: unknown) => caught);
    expect(xhr.aborted).toBe(true);
    expect(isAbortError(error)).toBe(true);
  });
});
