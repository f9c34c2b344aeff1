import { classCodeAlphabet, formatClassCode, normalizeClassCode } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import { generateClassCode } from './class-code';

const codePattern = new RegExp(`^[${classCodeAlphabet}]{8}$`);

describe('join codes', () => {
  it('are eight characters of the alphabet without look-alikes, from every part of it', () => {
    expect(classCodeAlphabet).not.toMatch(/[01OIL]/);
    const seen = new Set<string>();
    for (let index = 0; index < 200; index += 1) {
      const code = generateClassCode();
      expect(code).toMatch(codePattern);
      for (const letter of code) seen.add(letter);
    }
    expect(seen.size).toBe(classCodeAlphabet.length);
    expect(generateClassCode(() => 0)).toBe('AAAAAAAA');
  });

  it('are read in any case with spaces and dashes ignored, and shown in two groups', () => {
    expect(normalizeClassCode(' abcd-ef 23 ')).toBe('ABCDEF23');
    expect(formatClassCode('ABCDEF23')).toBe('ABCD-EF23');
  });
});
