import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { callApi, linkStudent } from '../../../test/chat-fixtures';
import { loginAs } from '../../../test/factories';
import { chatRooms } from '../../db/schema';
import { createChatRepository } from './chat.repository';

const t = useTestApp();

describe('unread counts', () => {
  it('equal a plain recount of the messages of others after each member’s last read-last', async () => {
    // A teacher and a student of theirs: the teacher may start a room with them (the contact rule).
    const a = await loginAs(t.app, 'TEACHER');
    const b = await loginAs(t.app);
    await linkStudent(t.app, b.user.id, a.user.id);
    const people = [a, b];
    const repository = createChatRepository(t.app.db);
    const operation = fc.oneof(
      fc.record({ kind: fc.constant('send' as const), who: fc.integer({ min: 0, max: 1 }) }),
      fc.record({ kind: fc.constant('read' as const), who: fc.integer({ min: 0, max: 1 }) }),
      fc.record({ kind: fc.constant('delete' as const), index: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { maxLength: 12 }), async (operations) => {
        const room = (
          await callApi(t.app, 'POST', '/api/chat', a.headers, { name: 'Pokój testowy', usersIds: [b.user.id] })
        ).json();
        // The model: every message with its author, and what each person had seen at their last read-last.
        const sent: { id: string; author: number }[] = [];
        const seen = [new Set<string>(), new Set<string>()];
        for (const step of operations) {
          if (step.kind === 'send') {
            const message = await repository.insertMessage({
              roomId: room.id,
              authorId: people[step.who]!.user.id,
              kind: 'TEXT',
              message: '<p>x</p>',
            });
            sent.push({ id: message.id, author: step.who });
          } else if (step.kind === 'read') {
            await repository.readRoom(room.id, people[step.who]!.user.id);
            seen[step.who] = new Set(sent.map((message) => message.id));
          } else if (sent.length) {
            const [removed] = sent.splice(step.index % sent.length, 1);
            await repository.deleteMessage(removed!.id);
          }
        }
        for (const who of [0, 1]) {
          const recount = sent.filter((message) => message.author !== who && !seen[who]!.has(message.id)).length;
          const { unreadCount } = await repository.viewerState(room.id, people[who]!.user.id);
          expect(unreadCount).toBe(recount);
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});

describe('GET /api/chat/user/{id} in parallel', () => {
  it('creates one direct room', async () => {
    const me = await loginAs(t.app);
    const other = await loginAs(t.app, 'TEACHER');
    await linkStudent(t.app, me.user.id, other.user.id);
    const responses = await Promise.all([
      callApi(t.app, 'GET', `/api/chat/user/${other.user.id}`, me.headers),
      callApi(t.app, 'GET', `/api/chat/user/${me.user.id}`, other.headers),
      callApi(t.app, 'GET', `/api/chat/user/${other.user.id}`, me.headers),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(responses.map((response) => response.json().id)).size).toBe(1);
    expect(await t.app.db.select().from(chatRooms)).toHaveLength(1);
  });
});
