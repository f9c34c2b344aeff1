import { chatMessages, type TChatMessage } from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../../test/build-test-app';
import { buildChatRoom, callApi, createWav, sendText, type THeaders, type TMethod } from '../../../test/chat-fixtures';
import { expectTooMany } from '../../../test/expect-too-many';
import { buildMultipart, createPng, uploadFile } from '../../../test/file-fixtures';
import { chatMessageFiles, chatMessages as chatMessageRows } from '../../db/schema';

const t = useTestApp();
const call = (method: TMethod, url: string, headers?: THeaders, payload?: object) =>
  callApi(t.app, method, url, headers, payload);

const messageRow = async (id: string) =>
  (await t.app.db.select().from(chatMessageRows).where(eq(chatMessageRows.id, id)))[0];

describe('POST /api/chat/{id}/message', () => {
  it('keeps pictures only from files uploaded here: one from another host would tell its owner who read it, and when', async () => {
    const { member, room } = await buildChatRoom(t.app);
    const uploaded = '/api/file/6f0c1a7e-1b2c-4d3e-8f4a-5b6c7d8e9f01/content';
    const pictures = await sendText(
      t.app,
      member.headers,
      room.id,
      `<p>Zobacz <img src="https://tracker.example/pixel.png?u=1"><img src="//tracker.example/p.gif"><img src="${uploaded}"></p>`,
    );
    expect(pictures.message).not.toContain('tracker.example');
    expect(pictures.message).toContain(`<img src="${uploaded}" />`);
    expect(pictures.message.match(/<img/g)).toHaveLength(1);
  });

  it('stores sanitized rich text, replies and thread replies of members only', async () => {
    const { owner, member, outsider, admin, room } = await buildChatRoom(t.app);
    const url = `/api/chat/${room.id}/message`;
    expect((await call('POST', url, {}, { message: '<p>Hej</p>' })).statusCode).toBe(401);
    const empty = await call('POST', url, member.headers, { message: '<p> </p>' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(chatMessages.messageEmpty);
    const hidden = await call('POST', url, outsider.headers, { message: '<p>Hej</p>' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(chatMessages.roomNotFound);
    const notMember = await call('POST', url, admin.headers, { message: '<p>Hej</p>' });
    expect(notMember.statusCode).toBe(403);
    expect(notMember.json().message).toBe(chatMessages.membersOnly);
    expect(await t.app.db.select().from(chatMessageRows)).toEqual([]);

    const sent = await sendText(t.app, member.headers, room.id, '<p>Żółw <img src=x onerror="alert(1)">liczy</p>');
    expect(sent).toMatchObject({ kind: 'TEXT', author: { id: member.user.id }, pinned: false, threadRepliesCount: 0 });
    expect(sent.message).not.toContain('onerror');
    expect((await messageRow(sent.id))!.searchText).toBe('zolw liczy');

    const reply = await sendText(t.app, owner.headers, room.id, '<p>Odpowiedź</p>', { replyTo: sent.id });
    expect(reply.replyTo).toMatchObject({ id: sent.id, excerpt: 'Żółw liczy', author: { id: member.user.id } });
    const inThread = await sendText(t.app, owner.headers, room.id, '<p>W wątku</p>', { threadMessageId: sent.id });
    expect(inThread.threadMessageId).toBe(sent.id);
    const nested = await call('POST', url, owner.headers, { message: '<p>x</p>', threadMessageId: inThread.id });
    expect(nested.json().message).toBe(chatMessages.threadInThread);

    const other = await buildChatRoom(t.app);
    const foreignReply = await call('POST', url, owner.headers, { message: '<p>x</p>', replyTo: other.room.id });
    expect(foreignReply.json().message).toBe(chatMessages.replyOutsideRoom);

    // Timeline: newest first, thread replies apart; search ignores case and accents.
    const timeline = (await call('GET', `/api/chat/${room.id}/message`, member.headers)).json();
    expect(timeline.results.map((m: TChatMessage) => m.id)).toEqual([reply.id, sent.id]);
    expect(timeline.results[1].threadRepliesCount).toBe(1);
    const found = (await call('GET', `/api/chat/${room.id}/message?search=ZOLW`, member.headers)).json();
    expect(found.results.map((m: TChatMessage) => m.id)).toEqual([sent.id]);
    const thread = (
      await call('GET', `/api/chat/${room.id}/message?threadMessageId=${sent.id}`, member.headers)
    ).json();
    expect(thread.results.map((m: TChatMessage) => m.id)).toEqual([inThread.id]);
    const threads = (await call('GET', `/api/chat/${room.id}/threads`, member.headers)).json();
    expect(threads.results).toMatchObject([{ message: { id: sent.id }, repliesCount: 1, unreadCount: 1 }]);
    expect((await call('GET', `/api/chat/${room.id}/message`, outsider.headers)).statusCode).toBe(404);
    expect((await call('GET', `/api/chat/${room.id}/message`, admin.headers)).statusCode).toBe(200);
    const badSort = await call('GET', `/api/chat/${room.id}/message?sort=name`, member.headers);
    expect(badSort.json().message).toBe(chatMessages.sort);
  });

  it('limits sending per account with the Polish 429', async () => {
    const { member, room } = await buildChatRoom(t.app);
    for (let index = 0; index < 30; index += 1) await sendText(t.app, member.headers, room.id, `<p>${index}</p>`);
    expectTooMany(await call('POST', `/api/chat/${room.id}/message`, member.headers, { message: '<p>31</p>' }));
    expect(await t.app.db.select().from(chatMessageRows)).toHaveLength(30);
  });
});

describe('editing, deleting, pinning and reading', () => {
  it('lets the author edit, the author or ADMIN delete, any member pin', async () => {
    const { owner, member, outsider, admin, room } = await buildChatRoom(t.app);
    const sent = await sendText(t.app, member.headers, room.id, '<p>Pierwsza wersja</p>');
    const url = `/api/chat/message/${sent.id}`;
    expect((await call('PUT', url, {}, { message: '<p>x</p>' })).statusCode).toBe(401);
    const notAuthor = await call('PUT', url, owner.headers, { message: '<p>Cudza</p>' });
    expect(notAuthor.statusCode).toBe(403);
    expect(notAuthor.json().message).toBe(chatMessages.authorOnly);
    expect((await call('PUT', url, outsider.headers, { message: '<p>x</p>' })).statusCode).toBe(404);
    const edited = await call('PUT', url, member.headers, { message: '<p>Druga wersja</p>' });
    expect(edited.json()).toMatchObject({ message: '<p>Druga wersja</p>' });
    expect((await messageRow(sent.id))!.editedAt).not.toBeNull();

    const pin = await call('PUT', `${url}/toggle-pinned`, owner.headers);
    expect(pin.json()).toMatchObject({ notice: chatMessages.pinned, message: { pinned: true } });
    expect((await call('PUT', `${url}/toggle-pinned`, admin.headers)).statusCode).toBe(403);
    const pinned = (await call('GET', `/api/chat/${room.id}/pinned-messages`, member.headers)).json();
    expect(pinned.results.map((m: TChatMessage) => m.id)).toEqual([sent.id]);
    expect((await call('PUT', `${url}/toggle-pinned`, member.headers)).json().notice).toBe(chatMessages.unpinned);

    const refused = await call('DELETE', url, owner.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(chatMessages.deleteForbidden);
    expect((await call('DELETE', url, admin.headers)).json()).toEqual({ message: chatMessages.deleted });
    expect(await messageRow(sent.id)).toBeUndefined();
  });

  it('counts unread messages from the read pointer', async () => {
    const { owner, member, admin, room } = await buildChatRoom(t.app);
    await sendText(t.app, owner.headers, room.id, '<p>1</p>');
    await sendText(t.app, owner.headers, room.id, '<p>2</p>');
    expect((await call('GET', `/api/chat/${room.id}`, member.headers)).json().unreadCount).toBe(2);
    expect((await call('PUT', `/api/chat/${room.id}/read-last`)).statusCode).toBe(401);
    expect((await call('PUT', `/api/chat/${room.id}/read-last`, admin.headers)).statusCode).toBe(403);
    const read = await call('PUT', `/api/chat/${room.id}/read-last`, member.headers);
    expect(read.json()).toEqual({ message: chatMessages.read });
    expect((await call('GET', `/api/chat/${room.id}`, member.headers)).json().unreadCount).toBe(0);
    await sendText(t.app, owner.headers, room.id, '<p>3</p>');
    expect((await call('GET', `/api/chat/${room.id}`, member.headers)).json().unreadCount).toBe(1);
  });
});

describe('files, audio and meetings', () => {
  it('attaches the sender’s own files, served to the room’s members only', async () => {
    const { owner, member, outsider, room } = await buildChatRoom(t.app);
    const png = await createPng();
    const first = (
      await uploadFile(t.app, member.headers, { filename: 'a.png', content: png, assign: 'CHAT_ATTACHMENT' })
    ).json();
    const second = (
      await uploadFile(t.app, member.headers, { filename: 'b.png', content: png, assign: 'CHAT_ATTACHMENT' })
    ).json();
    const foreign = (
      await uploadFile(t.app, owner.headers, { filename: 'c.png', content: png, assign: 'CHAT_ATTACHMENT' })
    ).json();
    const url = `/api/chat/${room.id}/attachments-message`;
    const none = await call('POST', url, member.headers, { attachments: [] });
    expect(none.json().message).toBe(chatMessages.attachmentsRequired);
    const notOwn = await call('POST', url, member.headers, { attachments: [foreign.id] });
    expect(notOwn.json().message).toBe(chatMessages.fileNotAttachable);

    // Before it is attached, only its owner reads the file.
    expect((await call('GET', `/api/file/${first.id}/content`, owner.headers)).statusCode).toBe(403);
    const sent = await call('POST', url, member.headers, { attachments: [first.id, second.id] });
    expect(sent.json()).toMatchObject({ kind: 'ATTACHMENTS', files: [{ id: first.id }, { id: second.id }] });
    expect(await t.app.db.select().from(chatMessageFiles)).toHaveLength(2);
    expect((await call('GET', `/api/file/${first.id}/content`, owner.headers)).statusCode).toBe(200);
    expect((await call('GET', `/api/file/${first.id}/preview`, owner.headers)).json().url).toContain('token=');
    expect((await call('GET', `/api/file/${first.id}/content`, outsider.headers)).statusCode).toBe(403);

    const list = (await call('GET', `/api/chat/${room.id}/attachments`, owner.headers)).json();
    expect(list).toMatchObject({ total: 2, results: [{ file: { id: first.id } }, { file: { id: second.id } }] });
    const zip = await call('GET', `/api/chat/message/${sent.json().id}/attachments`, owner.headers);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.rawPayload.subarray(0, 4).toString('hex')).toBe('504b0304');
    expect(zip.rawPayload.includes(Buffer.from('a.png'))).toBe(true);
    expect((await call('GET', `/api/chat/message/${sent.json().id}/attachments`, outsider.headers)).statusCode).toBe(
      404,
    );
  });

  it('stores an audio message checked by its magic bytes', async () => {
    const { member, room } = await buildChatRoom(t.app);
    const send = (filename: string, content: Buffer) => {
      const body = buildMultipart([{ name: 'file', filename, content }]);
      return t.app.inject({
        method: 'POST',
        url: `/api/chat/${room.id}/audio-message`,
        payload: body.payload,
        headers: { ...member.headers, ...body.headers },
      });
    };
    const wrongType = await send('nagranie.png', createWav());
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toBe(chatMessages.audioFormat);
    expect((await send('nagranie.wav', Buffer.from('to nie jest dźwięk'))).statusCode).toBe(400);
    const sent = await send('nagranie.wav', createWav());
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ kind: 'AUDIO', files: [{ extension: 'wav', assign: 'CHAT_ATTACHMENT' }] });
  });

  it('builds the meeting link from MEETING_URL_TEMPLATE, or stores none', async () => {
    const { member, room } = await buildChatRoom(t.app);
    const bare = await call('POST', `/api/chat/${room.id}/meeting-message`, member.headers, { name: 'Powtórka' });
    expect(bare.json()).toMatchObject({ kind: 'MEETING', meeting: { name: 'Powtórka', joinUrl: null } });
    const noName = await call('POST', `/api/chat/${room.id}/meeting-message`, member.headers, { name: '' });
    expect(noName.statusCode).toBe(400);

    const app = await buildTestApp({ MEETING_URL_TEMPLATE: 'https://meet.jit.si/zadania-{meetingId}' });
    try {
      const other = await buildChatRoom(app);
      const response = await callApi(app, 'POST', `/api/chat/${other.room.id}/meeting-message`, other.member.headers, {
        name: 'Lekcja',
      });
      const meeting = response.json().meeting;
      expect(meeting.joinUrl).toBe(`https://meet.jit.si/zadania-${meeting.id}`);
      const listed = (await callApi(app, 'GET', `/api/chat/${other.room.id}/meetings`, other.owner.headers)).json();
      expect(listed.results.map((m: TChatMessage) => m.meeting?.id)).toEqual([meeting.id]);
    } finally {
      await app.close();
    }
  });
});
