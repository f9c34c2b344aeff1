import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { createRedisClient } from '../../lib/redis';

/** What is counted per user: their open sockets (online), and those of them in a meeting (busy). */
export type TPresenceKind = 'socket' | 'meeting';
const kinds: readonly TPresenceKind[] = ['socket', 'meeting'];

/**
 * How many sockets each user has open, and how many of them are in a meeting, on every API node together.
 * Each node counts its own sockets; a change answers the user's new total, so the first socket (online) and
 * the last (offline) are known without asking the other nodes. A node that dies without closing its
 * sockets stops beating, and `sweep` forgets its counts.
 */
export type TPresenceStore = {
  /** A socket of the user opened (or joined a meeting); answers the user's total of that kind now. */
  add(userId: string, kind: TPresenceKind): Promise<number>;
  /** A socket of the user closed (or left a meeting); answers the user's total of that kind now. */
  remove(userId: string, kind: TPresenceKind): Promise<number>;
  count(userId: string, kind: TPresenceKind): Promise<number>;
  /** Everybody with at least one of that kind, on any node. */
  users(kind: TPresenceKind): Promise<string[]>;
  /** Forgets the counts of nodes that stopped beating (they died); the presence check calls it. */
  sweep(): Promise<void>;
  /** This node stops: its counts go (its sockets reconnect elsewhere, and count there). */
  close(): Promise<void>;
};

/** One node's counts: the whole truth without Redis, and what a node tells Redis again after Redis lost it. */
function createLocalCounts() {
  const counts = new Map<TPresenceKind, Map<string, number>>(kinds.map((kind) => [kind, new Map()]));
  return {
    change(userId: string, kind: TPresenceKind, delta: 1 | -1) {
      const ofKind = counts.get(kind)!;
      const next = Math.max(0, (ofKind.get(userId) ?? 0) + delta);
      if (next) ofKind.set(userId, next);
      else ofKind.delete(userId);
      return next;
    },
    count: (userId: string, kind: TPresenceKind) => counts.get(kind)!.get(userId) ?? 0,
    users: (kind: TPresenceKind) => [...counts.get(kind)!.keys()],
    entries: (kind: TPresenceKind) => [...counts.get(kind)!.entries()],
    clear: () => {
      for (const ofKind of counts.values()) ofKind.clear();
    },
  };
}

/** One API node: its own counts are everybody's. */
export function createMemoryPresenceStore(): TPresenceStore {
  const local = createLocalCounts();
  return {
    add: async (userId, kind) => local.change(userId, kind, 1),
    remove: async (userId, kind) => local.change(userId, kind, -1),
    count: async (userId, kind) => local.count(userId, kind),
    users: async (kind) => local.users(kind),
    sweep: async () => {},
    close: async () => local.clear(),
  };
}

/** A node that has not beaten for this long is taken for dead. */
export const presenceNodeTimeoutMs = 30_000;
/** How often a node beats (and checks that Redis still knows its counts). */
export const presenceHeartbeatMs = 10_000;

// KEYS: the user's counts per node (hash), the set of users of the kind, the node's users of the kind.
// ARGV: node id, delta, user id. Answers the user's total on every node.
const changeScript = `
local n = redis.call('hincrby', KEYS[1], ARGV[1], ARGV[2])
if n <= 0 then
  redis.call('hdel', KEYS[1], ARGV[1])
  redis.call('srem', KEYS[3], ARGV[3])
else
  redis.call('sadd', KEYS[3], ARGV[3])
end
local total = 0
for _, v in ipairs(redis.call('hvals', KEYS[1])) do total = total + tonumber(v) end
if total > 0 then redis.call('sadd', KEYS[2], ARGV[3]) else redis.call('srem', KEYS[2], ARGV[3]) end
return total`;

// KEYS: the node's users of the kind. ARGV: key prefix, kind, node id. Drops the node's counts of that kind.
const forgetNodeScript = `
local users = redis.call('smembers', KEYS[1])
for _, user in ipairs(users) do
  local counts = ARGV[1] .. ARGV[2] .. ':' .. user
  redis.call('hdel', counts, ARGV[3])
  if redis.call('hlen', counts) == 0 then redis.call('srem', ARGV[1] .. ARGV[2], user) end
end
redis.call('del', KEYS[1])
return #users`;

