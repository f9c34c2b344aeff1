import { describe, expect, it } from 'vitest';
import { excerpt } from './excerpt';

describe('excerpt', () => {
  it('keeps short text, cuts long text with an ellipsis within the limit, never inside a surrogate pair', () => {
    expect(excerpt('abc', 3)).toBe('abc');
    expect(excerpt('abcdefghij', 5)).toBe('abcd…');
    expect(excerpt('ab   cdef', 6)).toBe('ab…');
    expect(excerpt('abc𝑥𝑦', 5)).toBe('abc…');
    expect(excerpt('abc𝑥𝑦', 6)).toBe('abc𝑥…');
  });

  it('ends at a word where one ends near the limit, not in the middle of one', () => {
    const sentence = 'Pociąg wyjechał pierwszego dnia dwunastego miesiąca';
    expect(excerpt(sentence, 35)).toBe('Pociąg wyjechał pierwszego dnia…');
    expect(excerpt('Oblicz pole trójkąta prostokątnego', 33)).toBe('Oblicz pole trójkąta…');
    // One long word has no end near enough: it is cut where the room ends.
    expect(excerpt('Konstantynopolitańczykowianeczka', 12)).toBe('Konstantyno…');
  });
});
