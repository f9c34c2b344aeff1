import { createHash } from 'node:crypto';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Routes that take "id or slug" look the value up as an id when it has the shape of one. */
export const isUuid = (value: string) => uuidPattern.test(value);

/**
 * A name-based UUID (the version 5 layout over SHA-1 of `name`): the same name, the same id, on every node. Items the
 * attempt log names that are not rows (a generator, a mock paper's item) get theirs this way.
 */
export function nameBasedUuid(name: string): string {
  const bytes = createHash('sha1').update(name).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
