import { describe, expect, it, vi } from 'vitest';
import { countRevealStages } from './display-math';
import { sanitizeHighlight } from './highlight';
import { toPlainText } from './plain-text';
import { filterStyle, renderRichHtml } from './render-rich-html';

function render(html: string, options?: Parameters<typeof renderRichHtml>[1]) {
  const host = document.createElement('div');
  host.innerHTML = renderRichHtml(html, options);
  return host;
}

/** Every attribute of every element: no event handler and no script URL may survive. */
function expectInert(host: HTMLElement) {
  expect(host.querySelector('script, iframe, object, embed, form, style')).toBeNull();
  for (const element of host.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      expect(attribute.name.startsWith('on'), `${element.tagName} ${attribute.name}`).toBe(false);
      expect(attribute.value).not.toMatch(/^\s*(javascript|vbscript|data):/i);
    }
  }
}

describe('renderRichHtml', () => {
  it('renders inline math and numbers display math on the right, keeping the id anchors', () => {
    const host = render(
      '<p>Niech <span data-type="inline-math" data-latex="x^2"></span>.</p>' +
        '<div data-type="block-math" id="id-a1" data-latex="a = b"></div>' +
        '<div data-type="block-math" id="id-b2" data-latex="\\frac{1}{2}"></div>',
    );
    const inline = host.querySelector('[data-type="inline-math"]');
    expect(inline?.querySelector('.katex math annotation')?.textContent).toBe('x^2');
    expect(inline?.querySelector('.katex-display')).toBeNull();

    const displays = host.querySelectorAll('.rich-math-display');
    expect([...displays].map((element) => element.id)).toEqual(['id-a1', 'id-b2']);
    expect(displays[0]?.querySelector('.katex-display')).not.toBeNull();
    expect([...host.querySelectorAll('.rich-math-number')].map((element) => element.textContent)).toEqual([
      '(1)',
      '(2)',
    ]);
    expect(host.querySelector('p')?.textContent).toContain('Niech');
  });

  it('shows a formula that does not parse as red source text with the error as a tooltip', () => {
    const host = render('<p><span data-type="inline-math" data-latex="\\frac{1}{"></span></p>');
    const error = host.querySelector('.katex-error');
    expect(error?.textContent).toBe('\\frac{1}{');
    expect(error?.getAttribute('title')).toMatch(/ParseError/);
    expect(error?.getAttribute('style')).toMatch(/color:\s*#cc0000/);
  });

  it('never lets script through from the stored HTML', () => {
    const onError = vi.fn();
    (window as unknown as { pwned: () => void }).pwned = onError;
    const host = render(
      [
        '<img src="x" onerror="window.pwned()">',
        '<script>window.pwned()</script>',
        '<a href="javascript:window.pwned()">klik</a>',
        '<a href="JaVaScRiPt&colon;window.pwned()">klik2</a>',
        '<svg><a xlink:href="javascript:window.pwned()"><text>t</text></a></svg>',
        '<iframe src="javascript:window.pwned()"></iframe>',
        '<p onclick="window.pwned()" style="position:fixed;inset:0;color:red;background-image:url(javascript:x)">tekst</p>',
        '<form action="javascript:window.pwned()"><button>b</button></form>',
        '<span data-type="inline-math" data-latex="&quot;&gt;&lt;img src=x onerror=window.pwned()&gt;"></span>',
      ].join(''),
    );
    expectInert(host);
    expect(host.querySelector('img')?.getAttribute('src')).toBe('x');
    expect(host.querySelector('p')?.getAttribute('style')).toBe('color:red');
    expect(host.textContent).toContain('tekst');
    expect(onError).not.toHaveBeenCalled();
  });

  it('keeps \\href, \\url and \\htmlId in TeX inert (trust: false)', () => {
    const host = render(
      '<p><span data-type="inline-math" data-latex="\\href{javascript:alert(1)}{x} \\url{javascript:alert(2)}"></span></p>' +
        '<div data-type="block-math" id="id-c" data-latex="\\htmlId{evil}{x} + \\includegraphics{javascript:alert(3)}"></div>',
    );
    expectInert(host);
    expect(host.querySelector('a')).toBeNull();
    expect(host.querySelector('#evil')).toBeNull();
    expect(host.querySelector('img')).toBeNull();
  });

  it('bounds expensive TeX instead of hanging', () => {
    const host = render(
      '<div data-type="block-math" id="id-d" data-latex="\\def\\a{\\a\\a}\\a"></div>' +
        '<div data-type="block-math" id="id-e" data-latex="\\rule{1000em}{1000em}"></div>',
    );
    expect(host.querySelector('#id-d .katex-error')?.getAttribute('title')).toMatch(/Too many expansions/);
    expect(host.querySelector('#id-e .rich-math-body')).not.toBeNull();
  });

  it('reveals display math stage by stage in step-by-step mode', () => {
    const html =
      '<p>Liczymy:</p><div data-type="block-math" id="id-1" data-latex="a = b = c"></div>' +
      '<div data-type="block-math" id="id-2" data-latex="\\begin{aligned} x &amp;= 1 \\\\ y &amp;= 2 \\end{aligned}"></div>';
    expect(countRevealStages(html)).toBe(4);
    const annotations = (stages: number) =>
      [...render(html, { revealStages: stages }).querySelectorAll('.rich-math-display annotation')].map(
        (element) => element.textContent,
      );
    expect(annotations(1)).toEqual(['a = b ']);
    expect(annotations(2)).toEqual(['a = b = c']);
    expect(annotations(3)).toEqual(['a = b = c', '\\begin{aligned} x &= 1 \\end{aligned}']);
    expect(annotations(4)).toEqual(['a = b = c', '\\begin{aligned} x &= 1 \\\\ y &= 2 \\end{aligned}']);
    expect(render(html, { revealStages: 1 }).textContent).toContain('Liczymy:');
  });

  it('opens external links in a new tab without an opener', () => {
    const link = render(
      '<p><a href="https://example.com">x</a> <a href="/resources/concepts/a">y</a></p>',
    ).querySelectorAll('a');
    expect(link[0]?.getAttribute('target')).toBe('_blank');
    expect(link[0]?.getAttribute('rel')).toContain('noopener');
    expect(link[1]?.hasAttribute('target')).toBe(false);
  });
});

describe('filterStyle', () => {
  it('keeps the allowlisted declarations only', () => {
    expect(filterStyle('color: #f00; position: fixed; background-color: rgb(1,2,3); top: 0')).toBe(
      'color: #f00; background-color: rgb(1,2,3)',
    );
    expect(filterStyle('background-color: url(x); color: \\72 ed')).toBe('');
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
});

describe('toPlainText', () => {
  it('gives text with readable inline TeX, without display math, and an ellipsis past the limit', () => {
    expect(
      toPlainText(
        '<p>Rozwiąż <span data-type="inline-math" data-latex="\\log_2(x + 2) \\le \\frac{1}{2}"></span>.</p>' +
          '<div data-type="block-math" id="id-1" data-latex="A = \\begin{pmatrix} 1 \\end{pmatrix}"></div><p>Dalej</p>' +
          '<div data-type="block-math" id="id-2" data-latex="2x^2 - 7x = 0."></div>',
      ),
    ).toBe('Rozwiąż log_2(x + 2) ≤ (1)/(2). Dalej 2x^2 - 7x = 0.');
    expect(toPlainText('<div data-type="block-math" id="id-1" data-latex="x^{2} = 4"></div>')).toBe('x^2 = 4');
    expect(toPlainText('<p>abcdefghij</p>', 5)).toBe('abcd…');
  });
});
