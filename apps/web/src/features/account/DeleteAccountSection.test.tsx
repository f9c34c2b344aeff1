import { fireEvent, screen, waitFor } from '@testing-library/react';
import { errorMessages, type TAccountExport, validationMessages } from '@zadania/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken, saveSession } from '../../lib/api/token-storage';
import { renderWithProviders } from '../../test/render';
import { accountExportFileName } from './account-export';
import { DeleteAccountSection } from './DeleteAccountSection';

const userId = '6f1c1f4e-8d1f-4c53-9a49-0c2b1e6b7a10';

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Usuń konto' }));
  return screen.findByRole('dialog', { name: 'Usunięcie konta' });
}

const passwordInput = () => screen.getByLabelText(/^Aktualne hasło/, { selector: 'input' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Usuń konto na zawsze' }));

describe('DeleteAccountSection', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for the current password before calling the API', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<DeleteAccountSection userId={userId} />);
    await openDialog();
    submit();
    expect((await screen.findByText(validationMessages.required)).textContent).toBe(validationMessages.required);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the wrong-password message and keeps the session', async () => {
    saveSession({ token: 'access-1', refreshToken: 'refresh-1', sessionId: userId });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(400, { statusCode: 400, error: 'Bad Request', message: errorMessages.wrongCurrentPassword }),
      ),
    );
    renderWithProviders(<DeleteAccountSection userId={userId} />);
    await openDialog();
    fireEvent.change(passwordInput(), { target: { value: 'zlehaslo1' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain(errorMessages.wrongCurrentPassword);
    expect(getToken()).toBe('access-1');
  });

  it('sends DELETE /api/user/{id} with the password, then forgets the session', async () => {
    saveSession({ token: 'access-1', refreshToken: 'refresh-1', sessionId: userId });
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      jsonResponse(200, { message: 'Usunięto!' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<DeleteAccountSection userId={userId} />);
    await openDialog();
    fireEvent.change(passwordInput(), { target: { value: 'mojehaslo1' } });
    submit();

    await waitFor(() => expect(getToken()).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(`/api/user/${userId}`);
    expect(init).toMatchObject({ method: 'DELETE' });
    expect(JSON.parse(String(init?.body))).toEqual({ currentPassword: 'mojehaslo1' });
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer access-1');
  });

  describe('the data download before deleting', () => {
    const exported: TAccountExport = {
      exportedAt: '2026-03-05T21:30:00.000Z',
      account: {
        id: userId,
        role: 'TEACHER',
        username: 'anna',
        displayName: 'Anna Nowak',
        email: 'anna@example.com',
        description: null,
        phoneNumber: null,
        phoneNumberPublic: false,
        createdByTeacherId: null,
        passwordChangeRequired: false,
        createdAt: '2025-09-05T09:00:00.000Z',
        lastOnline: null,
      },
      personalData: null,
      company: null,
      paymentMethods: [],
      homeworks: [],
      homeworkRatings: [],
      answerAttempts: [],
      learningAttempts: [],
      conceptStates: [],
      studentRating: null,
      learningLevel: null,
      practiceSessions: [],
      gameProgress: [],
      tutoringBookings: [],
      homeworkRequests: [],
      payments: [],
      invoices: [],
      tokenLedger: [],
      subscriptions: [],
      unlocks: [],
      notes: [],
      reportsFiled: [],
      lists: [],
      courses: [],
      mockAttempts: [],
      classesTaught: [],
      classMemberships: [],
      assignmentAnswers: [],
      assignmentsSet: [],
      ltiIdentities: [],
      ltiPlatforms: [],
      reviewsWritten: [],
      reviewsReceived: [],
      files: [],
      chatMessagesCount: 3,
    };

    // jsdom has no object URLs: the test puts its own in and takes them out again.
    const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    afterEach(() => {
      vi.useRealTimers();
      vi.restoreAllMocks();
      URL.createObjectURL = objectUrls.create;
      URL.revokeObjectURL = objectUrls.revoke;
    });

    it('says what deletion keeps and removes', () => {
      renderWithProviders(<DeleteAccountSection userId={userId} />);
      expect(screen.getByText(/podpisane jako „Konto usunięte”/)).toBeInstanceOf(Element);
      for (const removed of [
        'profil: zdjęcie, nazwę, opis i film powitalny,',
        'dane osobowe i dane firmy,',
        'numer telefonu i metody płatności,',
        'prywatne i nieopublikowane zadania,',
        'napisane opinie i wystawione oceny,',
        'pliki, których nie używają opublikowane zadania.',
      ]) {
        expect(screen.getByText(removed).closest('li')).toBeInstanceOf(HTMLLIElement);
      }
    });

    it('saves GET /api/user/me/export as zadania-moje-dane-{username}-{date}.json before the password step', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2026, 2, 5, 22, 30));
      saveSession({ token: 'access-1', refreshToken: 'refresh-1', sessionId: userId });
      const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => jsonResponse(200, exported));
      vi.stubGlobal('fetch', fetchMock);
      const blobs: Blob[] = [];
      const createObjectURL = vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:export-1';
      });
      const revokeObjectURL = vi.fn();
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
      const clicked: HTMLAnchorElement[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this);
      });

      renderWithProviders(<DeleteAccountSection userId={userId} />);
      fireEvent.click(screen.getByRole('button', { name: 'Pobierz moje dane' }));

      expect(await screen.findByText('Zapisano plik zadania-moje-dane-anna-2026-03-05.json.')).toBeInstanceOf(Element);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const [url, init] = fetchMock.mock.calls[0]!;
      expect(String(url)).toBe('/api/user/me/export');
      expect(init?.method ?? 'GET').toBe('GET');
      expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer access-1');

      expect(clicked).toHaveLength(1);
      expect(clicked[0]!.download).toBe('zadania-moje-dane-anna-2026-03-05.json');
      expect(clicked[0]!.getAttribute('href')).toBe('blob:export-1');
      expect(clicked[0]!.isConnected).toBe(false);
      expect(blobs[0]!.type).toBe('application/json');
      expect(JSON.parse(await blobs[0]!.text())).toEqual(exported);
      await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:export-1'));
      // Nothing was deleted: the password dialog is a separate step.
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('names the file by the local calendar day', () => {
      expect(accountExportFileName('anna', new Date(2026, 0, 9, 23, 59))).toBe(
        'zadania-moje-dane-anna-2026-01-09.json',
      );
    });
  });
});
