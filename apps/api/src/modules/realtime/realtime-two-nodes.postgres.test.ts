import { afterEach, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/build-test-app';
import { buildChatRoom, sendText } from '../../../test/chat-fixtures';
import { describeWithServices } from '../../../test/services-under-test';
import { connected, disconnected, listenOnce, openSocket, type TTestSocket } from '../../../test/sockets';
import { createPostgresDatabase } from '../../db/client';

const redisUrl = process.env.TEST_REDIS_URL;

const closing: (() => Promise<unknown>)[] = [];
const sockets: TTestSocket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  for (const close of closing.splice(0).reverse()) await close();
});

/** Two API nodes on one PostgreSQL database and one Redis, as behind a load balancer. */
async function buildTwoNodes() {
  const env = { REDIS_URL: redisUrl! };
  const nodeA = await buildTestApp(env);
  closing.push(() => nodeA.close());
  const shared = createPostgresDatabase(nodeA.database.connectionString!, () => undefined);
  closing.push(() => shared.close());
  const nodeB = await buildTestApp(env, { database: shared });
  closing.push(() => nodeB.close());
  return { nodeA, nodeB };
}

async function connect(node: TTestApp, token: string) {
  const socket = openSocket(await listenOnce(node), token);
  sockets.push(socket);
  await connected(socket);
  return socket;
}

describeWithServices({ postgres: true, redis: true }, 'two API nodes with one PostgreSQL and one Redis', () => {
  it('delivers a message sent through node A to a member whose socket is on node B, and to nobody else', async () => {
    const { nodeA, nodeB } = await buildTwoNodes();
    const { owner, member, outsider, room } = await buildChatRoom(nodeA);
    const memberOnB = await connect(nodeB, member.session.token);
    const outsiderOnB = await connect(nodeB, outsider.session.token);

    const sent = await sendText(nodeA, owner.headers, room.id, '<p>Z węzła A</p>');
    expect(await memberOnB.next('CreatedChatMessage')).toEqual(sent);
    expect(outsiderOnB.received.map((entry) => entry.event)).not.toContain('CreatedChatMessage');
  });

  it("leaves node B's sockets connected when node A shuts down, and A's told to reconnect, not to stay away", async () => {
    const { nodeA, nodeB } = await buildTwoNodes();
    const { owner, member, room } = await buildChatRoom(nodeA);
    const onA = await connect(nodeA, owner.session.token);
    const onB = await connect(nodeB, member.session.token);
    const reasonOnA = disconnected(onA);
    await nodeA.close();
    // A transport close, which socket.io clients reconnect after (to another node, through the load balancer).
    expect(await reasonOnA).toBe('transport close');
    const sent = await sendText(nodeB, owner.headers, room.id, '<p>Po zamknięciu węzła A</p>');
    expect(await onB.next('CreatedChatMessage')).toEqual(sent);
    expect(onB.connected).toBe(true);
  });

  it('knows on node A who is online on node B, and announces there when they leave', async () => {
    const { nodeA, nodeB } = await buildTwoNodes();
    const { owner, member } = await buildChatRoom(nodeA);
    const observerOnA = await connect(nodeA, owner.session.token);
    const memberOnB = await connect(nodeB, member.session.token);
    const online = async () => (await nodeA.inject({ method: 'GET', url: '/api/user/online' })).json() as string[];

    await expect.poll(online).toEqual(expect.arrayContaining([owner.user.id, member.user.id]));
    memberOnB.close();
    await expect
      .poll(() => observerOnA.received)
      .toContainEqual({ event: 'UserOffline', payload: { userId: member.user.id } });
    expect(await online()).not.toContain(member.user.id);
  });
});
