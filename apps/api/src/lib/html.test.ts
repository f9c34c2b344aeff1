import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlToPlainText, htmlToReadableText } from './html';

describe('html helpers', () => {
  it('escapes the five characters that matter', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('turns rich HTML into readable text, math as its TeX source', () => {
    expect(
      htmlToPlainText(
        '<p>Rozwiąż <span data-type="inline-math" data-latex="x^2 &lt; 4"></span> &amp; sprawdź.</p><div data-type="block-math" id="id-1" data-latex="y=1"></div>',
      ),
    ).toBe('Rozwiąż x^2 < 4 & sprawdź. y=1');
  });
});

describe('htmlToReadableText', () => {
  it('reads math as text, not TeX, and keeps punctuation next to it', () => {
    expect(
      htmlToReadableText(
        '<p>Kąt <span data-type="inline-math" data-latex="45^\\circ"></span>, a <span data-type="inline-math" data-latex="\\frac{a}{b} &lt; \\sqrt{x}"></span>.</p>' +
          '<div data-type="block-math" id="id-1" data-latex="\\begin{pmatrix} 1 &amp; 2 \\\\ 3 &amp; 4 \\end{pmatrix}"></div>',
      ),
    ).toBe('Kąt 45°, a a/b < √x. [1 2; 3 4]');
  });
});
