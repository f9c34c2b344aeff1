import { describe, expect, it } from 'vitest';
import { createSnapshotBuilder } from './catalogue-snapshot';
import { createCatalogueSnapshotKeeper } from './catalogue-snapshot-keeper';

const snapshotOf = (revision: string) => ({
  ...createSnapshotBuilder({ concepts: [], authors: [], types: [], exams: [], requirements: [] }, 0).finish(),
  revision,
});

/** A feed that reads nothing: these tests move the shape by hand. */
const quietFeed = { subscribe: () => () => true, position: () => ({ revision: '0', shape: '0' }) };

function recordingLog() {
  const lines: string[] = [];
  return {
    lines,
    log: { info: (_: object, line: string) => lines.push(line), warn: (_: object, line: string) => lines.push(line) },
  };
}

describe('catalogue snapshot keeper', () => {
  it('gives a snapshot only for its own shape, and builds one at a time', async () => {
    let revision = '1';
    let builds = 0;
    const { log } = recordingLog();
    const keeper = createCatalogueSnapshotKeeper(
      async () => {
        builds++;
        return snapshotOf(revision);
      },
      quietFeed,
      log as never,
    );
    expect(keeper.at('1')).toBeUndefined();
    expect(keeper.at('1')).toBeUndefined();
    await keeper.settle();
    expect(builds).toBe(1);
    expect(keeper.at('1')?.revision).toBe('1');

    revision = '2';
    expect(keeper.at('2')).toBeUndefined();
    await keeper.warmUp();
    expect(keeper.at('2')?.revision).toBe('2');
    // A request that read an older shape is answered from the database, and builds nothing.
    expect(keeper.at('1')).toBeUndefined();
    await keeper.settle();
    expect(builds).toBe(2);
  });

  it('logs a failed build, keeps the app running and builds again later', async () => {
    let fail = true;
    const { lines, log } = recordingLog();
    const keeper = createCatalogueSnapshotKeeper(
      async () => {
        if (fail) throw new Error('connection lost');
        return snapshotOf('5');
      },
      quietFeed,
      log as never,
    );
    await keeper.warmUp();
    expect(lines).toEqual(['Building the catalogue snapshot failed']);
    fail = false;
    await keeper.warmUp();
    expect(keeper.at('5')?.revision).toBe('5');
    expect(lines[1]).toBe('Catalogue snapshot built');
  });
});
