import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/api/token-storage';
import { stubObjectUrls } from '../../test/downloads';
import { filenameFromContentDisposition } from './download-file';
import { FileRow } from './FileRow';
import { buildUploadedFile, renderWithToasts } from './files-test-utils';

const sessionId = '6f1c1f4e-8d1f-4c53-9a49-0c2b1e6b7a10';

type TCall = { method: string; path: string; authorization: string | null };

function stubFetch(respond: (path: string, method: string) => Response) {
  const calls: TCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const method = init.method ?? 'GET';
      calls.push({ method, path, authorization: new Headers(init.headers).get('Authorization') });
      return respond(path, method);
    }),
  );
  return calls;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function openMenu(name: string) {
  fireEvent.click(screen.getByRole('button', { name: `Opcje pliku ${name}` }));
  return screen.findByRole('menu');
}

describe('FileRow', () => {
  beforeEach(() => {
    saveSession({ token: 'access-1', refreshToken: 'refresh-1', sessionId });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the progress with its percentage and an abort button while uploading', () => {
    const onAbort = vi.fn();
    renderWithToasts(
      <ul>
        <FileRow status="uploading" name="wykres.png" size={3 * 1024 ** 2} progress={64} onAbort={onAbort} />
      </ul>,
    );
    const progress = screen.getByRole('progressbar', { name: 'Postęp przesyłania pliku wykres.png' });
    expect(progress.getAttribute('aria-valuenow')).toBe('64');
    expect(screen.getByText('64%')).toBeInstanceOf(Element);
    expect(screen.getByText('3 MB')).toBeInstanceOf(Element);
    expect(screen.queryByRole('img', { name: 'Przesłano' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Opcje pliku/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Przerwij przesyłanie pliku wykres.png' }));
    expect(onAbort).toHaveBeenCalledTimes(1);
  });

  it('shows a green check when done, and the menu Prześlij, Pobierz, Podgląd, Usuń', async () => {
    const onReplace = vi.fn();
    const file = buildUploadedFile({ originalname: 'tablica.png', size: 1536 });
    renderWithToasts(
      <ul>
        <FileRow status="done" file={file} onReplace={onReplace} onDeleted={vi.fn()} />
      </ul>,
    );
    expect(screen.getByRole('img', { name: 'Przesłano' })).toBeInstanceOf(Element);
    expect(screen.getByText('1,5 KB')).toBeInstanceOf(Element);
    expect(screen.queryByRole('progressbar')).toBeNull();

    const menu = await openMenu('tablica.png');
    const items = Array.from(menu.querySelectorAll('[role="menuitem"]')).map((item) => item.textContent);
    expect(items).toEqual(['Prześlij', 'Pobierz', 'Podgląd', 'Usuń']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Prześlij' }));
    expect(onReplace).toHaveBeenCalledTimes(1);
  });

  it('offers no preview for files the browser cannot show, and no delete without a handler', async () => {
    const file = buildUploadedFile({ originalname: 'notatki.pdf', extension: 'pdf', mimetype: 'application/pdf' });
    renderWithToasts(
      <ul>
        <FileRow status="stored" file={file} />
      </ul>,
    );
    expect(screen.queryByRole('img', { name: 'Przesłano' })).toBeNull();
    const menu = await openMenu('notatki.pdf');
    const items = Array.from(menu.querySelectorAll('[role="menuitem"]')).map((item) => item.textContent);
    expect(items).toEqual(['Pobierz']);
  });

  it('deletes after confirmation and shows "Usunięto!"', async () => {
    const calls = stubFetch(() => new Response(null, { status: 204 }));
    const onDeleted = vi.fn();
    const file = buildUploadedFile({ originalname: 'stary.png' });
    renderWithToasts(
      <ul>
        <FileRow status="stored" file={file} onDeleted={onDeleted} />
      </ul>,
    );
    await openMenu('stary.png');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Usuń' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usunąć plik?' });
    expect(dialog.textContent).toContain('Plik stary.png zostanie trwale usunięty.');
    expect(calls).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Usuń plik' }));
    expect(await screen.findByText('Usunięto!')).toBeInstanceOf(Element);
    expect(calls).toEqual([{ method: 'DELETE', path: `/api/file/${file.id}`, authorization: 'Bearer access-1' }]);
    expect(onDeleted).toHaveBeenCalledWith(file);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Usunąć plik?' })).toBeNull());
  });

  it('downloads with the token and saves under the name from Content-Disposition', async () => {
    const calls = stubFetch(
      () =>
        new Response('PDF', {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="x.pdf"; filename*=UTF-8\'\'R%C3%B3wnania.pdf' },
        }),
    );
    stubObjectUrls('blob:plik');
    let saved: { href: string; download: string } | null = null;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved = { href: this.href, download: this.download };
    });
    const file = buildUploadedFile({ originalname: 'rownania.pdf', extension: 'pdf' });
    renderWithToasts(
      <ul>
        <FileRow status="stored" file={file} />
      </ul>,
    );
    await openMenu('rownania.pdf');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Pobierz' }));
    await waitFor(() => expect(saved).toEqual({ href: 'blob:plik', download: 'Równania.pdf' }));
    expect(calls).toEqual([{ method: 'GET', path: `/api/file/${file.id}/download`, authorization: 'Bearer access-1' }]);
  });

  it('previews a private image through a signed URL in the image viewer', async () => {
    const calls = stubFetch(() => json(200, { url: '/api/file/signed/content?signature=abc' }));
    const file = buildUploadedFile({ originalname: 'prywatne.png', url: null });
    renderWithToasts(
      <ul>
        <FileRow status="stored" file={file} />
      </ul>,
    );
    await openMenu('prywatne.png');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Podgląd' }));
    const image = await screen.findByRole('img', { name: 'prywatne.png' });
    expect(image.getAttribute('src')).toBe('/api/file/signed/content?signature=abc');
    expect(screen.getByRole('button', { name: 'Powiększ' })).toBeInstanceOf(Element);
    expect(calls.map((call) => call.path)).toEqual([`/api/file/${file.id}/preview`]);
  });

  it('previews a public video in the video player', async () => {
    const calls = stubFetch(() => json(500, {}));
    const file = buildUploadedFile({ originalname: 'lekcja.mp4', extension: 'mp4' });
    renderWithToasts(
      <ul>
        <FileRow status="stored" file={file} />
      </ul>,
    );
    await openMenu('lekcja.mp4');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Podgląd' }));
    const dialog = await screen.findByRole('dialog', { name: 'Podgląd wideo' });
    const video = dialog.querySelector('video');
    expect(video?.getAttribute('src')).toBe(file.url);
    expect(calls).toHaveLength(0);
  });
});

describe('filenameFromContentDisposition', () => {
  it('prefers filename* and falls back to filename', () => {
    expect(filenameFromContentDisposition("attachment; filename*=UTF-8''Zadanie%201.png")).toBe('Zadanie 1.png');
    expect(filenameFromContentDisposition('attachment; filename="a \\"b\\".pdf"')).toBe('a "b".pdf');
    expect(filenameFromContentDisposition('attachment; filename=plain.txt')).toBe('plain.txt');
    expect(filenameFromContentDisposition('attachment')).toBeNull();
    expect(filenameFromContentDisposition(null)).toBeNull();
  });
});
