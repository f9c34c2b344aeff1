import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { chatMessages, type TChatMessage, type TChatRoom, type TChatUser } from '@zadania/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../lib/api/token-storage';
import { jsonResponse } from '../../test/fixtures';
import { stubPhoneWidth } from '../../test/media-query';
import { ChatPage } from './ChatPage';
import { chatPl } from './chat.pl';
import { setTyping } from './chat-cache';
import { buildMessage, buildRoom, paged, renderChat, teacher, viewer } from './chat-test-utils';

vi.setConfig({ testTimeout: 20_000 });

// The real editor (TipTap, lazily loaded) is exercised by the e2e test; here a plain text area stands in.
vi.mock('../../components/editor/RichTextEditor', () => import('../../test/rich-text-editor-stub'));

type TCall = { method: string; path: string; body: unknown };

function stubChatApi({
  rooms,
  messages,
  selectable = () => [teacher],
  refuseRoom = false,
}: {
  rooms: TChatRoom[];
  messages: Record<string, TChatMessage[]>;
  /** Whom GET /user/selectable finds for a search. */
  selectable?: (search: string) => TChatUser[];
  /** POST /chat answers 403 as the contact rule does. */
  refuseRoom?: boolean;
}) {
  const calls: TCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : null;
      calls.push({ method, path: url.pathname, body });
      const path = url.pathname;
      if (path === '/api/user/me') return jsonResponse(200, viewer);
      // Presence: the teacher is online, nobody is in a meeting.
      if (path === '/api/user/online') return jsonResponse(200, [teacher.id]);
      if (path === '/api/user/busy') return jsonResponse(200, []);
      if (path === '/api/chat' && method === 'GET') return jsonResponse(200, paged(rooms));
      const roomMatch = /^\/api\/chat\/([^/]+)$/.exec(path);
      const room = roomMatch && rooms.find((item) => item.id === roomMatch[1]);
      if (room && method === 'GET') return jsonResponse(200, room);
      const messagesMatch = /^\/api\/chat\/([^/]+)\/message$/.exec(path);
      if (messagesMatch?.[1] && method === 'GET') {
        // Newest first, 25 a page, as the API answers.
        const list = [...(messages[messagesMatch[1]] ?? [])].reverse();
        const page = Number(url.searchParams.get('page') ?? '1');
        const pageSize = Number(url.searchParams.get('pageSize') ?? '25');
        return jsonResponse(200, {
          results: list.slice((page - 1) * pageSize, page * pageSize),
          total: list.length,
          page,
          pageCount: Math.ceil(list.length / pageSize),
        });
      }
      if (messagesMatch?.[1] && method === 'POST') {
        const sent = buildMessage(messagesMatch[1], {
          author: {
            id: viewer.id,
            username: viewer.username,
            displayName: viewer.displayName,
            role: 'USER',
            avatar: null,
          },
          message: String(body?.message ?? ''),
          createdAt: '2026-11-20T11:00:00.000Z',
        });
        messages[messagesMatch[1]] = [...(messages[messagesMatch[1]] ?? []), sent];
        return jsonResponse(200, sent);
      }
      const favoriteMatch = /^\/api\/chat\/([^/]+)\/toggle-favorite$/.exec(path);
      const favoriteRoom = favoriteMatch && rooms.find((item) => item.id === favoriteMatch[1]);
      if (favoriteRoom) {
        favoriteRoom.favorite = !favoriteRoom.favorite;
        return jsonResponse(200, { favorite: favoriteRoom.favorite });
      }
      const deleteMatch = /^\/api\/chat\/message\/([^/]+)$/.exec(path);
      if (deleteMatch && method === 'DELETE') {
        for (const [id, list] of Object.entries(messages)) {
          messages[id] = list.filter((item) => item.id !== deleteMatch[1]);
        }
        return jsonResponse(200, { message: 'Usunięto!' });
      }
      if (path === '/api/user/selectable') {
        return jsonResponse(200, paged(selectable(url.searchParams.get('search') ?? '')));
      }
      if (path === '/api/chat' && method === 'POST' && refuseRoom) {
        return jsonResponse(403, { statusCode: 403, error: 'Forbidden', message: chatMessages.contactNotAllowed });
      }
      if (path === '/api/chat' && method === 'POST') {
        const created = buildRoom({ kind: 'GROUP', name: String(body?.name ?? '') });
        rooms.unshift(created);
        return jsonResponse(200, created);
      }
      if (/\/read-last$/.test(path)) return jsonResponse(200, { message: 'Oznaczono jako przeczytane.' });
      const pinMatch = /^\/api\/chat\/message\/([^/]+)\/toggle-pinned$/.exec(path);
      if (pinMatch) {
        const message = Object.values(messages)
          .flat()
          .find((item) => item.id === pinMatch[1]);
        if (!message) return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Nie znaleziono.' });
        message.pinned = !message.pinned;
        return jsonResponse(200, { message, notice: message.pinned ? 'Przypięto!' : 'Odpięto' });
      }
      return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Nie znaleziono.' });
    }),
  );
  return calls;
}

