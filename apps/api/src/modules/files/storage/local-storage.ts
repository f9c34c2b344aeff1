import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, StorageNotFoundError, type TByteRange, type TFileStorage } from './file-storage';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files on the local disk under `root`; a write goes to a temporary file renamed into place when complete. */
export function createLocalStorage(root: string): TFileStorage {
  const resolve = (key: string) => {
    assertStorageKey(key);
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    return file;
  };

  return {
    driver: 'local',

    async put(key, body, _options) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
      try {
        await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
        const { size } = await fs.stat(partial);
        await fs.rename(partial, file);
        return { size };
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
    },

    async get(key, range?: TByteRange): Promise<Readable> {
      const file = resolve(key);
      const handle = await fs.open(file, 'r').catch((error) => {
        throw isMissing(error) ? new StorageNotFoundError(key) : error;
      });
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },

    async stat(key) {
      try {
        const { size } = await fs.stat(resolve(key));
        return { size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },

    async close() {},
  };
}
