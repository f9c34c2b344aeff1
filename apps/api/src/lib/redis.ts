import { Redis, type RedisOptions } from 'ioredis';

/**
 * An ioredis client whose connection errors go to `onError` (a log line): ioredis reconnects by itself,
 * and an error event nobody listens to is printed as "Unhandled error event" on every failed attempt.
 */
export function createRedisClient(url: string, options: RedisOptions, onError: (error: Error) => void = () => {}) {
  const client = new Redis(url, options);
  client.on('error', onError);
  return client;
}
