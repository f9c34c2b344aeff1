import { describe, expect, it } from 'vitest';
import { agreementOf, countNoun, NOUNS, plural, pluralForm, VERBS } from './polish-numerals';

describe('polish numerals: numeral + noun agreement', () => {
  const table: [number, string, string, string][] = [
    [1, '1 samochód', 'stoi', 'jest'],
    [2, '2 samochody', 'stoją', 'są'],
    [4, '4 samochody', 'stoją', 'są'],
    [5, '5 samochodów', 'stoi', 'jest'],
    [11, '11 samochodów', 'stoi', 'jest'],
    [12, '12 samochodów', 'stoi', 'jest'],
    [14, '14 samochodów', 'stoi', 'jest'],
    [21, '21 samochodów', 'stoi', 'jest'],
    [22, '22 samochody', 'stoją', 'są'],
    [25, '25 samochodów', 'stoi', 'jest'],
    [101, '101 samochodów', 'stoi', 'jest'],
    [102, '102 samochody', 'stoją', 'są'],
    [112, '112 samochodów', 'stoi', 'jest'],
    [122, '122 samochody', 'stoją', 'są'],
  ];
  for (const [count, noun, stoi, jest] of table) {
    it(`${count}: "${noun}", "${stoi}", "${jest}"`, () => {
      expect(countNoun(count, NOUNS.samochod)).toBe(noun);
      expect(pluralForm(count, VERBS.stoi)).toBe(stoi);
      expect(pluralForm(count, VERBS.jest)).toBe(jest);
    });
  }

  it('72 samochody stoją, 32 książki są, 5 równych części, 3 równe części, 22 uczniów jest', () => {
    expect(`${pluralForm(72, VERBS.stoi)} ${countNoun(72, NOUNS.samochod)}`).toBe('stoją 72 samochody');
    expect(`${pluralForm(32, VERBS.jest)} ${countNoun(32, NOUNS.ksiazka)}`).toBe('są 32 książki');
    expect(countNoun(5, NOUNS.rownaCzesc)).toBe('5 równych części');
    expect(countNoun(3, NOUNS.rownaCzesc)).toBe('3 równe części');
    expect(`${pluralForm(22, VERBS.jestOsobowe)} ${countNoun(22, NOUNS.uczen)}`).toBe('jest 22 uczniów');
  });

  it('a count printed differently keeps its own agreement; negatives and fractions', () => {
    expect(countNoun(1022, NOUNS.ksiazka, '1 022')).toBe('1 022 książki');
    expect(agreementOf(-3)).toBe('few');
    expect(agreementOf(0)).toBe('many');
    expect(agreementOf(2.5)).toBe('fraction');
    expect(pluralForm(2.5, ['litr', 'litry', 'litrów', 'litra'])).toBe('litra');
    expect(plural(23, 'rok', 'lata', 'lat')).toBe('lata');
  });
});
