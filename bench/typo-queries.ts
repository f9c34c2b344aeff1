/** A stable hash of a string: orders the queries without randomness. */
const hashOf = (text: string) => [...text].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);

/**
 * The cold-search workload of issue 60: never-repeated queries with typos, as pupils type them. From each dictionary
 * word (5 letters or more): without its diacritics, a letter missing, two letters swapped, a letter doubled, a letter
 * wrong; then pairs of words. Deterministic (ordered by a hash), every query distinct and none the word itself, so
 * no measured request is a repeat of an earlier one as long as there are more queries than requests.
 */
export function buildTypoQueries(words: string[], wanted: number): string[] {
  const fold = (word: string) =>
    word
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ł/g, 'l');
  const variants = new Set<string>();
  const add = (query: string, word: string) => {
    if (query !== word && query.length >= 4) variants.add(query);
  };
  for (const word of words) {
    add(fold(word), word);
    for (let i = 1; i < word.length; i += 1) {
      add(word.slice(0, i) + word.slice(i + 1), word);
      if (i + 1 < word.length) add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2), word);
      add(word.slice(0, i) + word[i] + word.slice(i), word);
      add(word.slice(0, i) + (word[i] === 'e' ? 'a' : 'e') + word.slice(i + 1), word);
    }
  }
  const singles = [...variants].sort((a, b) => hashOf(a) - hashOf(b) || a.localeCompare(b));
  const queries = [...singles];
  for (let i = 0; queries.length < wanted && i < singles.length * 4; i += 1) {
    const first = singles[i % singles.length]!;
    const second = words[(i * 7919) % words.length]!;
    if (!first.includes(second)) queries.push(`${second} ${first}`);
  }
  return [...new Set(queries)].slice(0, wanted);
}
