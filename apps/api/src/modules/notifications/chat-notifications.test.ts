import type { ZNotificationList } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { useTestApp } from '../../../test/build-test-app';
import { buildChatRoom, callApi, sendText } from '../../../test/chat-fixtures';

const t = useTestApp();

const bell = async (headers: Record<string, string>) =>
  (await callApi(t.app, 'GET', '/api/notification', headers)).json<z.infer<typeof ZNotificationList>>();

describe('a chat reply in the bell', () => {
  it('tells every other member once per room until they read it, never the author or an outsider', async () => {
    const { owner, member, outsider, room } = await buildChatRoom(t.app, 'Kółko matematyczne');
    await sendText(t.app, owner.headers, room.id, '<p>Dzień dobry!</p>');
    await sendText(t.app, owner.headers, room.id, '<p>Zadanie 3 na jutro.</p>');

    const told = await bell(member.headers);
    expect(told.unreadCount).toBe(1);
    expect(told.results).toEqual([
      expect.objectContaining({
        type: 'CHAT_MESSAGE',
        readAt: null,
        payload: {
          text: `Nowa wiadomość od ${owner.user.displayName} w pokoju „Kółko matematyczne”.`,
          href: `/chat?chatRoomId=${room.id}`,
          roomId: room.id,
        },
      }),
    ]);
    expect((await bell(owner.headers)).total).toBe(0);
    expect((await bell(outsider.headers)).total).toBe(0);

    // Reading the room reads its notification; the next message tells again.
    expect((await callApi(t.app, 'PUT', `/api/chat/${room.id}/read-last`, member.headers)).statusCode).toBe(200);
    expect((await bell(member.headers)).unreadCount).toBe(0);
    await sendText(t.app, owner.headers, room.id, '<p>Przypominam o zadaniu.</p>');
    const again = await bell(member.headers);
    expect(again.unreadCount).toBe(1);
    expect(again.total).toBe(2);

    // The reply goes the other way.
    await sendText(t.app, member.headers, room.id, '<p>Dziękuję!</p>');
    const ownerBell = await bell(owner.headers);
    expect(ownerBell.unreadCount).toBe(1);
    expect(ownerBell.results[0]!.payload.text).toBe(
      `Nowa wiadomość od ${member.user.displayName} w pokoju „Kółko matematyczne”.`,
    );
  });

  it('names only the sender in a direct conversation', async () => {
    const { owner, member } = await buildChatRoom(t.app);
    const direct = await callApi(t.app, 'GET', `/api/chat/user/${member.user.id}`, owner.headers);
    expect(direct.statusCode).toBe(200);
    await sendText(t.app, owner.headers, direct.json().id, '<p>Masz chwilę?</p>');
    const told = await bell(member.headers);
    expect(told.results.map((notification) => notification.payload.text)).toEqual([
      `Nowa wiadomość od ${owner.user.displayName}.`,
    ]);
  });
});
