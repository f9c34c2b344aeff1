import { describe, expect, it } from 'vitest';
import { countRevealStages } from './display-math';
import { sanitizeHighlight } from './highlight';
import { findHighlightRanges, highlightTerms, toHighlightTerms } from './highlight-terms';
import { toPlainText } from './plain-text';
import { prepareRichDocument } from './prepare-rich-document';

describe('prepareRichDocument', () => {
  it('reveals display math stage by stage in step-by-step mode, keeping the final numbers', () => {
    const html =
      '<p>Liczymy:</p><div data-type="block-math" id="id-1" data-latex="a = b = c" data-numbered="true"></div>' +
      '<div data-type="block-math" id="id-2" data-latex="\\begin{aligned} x &amp;= 1 \\\\ y &amp;= 2 \\end{aligned}" data-numbered="true"></div>';
    expect(countRevealStages(html)).toBe(4);
    const shown = (stages: number) =>
      [...prepareRichDocument(html, { revealStages: stages }).root.querySelectorAll('[data-type="block-math"]')].map(
        (element) => [element.getAttribute('data-latex'), element.getAttribute('data-label')],
      );
    expect(shown(1)).toEqual([['a = b ', '(1)']]);
    expect(shown(2)).toEqual([['a = b = c', '(1)']]);
    expect(shown(3)).toEqual([
      ['a = b = c', '(1)'],
      ['\\begin{aligned} x &= 1 \\end{aligned}', '(2)'],
    ]);
    expect(shown(4)).toEqual([
      ['a = b = c', '(1)'],
      ['\\begin{aligned} x &= 1 \\\\ y &= 2 \\end{aligned}', '(2)'],
    ]);
    expect(prepareRichDocument(html, { revealStages: 1 }).root.textContent).toContain('Liczymy:');
  });

  it('records the stored HTML of top-level blocks and anchored blocks, and the images for the viewer', () => {
    const prepared = prepareRichDocument(
      '<p>a</p><div data-type="math-panel" id="id-p" data-variant="remark"><div data-type="math-panel-body">' +
        '<div data-type="block-math" id="id-m" data-latex="x"></div></div></div>' +
        '<figure data-type="figure" id="id-f" data-kind="image"><img src="/a.png" alt="A"><figcaption>Opis</figcaption></figure>',
    );
    expect(prepared.blocks).toEqual([
      '<p>a</p>',
      '<div data-type="math-panel" id="id-p" data-variant="remark"><div data-type="math-panel-body"><div data-type="block-math" id="id-m" data-latex="x"></div></div></div>',
      '<figure data-type="figure" id="id-f" data-kind="image"><img src="/a.png" alt="A"><figcaption>Opis</figcaption></figure>',
      '<div data-type="block-math" id="id-m" data-latex="x"></div>',
    ]);
    expect(prepared.root.querySelector('#id-m')?.getAttribute('data-rich-block')).toBe('3');
    expect(prepared.images).toEqual([{ src: '/a.png', alt: 'A', title: 'Rys. 1 Opis' }]);
  });
});

describe('search-term highlighting', () => {
  it('folds the words like the catalogue search and finds them in the original text', () => {
    expect(toHighlightTerms(['  Równanie, ', 'ŁÓDŹ x'])).toEqual(['rownanie', 'lodz']);
    const text = 'Łódź i lodz; RÓWNANIE';
    expect(findHighlightRanges(text, ['lodz', 'rownanie']).map(([start, end]) => text.slice(start, end))).toEqual([
      'Łódź',
      'lodz',
      'RÓWNANIE',
    ]);
    // Decomposed accents (NFD input) still map back to whole characters.
    const decomposed = 'zaz\u0307o\u0301łc\u0301';
    expect(findHighlightRanges(decomposed, ['zazolc']).map(([start, end]) => decomposed.slice(start, end))).toEqual([
      decomposed,
    ]);
  });

  it('wraps matches in <mark> in place, leaving math sources alone', () => {
    const root = document.createElement('div');
    root.innerHTML = '<p>Pole <em>trójkąta</em> i trojkat</p><span data-latex="trojkat"><b>trojkat</b></span>';
    expect(highlightTerms(root, toHighlightTerms('trójkąt'))).toBe(2);
    expect(root.innerHTML).toBe(
      '<p>Pole <em><mark class="rich-search-mark">trójkąt</mark>a</em> i <mark class="rich-search-mark">trojkat</mark></p>' +
        '<span data-latex="trojkat"><b>trojkat</b></span>',
    );
  });
});

describe('sanitizeHighlight', () => {
  it('keeps <mark> and the escaped text, drops anything else', () => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeHighlight('a &lt;b&gt; <mark>x</mark> <img src=x onerror=alert(1)><b>c</b>');
    expect(host.querySelector('mark')?.textContent).toBe('x');
    expect(host.querySelector('img, b')).toBeNull();
    expect(host.textContent).toBe('a <b> x c');
  });

  it('keeps no attribute, script or style, and escapes what the markup spelled out', () => {
    const html = sanitizeHighlight(
      '<mark onclick="alert(1)" class="x">1 &amp; 2</mark><script>alert(2)</script><style>*{}</style>' +
        '<svg><mark>3</mark></svg>&lt;img src=x onerror=alert(3)&gt;',
    );
    expect(html).toBe('<mark>1 &amp; 2</mark>3&lt;img src=x onerror=alert(3)&gt;');
  });
});

describe('toPlainText', () => {
  it('gives text with readable inline TeX, without display math, and an ellipsis past the limit', () => {
    expect(
      toPlainText(
        '<p>Rozwiąż <span data-type="inline-math" data-latex="\\log_2(x + 2) \\le \\frac{1}{2}"></span>.</p>' +
          '<div data-type="block-math" id="id-1" data-latex="A = \\begin{pmatrix} 1 \\end{pmatrix}"></div><p>Dalej</p>' +
          '<div data-type="block-math" id="id-2" data-latex="2x^2 - 7x = 0."></div>',
      ),
    ).toBe('Rozwiąż log₂(x + 2) ≤ 1/2. Dalej 2x² - 7x = 0.');
    expect(toPlainText('<div data-type="block-math" id="id-1" data-latex="x^{2} = 4"></div>')).toBe('x² = 4');
    expect(toPlainText('<p>abcdefghij</p>', 5)).toBe('abcd…');
    expect(toPlainText('<p>Kąt <span data-type="inline-math" data-latex="45^\\circ"></span>.</p>')).toBe('Kąt 45°.');
  });
});
