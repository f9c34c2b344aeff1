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
});
