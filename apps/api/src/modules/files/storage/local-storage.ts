import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertStorageKey,
  isStorageKey,
  StorageNotFoundError,
  StorageWriteError,
  type TByteRange,
  type TFileStorage,
  type TStoredEntry,
  watchSource,
} from './storage-contract';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** `<key>.<12 hex>.part`: a write in progress (or left by a crash) of `<key>`. */
const partialPattern = /^(.+)\.[0-9a-f]{12}\.part$/;

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
      const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
      const source = watchSource(body);
      try {
        await fs.mkdir(path.dirname(file), { recursive: true });
        await pipeline(source.chunks(), createWriteStream(partial, { flags: 'wx' }));
        const { size } = await fs.stat(partial);
        await fs.rename(partial, file);
        return { size };
      } catch (error) {
        body.destroy();
        await fs.rm(partial, { force: true }).catch(() => {});
        throw source.failed ? error : new StorageWriteError(key, error);
      }
    },

    async *list(): AsyncIterable<TStoredEntry> {
      const directory = await fs.opendir(root, { recursive: true }).catch((error) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (!directory) return;
      for await (const entry of directory) {
        if (!entry.isFile()) continue;
        const full = path.join(entry.parentPath, entry.name);
        const key = path.relative(root, full).split(path.sep).join('/');
        // Files that are not ours (no key of ours looks like them) are left alone.
        if (!isStorageKey(key)) continue;
        const stats = await fs.stat(full).catch(() => null);
        if (!stats) continue;
        const partialOf = partialPattern.exec(key)?.[1];
        yield { key, modifiedAt: stats.mtime, ...(partialOf ? { partialOf } : {}) };
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
