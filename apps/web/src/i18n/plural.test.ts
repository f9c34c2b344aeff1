import { describe, expect, it } from 'vitest';
import { pl } from './pl';
import { pluralize, selectPluralForm } from './plural';

const results = { one: 'wynik', few: 'wyniki', many: 'wyników' };

describe('Polish plural forms', () => {
  it.each([
    [1, '1 wynik'],
    [2, '2 wyniki'],
    [4, '4 wyniki'],
    [5, '5 wyników'],
    [12, '12 wyników'],
    [14, '14 wyników'],
    [21, '21 wyników'],
    [22, '22 wyniki'],
    [25, '25 wyników'],
    [0, '0 wyników'],
    [102, '102 wyniki'],
    [112, '112 wyników'],
  ])('%i → %s', (count, expected) => {
    expect(pluralize(count, results)).toBe(expected);
  });

  it('picks forms of the dictionary entry', () => {
    expect(selectPluralForm(3, pl.results).replace('{{count}}', '3')).toBe('3 wyniki');
  });
});
