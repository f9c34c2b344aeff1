/**
 * The word index's words by their trigrams (three UTF-16 units in a row), so that the words containing a search
 * word are found from the rarest of its trigrams instead of by testing every word of the vocabulary (issue 60: at
 * 100 000 tasks each search tested some 100 000 words, once per close spelling). Kept with the vocabulary, which
 * only ever grows: a list holds word numbers ascending, and an index made before a word was added reads only the
 * words it holds.
 */
export type TWordTrigrams = Map<string, number[]>;

/** Words shorter than this have no trigram of their own: they are tested against every word. */
const trigramLength = 3;

/** Adds a new word (numbered after every word already in) to its trigrams' lists. */
export function addWordTrigrams(trigrams: TWordTrigrams, word: string, wordNumber: number) {
  for (let at = 0; at + trigramLength <= word.length; at++) {
    const trigram = word.slice(at, at + trigramLength);
    const list = trigrams.get(trigram);
    if (!list) trigrams.set(trigram, [wordNumber]);
    else if (list[list.length - 1] !== wordNumber) list.push(wordNumber);
  }
}

/**
 * The numbers of the vocabulary's words (the first `words.length`) that contain `part`, ascending: candidates from
 * its rarest trigram, each tested. A part shorter than a trigram is tested against every word.
 */
export function wordsContaining(trigrams: TWordTrigrams, words: readonly string[], part: string): number[] {
  const found: number[] = [];
  if (part.length < trigramLength) {
    for (let number = 0; number < words.length; number++) if (words[number]!.includes(part)) found.push(number);
    return found;
  }
  let rarest: number[] | undefined;
  for (let at = 0; at + trigramLength <= part.length; at++) {
    const list = trigrams.get(part.slice(at, at + trigramLength));
    if (!list) return found;
    if (!rarest || list.length < rarest.length) rarest = list;
  }
  for (const number of rarest!) {
    if (number >= words.length) break;
    if (words[number]!.includes(part)) found.push(number);
  }
  return found;
}
