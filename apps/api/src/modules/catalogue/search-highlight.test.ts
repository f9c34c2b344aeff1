import { describe, expect, it } from 'vitest';
import { buildHighlight } from './search-highlight';

describe('buildHighlight', () => {
  it('marks words matching without Polish letters and with a typo, escaping the rest', () => {
    expect(buildHighlight('Rozwiąż równanie <x> w ogrodzie', ['rownanie'])).toBe(
      'Rozwiąż <mark>równanie</mark> &lt;x&gt; w ogrodzie',
    );
    expect(buildHighlight('Oblicz pole trójkąta', ['trojkta'])).toBe('Oblicz pole <mark>trójkąta</mark>');
    expect(buildHighlight('Łódź i łąka', ['lodz'])).toBe('<mark>Łódź</mark> i łąka');
  });

  it('cuts a long text to an excerpt around the first match', () => {
    const text = `${'słowo '.repeat(100)}cel ${'dalej '.repeat(100)}`;
    const excerpt = buildHighlight(text, ['cel'], 120)!;
    expect(excerpt.startsWith('… ')).toBe(true);
    expect(excerpt.endsWith(' …')).toBe(true);
    expect(excerpt).toContain('<mark>cel</mark>');
    expect(excerpt.length).toBeLessThan(200);
  });

  it('is null when nothing in the text matches', () => {
    expect(buildHighlight('Oblicz pole', ['pitagoras'])).toBeNull();
    expect(buildHighlight('Oblicz pole', [])).toBeNull();
  });
});
