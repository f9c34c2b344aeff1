import { describe, expect, it } from 'vitest';
import { foldText } from './fold-text';

describe('foldText', () => {
  it('folds every Polish letter, ł included, and lower-cases', () => {
    expect(foldText('Zażółć GĘŚLĄ jaźń, Łódź')).toBe('zazolc gesla jazn, lodz');
    expect(foldText('ąćęłńóśźż ĄĆĘŁŃÓŚŹŻ')).toBe('acelnoszz acelnoszz');
  });
});
