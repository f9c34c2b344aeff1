import { describe, expect, it } from 'vitest';
import { insertWithFreeSlug, pickFreeSlug, toSlug } from './slug';

describe('toSlug', () => {
  it('folds Polish letters and joins words with dashes', () => {
    expect(toSlug('Oblicz łączną długość źródła: x² + 2 = 5!')).toBe('oblicz-laczna-dlugosc-zrodla-x-2-5');
  });

  it('cuts at a word end and never returns a trailing dash', () => {
    expect(toSlug('Rozwiąż równanie kwadratowe z parametrem rzeczywistym', 25)).toBe('rozwiaz-rownanie');
    expect(toSlug('   ')).toBe('');
  });
});

describe('pickFreeSlug', () => {
  it('numbers taken slugs', () => {
    expect(pickFreeSlug('a', new Set())).toBe('a');
    expect(pickFreeSlug('a', new Set(['a', 'a-2']))).toBe('a-3');
  });
});

describe('insertWithFreeSlug', () => {
  it('takes the next number whenever the slug it tried was written meanwhile', async () => {
    const stored = new Set(['a']);
    const writtenMeanwhile = new Set(['a-2', 'a-3']);
    const tried: string[] = [];
    const row = await insertWithFreeSlug(
      'a',
      async () => new Set(stored),
      async (slug) => {
        tried.push(slug);
        if (stored.has(slug) || writtenMeanwhile.has(slug)) return undefined;
        stored.add(slug);
        return { slug };
      },
    );
    expect(row).toEqual({ slug: 'a-4' });
    expect(tried).toEqual(['a-2', 'a-3', 'a-4']);
  });
});
