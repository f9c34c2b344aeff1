import { notifications } from '@mantine/notifications';
import { render, waitFor } from '@testing-library/react';
import { errorMessages } from '@zadania/shared';
import { isValidElement, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, extractErrorMessage, parseErrorBody } from './api-error';
import { apiRequest } from './client';

describe('extractErrorMessage', () => {
  it('returns a string message', () => {
    expect(extractErrorMessage({ statusCode: 409, error: 'Conflict', message: errorMessages.emailTaken })).toBe(
      errorMessages.emailTaken,
    );
  });

  it('returns the first item of a message list', () => {
    expect(extractErrorMessage({ statusCode: 400, message: ['Wymagane pole', 'Niepoprawny format'] })).toBe(
      'Wymagane pole',
    );
  });

  it('falls back to the generic server error when there is no message', () => {
    expect(extractErrorMessage(null)).toBe(errorMessages.server);
    expect(extractErrorMessage({ statusCode: 500 })).toBe(errorMessages.server);
    expect(extractErrorMessage({ message: [] })).toBe(errorMessages.server);
    expect(extractErrorMessage({ message: '' })).toBe(errorMessages.server);
    expect(extractErrorMessage('<html>Bad gateway</html>')).toBe(errorMessages.server);
  });

  it('reads a JSON error body delivered as a blob', async () => {
    const blob = new Blob(
      [JSON.stringify({ statusCode: 404, error: 'Not Found', message: ['Nie znaleziono pliku.'] })],
      {
        type: 'application/json',
      },
    );
    expect(extractErrorMessage(await parseErrorBody(blob))).toBe('Nie znaleziono pliku.');
  });

  it('treats an unreadable blob as no message', async () => {
    const blob = new Blob(['%PDF-1.7 not json'], { type: 'application/pdf' });
    expect(extractErrorMessage(await parseErrorBody(blob))).toBe(errorMessages.server);
  });

  it('keeps per-field validation errors', () => {
    const error = new ApiError(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Hasła się różnią',
      errors: [{ path: 'password.confirmPassword', message: 'Hasła się różnią' }],
    });
    expect(error.fieldErrors).toEqual([{ path: 'password.confirmPassword', message: 'Hasła się różnią' }]);
  });
});

describe('error toast of apiRequest', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    notifications.clean();
  });

  /** The toast's title, and its message as shown once sanitized (DOMPurify loads with the first error). */
  async function shownToast(show: ReturnType<typeof vi.spyOn>, expectedText: string) {
    const data = show.mock.calls[0]?.[0] as { title: unknown; message: ReactElement };
    expect(isValidElement(data.message)).toBe(true);
    const { container } = render(data.message);
    await waitFor(() => expect(container.innerHTML).toContain(expectedText));
    return { title: data.title, html: container.innerHTML };
  }

  it("shows 'Uppss' with the server message of a blob request's JSON error body, sanitized", async () => {
    const show = vi.spyOn(notifications, 'show');
    const body = {
      statusCode: 403,
      error: 'Forbidden',
      message: ['<b>Brak dostępu</b><img src=x onerror="alert(1)">'],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(body), { status: 403, headers: { 'Content-Type': 'application/json' } }),
      ),
    );

    await expect(apiRequest('/file/1/download', { responseType: 'blob' })).rejects.toBeInstanceOf(ApiError);

    const { title, html } = await shownToast(show, '<b>Brak dostępu</b>');
    expect(title).toBe('Uppss');
    expect(html).not.toContain('onerror');
  });

  it('shows the generic message when the body has none', async () => {
    const show = vi.spyOn(notifications, 'show');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 502 })),
    );

    await expect(apiRequest('/user/me')).rejects.toMatchObject({ status: 502, message: errorMessages.server });
    expect((await shownToast(show, errorMessages.server)).html).toBe(`<span>${errorMessages.server}</span>`);
  });

  it('says the connection is gone, not that the server failed, when the request never reached it', async () => {
    const show = vi.spyOn(notifications, 'show');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );

    await expect(apiRequest('/user/me')).rejects.toMatchObject({
      status: 0,
      message: 'Brak połączenia z internetem. Sprawdź połączenie i spróbuj ponownie.',
    });
    const { title } = await shownToast(show, 'Brak połączenia z internetem.');
    expect(title).toBe('Brak połączenia');
  });

  it('stays silent when the caller opts out', async () => {
    const show = vi.spyOn(notifications, 'show');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ statusCode: 400, message: 'Wymagane pole' }), { status: 400 })),
    );

    await expect(apiRequest('/auth/login', { method: 'POST', body: {}, errorToast: false })).rejects.toMatchObject({
      message: 'Wymagane pole',
    });
    expect(show).not.toHaveBeenCalled();
  });
});
