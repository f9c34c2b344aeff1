import { describe, expect, it } from 'vitest';
import { demoTextToHtml } from './demo-rich-text';

describe('demoTextToHtml', () => {
  it('makes paragraphs, inline math and numbered display math with id- anchors, escaping everything', () => {
    const html = demoTextToHtml('Rozwiąż $x^2<4$ & sprawdź.\n\nWzór:\n$$\\Delta = b^2 - 4ac$$\nKoniec <b>tekstu</b>.');
    expect(html).toMatch(
      /^<p>Rozwiąż <span data-type="inline-math" data-latex="x\^2&lt;4"><\/span> &amp; sprawdź\.<\/p><p>Wzór:<\/p><div data-type="block-math" id="id-[0-9a-f]{12}" data-latex="\\Delta = b\^2 - 4ac"><\/div><p>Koniec &lt;b&gt;tekstu&lt;\/b&gt;\.<\/p>$/,
    );
  });
});
