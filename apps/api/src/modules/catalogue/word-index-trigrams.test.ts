import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addWordTrigrams, type TWordTrigrams, wordsContaining } from './word-index-trigrams';

const indexed = (words: string[]) => {
  const trigrams: TWordTrigrams = new Map();
  words.forEach((word, number) => {
    addWordTrigrams(trigrams, word, number);
  });
  return trigrams;
};

describe('wordsContaining', () => {
  it('finds exactly the words that contain the part, in order', () => {
    const letters = fc.constantFrom('a', 'b', 'ą', 'n', '1', '𝑥');
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.array(letters, { minLength: 1, maxLength: 7 }).map((chars) => chars.join(''))),
        fc.array(letters, { minLength: 1, maxLength: 4 }).map((chars) => chars.join('')),
        (words, part) => {
          const expected = words.flatMap((word, number) => (word.includes(part) ? [number] : []));
          expect(wordsContaining(indexed(words), words, part)).toEqual(expected);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('reads only the words an older vocabulary holds', () => {
    const words = ['rownanie', 'rownania', 'kwadratowe'];
    const trigrams = indexed(words);
    addWordTrigrams(trigrams, 'rownaniem', 3);
    expect(wordsContaining(trigrams, words, 'rown')).toEqual([0, 1]);
    expect(wordsContaining(trigrams, [...words, 'rownaniem'], 'rown')).toEqual([0, 1, 3]);
    expect(wordsContaining(trigrams, words, 'zzz')).toEqual([]);
  });
});
