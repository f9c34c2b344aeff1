import { fireEvent, screen, waitFor } from '@testing-library/react';
import { errorMessages, validationMessages } from '@zadania/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken, saveSession } from '../../lib/api/token-storage';
import { renderWithProviders } from '../../test/render';
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
});