describe('ChatPage', () => {
  beforeEach(() => saveSession({ token: 'token', refreshToken: 'refresh', sessionId: 'session' }));
  afterEach(() => {
    // Toasts live in a store shared by every test of the file.
    act(() => notifications.clean());
    clearSession();
    vi.unstubAllGlobals();
  });

  it('lists the rooms in the API order with their unread badges and favourites', async () => {
    const favorite = buildRoom({ name: 'Matura 2027', kind: 'GROUP', favorite: true, unreadCount: 3 });
    const direct = buildRoom({ unreadCount: 0 });
    stubChatApi({ rooms: [favorite, direct], messages: {} });
    renderChat(<ChatPage />);

    const list = await screen.findByRole('list', { name: 'Lista rozmów' });
    const rows = await within(list).findAllByTestId('chat-room');
    expect(rows.map((row) => row.getAttribute('data-room-id'))).toEqual([favorite.id, direct.id]);
    expect(within(list).getByRole('button', { name: 'Matura 2027, 3 nieprzeczytane wiadomości' })).toBeInstanceOf(
      Element,
    );
    expect(within(rows[0] as HTMLElement).getByTestId('unread-badge').textContent).toBe('3');
    // A direct room is named after the other member and has no badge when everything is read.
    expect(within(list).getByRole('button', { name: teacher.displayName })).toBeInstanceOf(Element);
    expect(within(rows[1] as HTMLElement).queryByTestId('unread-badge')).toBeNull();
    expect(
      within(list).getByRole('button', { name: 'Usuń z ulubionych: Matura 2027' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      within(list)
        .getByRole('button', { name: `Dodaj do ulubionych: ${teacher.displayName}` })
        .getAttribute('aria-pressed'),
    ).toBe('false');
    expect(screen.getByText('Wybierz rozmowę z listy albo utwórz nową.')).toBeInstanceOf(Element);
  });

  it('creates a group room with a name and chosen people, then opens it', async () => {
    const calls = stubChatApi({ rooms: [], messages: {} });
    const { router } = renderChat(<ChatPage />);
    expect(await screen.findByText('Nie masz jeszcze żadnych rozmów.')).toBeInstanceOf(Element);
    fireEvent.click(screen.getByRole('button', { name: 'Nowa rozmowa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowa rozmowa grupowa' });

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nazwa' }), {
      target: { value: 'Kółko matematyczne' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Utwórz' }));
    expect(await within(dialog).findByText('Wybierz przynajmniej jedną osobę.')).toBeInstanceOf(Element);

    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Uczestnicy' }));
    fireEvent.click(await screen.findByRole('option', { name: teacher.displayName }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Utwórz' }));
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?chatRoomId=/));
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/chat',
      body: { name: 'Kółko matematyczne', usersIds: [teacher.id] },
    });
    expect(await screen.findByRole('heading', { name: 'Kółko matematyczne', level: 2 })).toBeInstanceOf(Element);
  });

  it('says whom a student may write to when the picker finds nobody, and shows a refusal of the API', async () => {
    const calls = stubChatApi({
      rooms: [],
      messages: {},
      selectable: (search) => (search ? [] : [teacher]),
      refuseRoom: true,
    });
    renderChat(<ChatPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Nowa rozmowa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowa rozmowa grupowa' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nazwa' }), { target: { value: 'Powtórka' } });
    const picker = within(dialog).getByRole('combobox', { name: 'Uczestnicy' });
    fireEvent.click(picker);
    fireEvent.change(picker, { target: { value: 'kasia' } });
    expect(await screen.findByText(chatPl.contactRule.USER)).toBeInstanceOf(Element);
    expect(calls).toContainEqual(expect.objectContaining({ method: 'GET', path: '/api/user/selectable' }));

    fireEvent.change(picker, { target: { value: '' } });
    fireEvent.click(await screen.findByRole('option', { name: teacher.displayName }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Utwórz' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(chatMessages.contactNotAllowed);
    // The dialog says it; no toast repeats it.
    expect(screen.getAllByText(chatMessages.contactNotAllowed)).toHaveLength(1);
  });

  it('marks a room favourite from the list', async () => {
    const room = buildRoom();
    const calls = stubChatApi({ rooms: [room], messages: {} });
    renderChat(<ChatPage />);
    fireEvent.click(await screen.findByRole('button', { name: `Dodaj do ulubionych: ${teacher.displayName}` }));
    const pressed = await screen.findByRole('button', { name: `Usuń z ulubionych: ${teacher.displayName}` });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'PUT', path: `/api/chat/${room.id}/toggle-favorite` }),
    );
  });

  it('shows a meeting without a link with the note that meetings are not configured, and one with its join link', async () => {
    const room = buildRoom();
    stubChatApi({
      rooms: [room],
      messages: {
        [room.id]: [
          buildMessage(room.id, {
            kind: 'MEETING',
            message: '',
            meeting: { id: 'm1', name: 'Konsultacje', joinUrl: null },
          }),
          buildMessage(room.id, {
            kind: 'MEETING',
            message: '',
            meeting: { id: 'm2', name: 'Powtórka', joinUrl: 'https://meet.example.com/m2' },
          }),
        ],
      },
    });
    renderChat(<ChatPage />, { path: `/chat?chatRoomId=${room.id}` });
    const log = await screen.findByRole('log', { name: 'Wiadomości' });
    expect(await within(log).findByText('Spotkanie: Konsultacje')).toBeInstanceOf(Element);
    expect(
      within(log).getByText('Spotkania wideo nie są skonfigurowane, więc to spotkanie nie ma linku.'),
    ).toBeInstanceOf(Element);
    expect(within(log).getByRole('link', { name: 'Dołącz do spotkania' }).getAttribute('href')).toBe(
      'https://meet.example.com/m2',
    );
  });

  it('says in the header when the pupil’s parent may read the room, and only then', async () => {
    const read = { ...buildRoom(), parentCanRead: true };
    const adults = { ...buildRoom({ id: 'a0000000-0000-4000-8000-0000000000ad' }), parentCanRead: false };
    stubChatApi({ rooms: [read, adults], messages: {} });
    const { unmount } = renderChat(<ChatPage />, { path: `/chat?chatRoomId=${read.id}` });
    expect(await screen.findByText('Rodzic ucznia może czytać tę rozmowę')).toBeInstanceOf(Element);
    unmount();
    renderChat(<ChatPage />, { path: `/chat?chatRoomId=${adults.id}` });
    await screen.findByRole('log', { name: 'Wiadomości' });
    expect(screen.queryByText('Rodzic ucznia może czytać tę rozmowę')).toBeNull();
  });

  it('deletes an own message after confirming; others’ messages offer no deletion to a student', async () => {
    const room = buildRoom();
    const own = buildMessage(room.id, {
      message: '<p>Do usunięcia</p>',
      author: { id: viewer.id, username: viewer.username, displayName: viewer.displayName, role: 'USER', avatar: null },
    });
    stubChatApi({ rooms: [room], messages: { [room.id]: [buildMessage(room.id), own] } });
    renderChat(<ChatPage />, { path: `/chat?chatRoomId=${room.id}` });
    const log = await screen.findByRole('log', { name: 'Wiadomości' });
    const [theirs, mine] = await within(log).findAllByRole('article');
    fireEvent.click(within(theirs as HTMLElement).getByRole('button', { name: 'Opcje wiadomości' }));
    expect(await screen.findByRole('menuitem', { name: 'Przypnij' })).toBeInstanceOf(Element);
    expect(screen.queryByRole('menuitem', { name: 'Usuń' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });

    fireEvent.click(within(mine as HTMLElement).getByRole('button', { name: 'Opcje wiadomości' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Usuń' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Usunąć wiadomość?' })).getByRole('button', { name: 'Usuń' }),
    );
    await waitFor(() => expect(within(log).queryByText('Do usunięcia')).toBeNull());
    expect(await screen.findByText('Usunięto!')).toBeInstanceOf(Element);
  });

  it('shows the green dot on a direct room whose other member is online, from GET /user/online', async () => {
    const room = buildRoom();
    stubChatApi({ rooms: [room], messages: { [room.id]: [] } });
    renderChat(<ChatPage />, { path: '/chat' });
    const rooms = await screen.findByRole('list', { name: 'Lista rozmów' });
    await waitFor(() => expect(within(rooms).getByLabelText('Dostępny')).toBeInstanceOf(Element));
    expect(rooms.querySelector('[data-status="online"]')).not.toBeNull();
  });

  it('sends a message from the editor and shows it in the room, marking the room read', async () => {
    const room = buildRoom({ unreadCount: 1 });
    const calls = stubChatApi({ rooms: [room], messages: { [room.id]: [buildMessage(room.id)] } });
    renderChat(<ChatPage />, { path: `/chat?chatRoomId=${room.id}` });

    const log = await screen.findByRole('log', { name: 'Wiadomości' });
    expect(await within(log).findByText('Dzień dobry')).toBeInstanceOf(Element);
    await waitFor(() => expect(screen.queryByTestId('unread-badge')).toBeNull());
    expect(calls).toContainEqual(expect.objectContaining({ method: 'PUT', path: `/api/chat/${room.id}/read-last` }));

    fireEvent.change(screen.getByRole('textbox', { name: 'Treść wiadomości' }), {
      target: { value: '<p>Mam pytanie o zadanie 3</p>' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(await within(log).findByText('Mam pytanie o zadanie 3')).toBeInstanceOf(Element);
    expect(calls).toContainEqual({
      method: 'POST',
      path: `/api/chat/${room.id}/message`,
      body: { message: '<p>Mam pytanie o zadanie 3</p>', replyTo: null, threadMessageId: null },
    });
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Treść wiadomości' }) as HTMLTextAreaElement).value).toBe(''),
    );
  });

  it("pins a message with the toast 'Przypięto!' and unpins it with 'Odpięto'", async () => {
    const room = buildRoom();
    stubChatApi({ rooms: [room], messages: { [room.id]: [buildMessage(room.id)] } });
    renderChat(<ChatPage />, { path: `/chat?chatRoomId=${room.id}` });

    const log = await screen.findByRole('log', { name: 'Wiadomości' });
    fireEvent.click(await within(log).findByRole('button', { name: 'Opcje wiadomości' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Przypnij' }));
    expect(await screen.findByText('Przypięto!')).toBeInstanceOf(Element);
    expect(await within(log).findByText('Przypięta')).toBeInstanceOf(Element);

    fireEvent.click(within(log).getByRole('button', { name: 'Opcje wiadomości' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Odepnij' }));
    expect(await screen.findByText('Odpięto')).toBeInstanceOf(Element);
  });

  it("says 'Message not found!' when a quoted message is in no page of the room", async () => {
    const room = buildRoom();
    const reply = buildMessage(room.id, {
      message: '<p>Tak, o to chodziło</p>',
      replyTo: {
        id: '9d9d9d9d-1111-4222-8333-444455556666',
        author: teacher,
        excerpt: 'Usunięta wiadomość',
        createdAt: '2026-11-19T10:00:00.000Z',
      },
    });
    stubChatApi({ rooms: [room], messages: { [room.id]: [reply] } });
    renderChat(<ChatPage />, { path: `/chat?chatRoomId=${room.id}` });

    fireEvent.click(
      await screen.findByRole('button', { name: `Przejdź do cytowanej wiadomości od: ${teacher.displayName}` }),
    );
    expect(await screen.findByText('Message not found!')).toBeInstanceOf(Element);
  });

  it('jumps to a quoted message on an older page, loading pages until it is there', async () => {
    const room = buildRoom();
    const history = Array.from({ length: 30 }, (_, index) =>
      buildMessage(room.id, {
        message: `<p>Wiadomość ${index + 1}</p>`,
        createdAt: new Date(Date.UTC(2026, 10, 1, 10, index)).toISOString(),
      }),
    );
    const quoted = history[0] as TChatMessage;
    history.push(
      buildMessage(room.id, {
        message: '<p>Wracam do pierwszej</p>',
        replyTo: { id: quoted.id, author: teacher, excerpt: 'Początek rozmowy', createdAt: quoted.createdAt },
        createdAt: '2026-11-20T10:00:00.000Z',
      }),
    );
    const calls = stubChatApi({ rooms: [room], messages: { [room.id]: history } });
    renderChat(<ChatPage />, { path: `/chat?chatRoomId=${room.id}` });

    const log = await screen.findByRole('log', { name: 'Wiadomości' });
    expect(await within(log).findByText('Wracam do pierwszej')).toBeInstanceOf(Element);
    expect(within(log).queryByText('Wiadomość 1')).toBeNull();
    fireEvent.click(
      within(log).getByRole('button', { name: `Przejdź do cytowanej wiadomości od: ${teacher.displayName}` }),
    );
    expect(await within(log).findByText('Wiadomość 1')).toBeInstanceOf(Element);
    expect(calls.filter((call) => call.path === `/api/chat/${room.id}/message` && call.method === 'GET').length).toBe(
      2,
    );
    expect(screen.queryByText('Message not found!')).toBeNull();
  });

  it("shows 'pisze…' under the messages while another member types", async () => {
    const room = buildRoom();
    stubChatApi({ rooms: [room], messages: { [room.id]: [buildMessage(room.id)] } });
    renderChat(<ChatPage />, { path: `/chat?chatRoomId=${room.id}` });

    expect(await screen.findByText('Dzień dobry')).toBeInstanceOf(Element);
    act(() => setTyping(room.id, teacher.id, true));
    expect(await screen.findByText(`${teacher.displayName} pisze…`)).toBeInstanceOf(Element);
    act(() => setTyping(room.id, teacher.id, false));
    await waitFor(() => expect(screen.queryByText(`${teacher.displayName} pisze…`)).toBeNull());
  });

  it('shows the list and the room as two screens on a phone, with a back button', async () => {
    stubPhoneWidth(true);
    const room = buildRoom();
    stubChatApi({ rooms: [room], messages: { [room.id]: [buildMessage(room.id)] } });
    renderChat(<ChatPage />);

    expect(await screen.findByTestId('chat-list-screen')).toBeInstanceOf(Element);
    fireEvent.click(await screen.findByRole('button', { name: teacher.displayName }));
    expect(await screen.findByTestId('chat-room-screen')).toBeInstanceOf(Element);
    expect(screen.queryByRole('list', { name: 'Lista rozmów' })).toBeNull();
    expect(await screen.findByText('Dzień dobry')).toBeInstanceOf(Element);

    fireEvent.click(screen.getByRole('button', { name: 'Wróć do listy rozmów' }));
    expect(await screen.findByTestId('chat-list-screen')).toBeInstanceOf(Element);
    expect(screen.getByRole('list', { name: 'Lista rozmów' })).toBeInstanceOf(Element);
  });

  it('shows the list beside the room on a wide screen', async () => {
    stubPhoneWidth(false);
    const room = buildRoom();
    stubChatApi({ rooms: [room], messages: { [room.id]: [buildMessage(room.id)] } });
    renderChat(<ChatPage />, { path: `/chat?chatRoomId=${room.id}` });

    expect(await screen.findByRole('list', { name: 'Lista rozmów' })).toBeInstanceOf(Element);
    expect(await screen.findByRole('log', { name: 'Wiadomości' })).toBeInstanceOf(Element);
    expect(screen.queryByRole('button', { name: 'Wróć do listy rozmów' })).toBeNull();
  });
});
