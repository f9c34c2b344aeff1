import { describe, expect, it } from 'vitest';
import { createCardCache } from './card-cache';
import type { TCatalogueChange } from './catalogue-feed';

type TCard = { id: string; title: string; ratingsAvg: number };

const changeOf = (change: Partial<TCatalogueChange>): TCatalogueChange => ({
  seq: 1,
  table: 'homeworks',
  rowId: null,
  kind: 'card',
  ratingsAvg: null,
  ratingsCount: null,
  ...change,
});

function setUp(options: { maxEntries?: number; ttlMs?: number } = {}) {
  const listeners = new Set<(changes: TCatalogueChange[]) => void>();
  let clock = 0;
  const titles = new Map([
    ['a', 'Zadanie A'],
    ['b', 'Zadanie B'],
    ['c', 'Zadanie C'],
  ]);
  const reads: string[][] = [];
  const read = async (ids: string[]) => {
    reads.push(ids);
    return new Map(ids.flatMap((id) => (titles.has(id) ? [[id, { id, title: titles.get(id)!, ratingsAvg: 3 }]] : [])));
  };
  const cache = createCardCache<TCard>(
    {
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    {
      maxEntries: options.maxEntries ?? 100,
      ttlMs: options.ttlMs ?? 15_000,
      withRating: (card, change) => ({ ...card, ratingsAvg: change.ratingsAvg ?? card.ratingsAvg }),
      now: () => clock,
    },
  );
  const publish = (...changes: Partial<TCatalogueChange>[]) => {
    for (const listener of listeners) listener(changes.map(changeOf));
  };
  return {
    cache,
    read,
    reads,
    titles,
    publish,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('the card cache', () => {
  it('reads only the cards it does not hold, and none that does not exist', async () => {
    const { cache, read, reads } = setUp();
    expect([...(await cache.get(['a', 'b'], read)).keys()]).toEqual(['a', 'b']);
    expect([...(await cache.get(['b', 'c', 'x'], read)).keys()]).toEqual(['b', 'c']);
    expect(reads).toEqual([
      ['a', 'b'],
      ['c', 'x'],
    ]);
    await cache.get(['a', 'b', 'c'], read);
    expect(reads).toHaveLength(2);
  });

  it('applies a rating in place and reads a changed task again', async () => {
    const { cache, read, reads, titles, publish } = setUp();
    await cache.get(['a', 'b'], read);
    titles.set('b', 'Zadanie B, poprawione');
    publish({ rowId: 'a', kind: 'rating', ratingsAvg: 4.5, ratingsCount: 2 }, { rowId: 'b', kind: 'shape' });
    const cards = await cache.get(['a', 'b'], read);
    expect(cards.get('a')).toEqual({ id: 'a', title: 'Zadanie A', ratingsAvg: 4.5 });
    expect(cards.get('b')?.title).toBe('Zadanie B, poprawione');
    expect(reads.at(-1)).toEqual(['b']);
  });

  it('drops every card when a concept or a type is renamed, or a bulk statement changed tasks', async () => {
    for (const change of [{ table: 'math_concepts', rowId: 'k1', kind: 'shape' as const }, { rowId: null }]) {
      const { cache, read, reads, publish } = setUp();
      await cache.get(['a', 'b'], read);
      publish(change);
      await cache.get(['a', 'b'], read);
      expect(reads).toEqual([
        ['a', 'b'],
        ['a', 'b'],
      ]);
    }
  });

  it('serves but does not keep a card read while the feed brought a change', async () => {
    const { cache, titles, reads, publish } = setUp();
    const racing = async (ids: string[]) => {
      reads.push(ids);
      const stale = new Map(ids.map((id) => [id, { id, title: titles.get(id)!, ratingsAvg: 3 }]));
      titles.set('a', 'Zadanie A, nowe');
      publish({ rowId: 'a', kind: 'shape' });
      return stale;
    };
    expect((await cache.get(['a'], racing)).get('a')?.title).toBe('Zadanie A');
    expect(cache.size).toBe(0);
  });

  it('reads a card again once its time is up, and holds no more than its bound', async () => {
    const { cache, read, reads, advance } = setUp({ maxEntries: 2, ttlMs: 1_000 });
    await cache.get(['a', 'b', 'c'], read);
    expect(cache.size).toBe(2);
    advance(1_001);
    await cache.get(['b'], read);
    expect(reads.at(-1)).toEqual(['b']);
  });
});
