import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';

export type TZipEntry = { name: string; open: () => Promise<AsyncIterable<Buffer>> };

const utf8NamesAndDataDescriptor = 0x0808;

/** DOS date and time of a moment (ZIP headers), local to nobody: UTC. */
function dosDateTime(date: Date) {
  const time = (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | Math.floor(date.getUTCSeconds() / 2);
  const day = ((date.getUTCFullYear() - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate();
  return { time, day };
}

/** Entry names made unique ('a.pdf', 'a (2).pdf'), as one archive cannot hold two of one name. */
export function uniqueEntryNames(names: readonly string[]) {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const times = (seen.get(name) ?? 0) + 1;
    seen.set(name, times);
    if (times === 1) return name;
    const dot = name.lastIndexOf('.');
    return dot > 0 ? `${name.slice(0, dot)} (${times})${name.slice(dot)}` : `${name} (${times})`;
  });
}

/**
 * A ZIP archive of the entries, stored without compression (attachments are mostly compressed already)
 * and streamed: each entry is read once, its CRC and size written after it in a data descriptor, so
 * nothing is held in memory. No ZIP64: chat files are far below 4 GiB.
 */
export function createZipStream(entries: readonly TZipEntry[], now = new Date()): Readable {
  const { time, day } = dosDateTime(now);
  /** The run of fields a local header and its central directory record share: version needed … name length. */
  const writeEntryFields = (header: Buffer, at: number, nameLength: number, crc: number, size: number) => {
    header.writeUInt16LE(20, at);
    header.writeUInt16LE(utf8NamesAndDataDescriptor, at + 2);
    header.writeUInt16LE(0, at + 4);
    header.writeUInt16LE(time, at + 6);
    header.writeUInt16LE(day, at + 8);
    header.writeUInt32LE(crc >>> 0, at + 10);
    header.writeUInt32LE(size, at + 14);
    header.writeUInt32LE(size, at + 18);
    header.writeUInt16LE(nameLength, at + 22);
  };
  async function* generate() {
    const central: Buffer[] = [];
    let offset = 0;
    for (const entry of entries) {
      const name = Buffer.from(entry.name, 'utf8');
      const local = Buffer.alloc(30);
      local.writeUInt32LE(0x04034b50, 0);
      // The CRC and sizes follow the data, in its descriptor; here they stay 0.
      writeEntryFields(local, 4, name.length, 0, 0);
      yield Buffer.concat([local, name]);
      let crc = 0;
      let size = 0;
      for await (const chunk of await entry.open()) {
        crc = crc32(chunk, crc);
        size += chunk.length;
        yield chunk;
      }
      const descriptor = Buffer.alloc(16);
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(crc >>> 0, 4);
      descriptor.writeUInt32LE(size, 8);
      descriptor.writeUInt32LE(size, 12);
      yield descriptor;

      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(20, 4);
      writeEntryFields(header, 6, name.length, crc, size);
      header.writeUInt32LE(offset, 42);
      central.push(header, name);
      offset += local.length + name.length + size + descriptor.length;
    }
    const directory = Buffer.concat(central);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(entries.length, 8);
    end.writeUInt16LE(entries.length, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(offset, 16);
    yield directory;
    yield end;
  }
  return Readable.from(generate());
}
