import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TMe, TRole } from '@zadania/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUploadedFile, renderWithToasts } from '../../components/files/files-test-utils';
import { saveSession } from '../../lib/api/token-storage';
import { withFilePolicies } from '../../test/server-policies';
import { MyFilesPage, uploadKindsFor } from './MyFilesPage';

vi.setConfig({ testTimeout: 20_000 });

const sessionId = '6f1c1f4e-8d1f-4c53-9a49-0c2b1e6b7a10';

const me = (role: TRole): TMe => ({
  id: '7a1d2b8f-2c3d-4e4f-9a5b-6c7d8e9f0a12',
  role,
  username: 'uczen',
  displayName: 'Uczeń',
  avatar: null,
  description: null,
  lastOnline: null,
  createdAt: '2025-09-05T09:00:00.000Z',
  email: 'uczen@zadania.local',
  emailConfirmed: true,
  passwordChangeRequired: false,
  twoFactorEnabled: false,
  backupCodesLeft: 0,
  hasActiveSubscription: false,
  awaitingParentalConsent: null,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubApi({ files = [buildUploadedFile({ originalname: 'zeszyt.png' })], failList = false } = {}) {
  let current = [...files];
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init.method ?? 'GET';
      calls.push(`${method} ${url.pathname}${url.search}`);
      if (url.pathname === '/api/user/me') return json(200, me('USER'));
      if (url.pathname === '/api/file/space') return json(200, { used: 3 * 1024 ** 2, limit: 10 * 1024 ** 3 });
      if (url.pathname === '/api/file' && failList) return json(500, { statusCode: 500, message: 'Błąd' });
      if (url.pathname === '/api/file') {
        const owner = me('USER');
        const results = current.map((file) => withFilePolicies(file, owner));
        return json(200, { results, total: current.length, page: 1, pageCount: current.length ? 1 : 0 });
      }
      if (method === 'DELETE') {
        current = current.filter((file) => !url.pathname.endsWith(file.id));
        return new Response(null, { status: 204 });
      }
      return json(404, { statusCode: 404, message: 'Nie znaleziono pliku.' });
    }),
  );
  return calls;
}

describe('MyFilesPage', () => {
  beforeEach(() => {
    saveSession({ token: 'access-1', refreshToken: 'refresh-1', sessionId });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the storage use, the kinds a student may upload and the own files', async () => {
    const calls = stubApi();
    renderWithToasts(<MyFilesPage />);
    expect(await screen.findByText('Wykorzystano 3 MB z 10 GB')).toBeInstanceOf(Element);
    expect(
      Number(screen.getByRole('progressbar', { name: 'Wykorzystano 3 MB z 10 GB' }).getAttribute('aria-valuenow')),
    ).toBeCloseTo((3 / 10240) * 100, 4);
    const list = await screen.findByRole('list', { name: 'Twoje pliki' });
    expect(within(list).getByText('zeszyt.png')).toBeInstanceOf(Element);
    expect(calls).toContain('GET /api/file?page=1&pageSize=10');

    const select = screen.getByLabelText('Rodzaj pliku') as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('PRIVATE'));
    const options = Array.from(select.options).map((option) => option.value);
    expect(options).toContain('CHAT_ATTACHMENT');
    expect(options).not.toContain('HOMEWORK_SOLUTION_IMAGE');
  });

  it('removes a deleted file from the list and shows the empty state', async () => {
    stubApi();
    renderWithToasts(<MyFilesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Opcje pliku zeszyt.png' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Usuń' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Usuń plik' }));
    expect(await screen.findByText('Brak plików.')).toBeInstanceOf(Element);
    expect(screen.getByText('Usunięto!')).toBeInstanceOf(Element);
  });

  it('shows a Polish error with a retry button when the list fails', async () => {
    stubApi({ failList: true });
    renderWithToasts(<MyFilesPage />);
    expect(await screen.findByText('Nie udało się wczytać listy plików.')).toBeInstanceOf(Element);
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeInstanceOf(Element);
  });
});

describe('uploadKindsFor', () => {
  it('offers teacher-only kinds to teachers and admins only', () => {
    expect(uploadKindsFor('USER')).not.toContain('COURSE_VIDEO');
    expect(uploadKindsFor('TEACHER')).toContain('COURSE_VIDEO');
    expect(uploadKindsFor('ADMIN')).toContain('BOOK');
    expect(uploadKindsFor(undefined)).toContain('PRIVATE');
  });
});
