import { foldText } from '@zadania/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distinctPatternWords, type TSearchTerms } from './homework-filters';
import { SearchIndexBuilder, withChangedTexts } from './homework-word-index';
import { matchKeyOf, matchReusing } from './homework-word-match';

/**
 * The compact word index (variable-length postings in one pool, the ids in one string) against the search's
 * definition over the texts themselves: a task matches when every term has a word its text contains, and its
 * relevance is buildSearchRank's, from the first position of each exact term as strpos counts (in characters,
 * so a letter outside the Basic Multilingual Plane counts once). After any sequence of edits, withdrawals and
 * publications put in place, the index answers as the texts do.
 */
const vocabulary = ['rownanie', 'rownania', 'kwadratowe', 'ciag', 'ciagu', 'pole', 'łódź', '12', '125', '𝑥y', 'x'];
const textArbitrary = fc
  .array(fc.constantFrom(...vocabulary), { minLength: 0, maxLength: 12 })
  .chain((words) => fc.constant(words.join(' ')))
  .chain((text) => fc.constantFrom(text, `${text}, ${text.split(' ').reverse().join('-')}`));
const termArbitrary = fc
  .array(fc.constantFrom('rown', 'rownanie', 'ciag', 'pole', '12', '25', 'x', 'y', 'lodz', 'ole'), {
    minLength: 1,
    maxLength: 3,
  })
  .map((words) => ({ term: words[0]!, words }));

const uuidOf = (number: number) => `00000000-0000-4000-8000-${number.toString(16).padStart(12, '0')}`;

/** strpos over characters: the 0-based position of the first occurrence, -1 when absent. */
function characterPosition(text: string, term: string) {
  const at = text.indexOf(term);
  return at < 0 ? -1 : [...text.slice(0, at)].length;
}

function expectedMatches(texts: Map<string, string>, terms: TSearchTerms) {
  const expected = new Map<string, number>();
  for (const [id, text] of texts) {
    const found = terms.every(({ words }) =>
      distinctPatternWords(words).some((word) => text.includes(foldText(word.trim()))),
    );
    if (!found) continue;
    let rank = 0;
    for (const { term } of terms) {
      const at = characterPosition(text, foldText(term.trim()));
      rank += at < 0 ? 0.5 : 1.0 / (1 + (at + 1) / 200.0) + 1;
    }
    expected.set(id, rank);
  }
  return expected;
}

describe('the word index', () => {
  it('answers every search as the texts do, after any changes put in place', () => {
    fc.assert(
      fc.property(
        fc.array(textArbitrary, { minLength: 0, maxLength: 40 }),
        fc.array(
          fc.record({
            changed: fc.array(fc.nat({ max: 60 }), { maxLength: 5 }),
            texts: fc.array(fc.option(textArbitrary, { nil: undefined }), { maxLength: 5 }),
          }),
          { maxLength: 4 },
        ),
        fc.array(fc.array(termArbitrary, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 4 }),
        (loaded, changes, searches) => {
          const texts = new Map<string, string>();
          const builder = new SearchIndexBuilder();
          loaded.forEach((text, number) => {
            builder.add(uuidOf(number), text);
            texts.set(uuidOf(number), text);
          });
          let index = builder.build('1');
          changes.forEach((change, step) => {
            // A changed task either comes back with its new text (still public) or leaves (undefined).
            const changedIds = [...new Set(change.changed.map(uuidOf))];
            const rows: { id: string; search_text: string }[] = [];
            changedIds.forEach((id, position) => {
              const text = change.texts[position];
              texts.delete(id);
              if (text === undefined) return;
              rows.push({ id, search_text: text });
              texts.set(id, text);
            });
            index = withChangedTexts(index, changedIds, rows, String(step + 2));
          });
          for (const terms of searches) {
            const matches = matchReusing(index, terms)!;
            const answered = new Map(matches.ids.map((id, position) => [id, matches.ranks[position]!]));
            expect(answered.size).toBe(matches.ids.length);
            const expected = expectedMatches(texts, terms);
            expect([...answered.keys()].sort()).toEqual([...expected.keys()].sort());
            for (const [id, rank] of expected) expect(answered.get(id)).toBeCloseTo(rank, 12);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps first positions and task gaps of any size (several bytes each)', () => {
    const builder = new SearchIndexBuilder();
    const far = `${'a '.repeat(20_000)}rownanie`;
    for (let number = 0; number < 300; number++) builder.add(uuidOf(number * 1000), number % 150 ? 'pole' : far);
    const index = builder.build('1');
    const matches = matchReusing(index, [{ term: 'rownanie', words: ['rownanie'] }])!;
    expect(matches.ids).toEqual([uuidOf(0), uuidOf(150_000)]);
    expect(Array.from(matches.ranks)).toEqual([1 / (1 + 40_001 / 200) + 1, 1 / (1 + 40_001 / 200) + 1]);
  });

  it('shares one answer between typos that resolve to the same words, and only between them', () => {
    const builder = new SearchIndexBuilder();
    ['rownanie kwadratowe', 'pole rownania', 'ciag rownan', 'pole kola'].forEach((text, number) => {
      builder.add(uuidOf(number), text);
    });
    const index = builder.build('1');
    const typo = (term: string) => [{ term, words: [term, 'rownanie', 'rownania'] }];
    // Neither typo is in any word: both find the tasks of the two close words, each at 0.5.
    expect(matchKeyOf(index, typo('rwonanie'))).toEqual(matchKeyOf(index, typo('ronwanie')));
    const shared = matchReusing(index, typo('rwonanie'))!;
    expect(matchReusing(index, typo('ronwanie'))).toBe(shared);
    expect(shared.ids).toEqual([uuidOf(0), uuidOf(1)]);
    expect(Array.from(shared.ranks)).toEqual([0.5, 0.5]);
    // `rownan` is in words of its own (and its place in them counts): another answer.
    expect(matchKeyOf(index, typo('rownan'))!.matched).not.toBe(matchKeyOf(index, typo('rwonanie'))!.matched);
    expect(matchReusing(index, typo('rownan'))!.ids).toEqual([uuidOf(0), uuidOf(1), uuidOf(2)]);
    // `rownani` is in the same two words: the same tasks (and counts), ranked by its place in them.
    const inWords = matchKeyOf(index, [{ term: 'rownani', words: ['rownani'] }])!;
    expect(inWords.matched).toBe(matchKeyOf(index, typo('rwonanie'))!.matched);
    expect(inWords.ranked).not.toBe(matchKeyOf(index, typo('rwonanie'))!.ranked);
    expect(matchReusing(index, [{ term: 'rownani', words: ['rownani'] }])!.ids).toEqual(shared.ids);
    // A pattern the index cannot match (not a plain word) has no key: the database matches it.
    expect(matchKeyOf(index, [{ term: 'x%', words: ['x%'] }])).toBeUndefined();
  });
});
