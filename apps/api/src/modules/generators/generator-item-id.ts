import { createHash } from 'node:crypto';

/**
 * A generator's stable item id (a name-based UUID, version 5 layout, of `generator:<id>`): what the attempt log, the
 * difficulty model and practice sessions name a generated item by, as they name a task by its id.
 */
export function generatorItemId(generatorId: string): string {
  const bytes = createHash('sha1').update(`generator:${generatorId}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
