import { describe, expect, it } from 'vitest';
import { pickFreeSlug, toSlug } from './slug';

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
