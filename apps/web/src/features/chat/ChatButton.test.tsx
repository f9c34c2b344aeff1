import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { chatMessages } from '@zadania/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../lib/api/token-storage';
import { jsonResponse } from '../../test/fixtures';
import { ChatButton } from './ChatButton';
import { buildRoom, renderChat, teacher, viewer } from './chat-test-utils';

vi.setConfig({ testTimeout: 20_000 });

function stubApi({ refused = false }: { refused?: boolean } = {}) {
  const calls: string[] = [];
  const room = buildRoom();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push(`${init.method ?? 'GET'} ${url.pathname}`);
      if (url.pathname === '/api/user/me') return jsonResponse(200, viewer);
      if (url.pathname === `/api/chat/user/${teacher.id}` && refused) {
        return jsonResponse(403, { statusCode: 403, error: 'Forbidden', message: chatMessages.contactNotAllowed });
      }
      if (url.pathname === `/api/chat/user/${teacher.id}`) return jsonResponse(200, room);
      return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Nie znaleziono.' });
    }),
  );
  return { calls, room };
}

describe('ChatButton', () => {
  afterEach(() => {
    // Toasts live in a store shared by every test of the file.
    act(() => notifications.clean());
    clearSession();
    vi.unstubAllGlobals();
  });

  it('tells a logged-out visitor to log in and opens no room', async () => {
    const { calls } = stubApi();
    renderChat(<ChatButton userId={teacher.id} userName={teacher.displayName} />, { path: '/homeworks/zadanie' });
    fireEvent.click(screen.getByRole('button', { name: `Napisz wiadomość do: ${teacher.displayName}` }));
    expect(await screen.findByText('Jesteś niezalogowany!')).toBeInstanceOf(Element);
    expect(screen.getByText('Zaloguj się aby wysyłać prywatne wiadomości.')).toBeInstanceOf(Element);
    expect(calls.filter((call) => call.includes('/api/chat'))).toEqual([]);
  });

  it('opens the direct room and goes to /chat?chatRoomId=…', async () => {
    saveSession({ token: 'token', refreshToken: 'refresh', sessionId: 'session' });
    const { calls, room } = stubApi();
    const { router } = renderChat(<ChatButton userId={teacher.id} userName={teacher.displayName} compact />, {
      path: '/homeworks/zadanie',
    });
    fireEvent.click(await screen.findByRole('button', { name: `Napisz wiadomość do: ${teacher.displayName}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
    expect(router.state.location.search).toBe(`?chatRoomId=${room.id}`);
    expect(calls).toContain(`GET /api/chat/user/${teacher.id}`);
  });

  it('says why when the contact rule refuses the room, and stays on the page', async () => {
    saveSession({ token: 'token', refreshToken: 'refresh', sessionId: 'session' });
    const { calls } = stubApi({ refused: true });
    const { router } = renderChat(<ChatButton userId={teacher.id} userName={teacher.displayName} />, {
      path: '/homeworks/zadanie',
    });
    fireEvent.click(await screen.findByRole('button', { name: `Napisz wiadomość do: ${teacher.displayName}` }));
    expect(await screen.findByText(chatMessages.contactNotAllowed)).toBeInstanceOf(Element);
    expect(calls).toContain(`GET /api/chat/user/${teacher.id}`);
    expect(router.state.location.pathname).toBe('/homeworks/zadanie');
  });

  it("is hidden on the viewer's own name, shown on another person's", async () => {
    saveSession({ token: 'token', refreshToken: 'refresh', sessionId: 'session' });
    stubApi();
    renderChat(
      <>
        <ChatButton userId={viewer.id} userName={viewer.displayName} />
        <ChatButton userId={teacher.id} userName={teacher.displayName} />
      </>,
      { path: '/homeworks/zadanie' },
    );
    // Both stay in place while the viewer's profile loads (a click held during hydration must find its button);
    // once it has loaded, the own one goes and the other person's stays.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: `Napisz wiadomość do: ${viewer.displayName}` })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: `Napisz wiadomość do: ${teacher.displayName}` })).toBeInstanceOf(Element);
  });
});