/**
 * The counts of every node in Redis (`<prefix>socket:<userId>` holds each node's count, `<prefix>socket` the
 * users with any, `<prefix>node:<id>:socket` a node's users, `<prefix>nodes` each node's last beat). Redis
 * may lose them (a restart without persistence): the next beat finds the node unknown and writes its
 * counts again, so presence is right again within a beat.
 */
export function createRedisPresenceStore(
  url: string,
  options: {
    prefix?: string;
    now?: () => number;
    onError?: (error: Error) => void;
    /** Beats by itself every `presenceHeartbeatMs` (tests beat by hand). */
    heartbeat?: boolean;
  } = {},
): TPresenceStore & { beat(): Promise<void>; readonly nodeId: string } {
  const { prefix = 'presence:', now = Date.now, onError } = options;
  const redis: Redis = createRedisClient(url, { maxRetriesPerRequest: 2 }, onError);
  const nodeId = randomUUID();
  const local = createLocalCounts();
  const countsKey = (kind: TPresenceKind, userId: string) => `${prefix}${kind}:${userId}`;
  const usersKey = (kind: TPresenceKind) => `${prefix}${kind}`;
  const nodeUsersKey = (node: string, kind: TPresenceKind) => `${prefix}node:${node}:${kind}`;
  const nodesKey = `${prefix}nodes`;

  // Set when a change may not have reached Redis (it was away): the next beat writes the node's counts again.
  let unsure = false;
  const change = async (userId: string, kind: TPresenceKind, delta: 1 | -1) => {
    local.change(userId, kind, delta);
    const keys = [countsKey(kind, userId), usersKey(kind), nodeUsersKey(nodeId, kind)];
    try {
      return Number(await redis.eval(changeScript, keys.length, ...keys, nodeId, delta, userId));
    } catch (error) {
      unsure = true;
      throw error;
    }
  };

  const forgetNode = async (node: string) => {
    for (const kind of kinds) {
      await redis.eval(forgetNodeScript, 1, nodeUsersKey(node, kind), prefix, kind, node);
    }
    await redis.hdel(nodesKey, node);
  };

  /**
   * Replaces what Redis holds of this node with its own counts, in one transaction built from the counts as
   * they are now: changes queued before it are overwritten by it, those after it apply on top.
   */
  const rewrite = async () => {
    const write = redis.multi();
    for (const kind of kinds) {
      write.eval(forgetNodeScript, 1, nodeUsersKey(nodeId, kind), prefix, kind, nodeId);
      for (const [userId, count] of local.entries(kind)) {
        write.hset(countsKey(kind, userId), nodeId, count);
        write.sadd(usersKey(kind), userId);
        write.sadd(nodeUsersKey(nodeId, kind), userId);
      }
    }
    await write.exec();
  };

  /** Tells Redis this node lives; a node Redis did not know (it lost its data), or unsure of it, writes its counts again. */
  const beat = async () => {
    const isNew = (await redis.hset(nodesKey, nodeId, now())) === 1;
    if (!isNew && !unsure) return;
    unsure = false;
    try {
      await rewrite();
    } catch (error) {
      unsure = true;
      throw error;
    }
  };

  const timer =
    options.heartbeat === false
      ? undefined
      : setInterval(() => void beat().catch((error: unknown) => onError?.(error as Error)), presenceHeartbeatMs);
  timer?.unref();
  const started = beat().catch((error: unknown) => onError?.(error as Error));

  return {
    nodeId,
    beat,
    add: async (userId, kind) => {
      await started;
      return change(userId, kind, 1);
    },
    remove: async (userId, kind) => {
      await started;
      return change(userId, kind, -1);
    },
    async count(userId, kind) {
      const counts = await redis.hvals(countsKey(kind, userId));
      return counts.reduce((total, count) => total + Number(count), 0);
    },
    users: (kind) => redis.smembers(usersKey(kind)),
    async sweep() {
      const beats = await redis.hgetall(nodesKey);
      for (const [node, beatAt] of Object.entries(beats)) {
        if (node !== nodeId && now() - Number(beatAt) > presenceNodeTimeoutMs) await forgetNode(node);
      }
    },
    async close() {
      if (timer) clearInterval(timer);
      local.clear();
      await forgetNode(nodeId).catch((error: unknown) => onError?.(error as Error));
      await redis.quit().catch(() => {});
    },
  };
}
