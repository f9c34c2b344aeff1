import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoTextToHtml } from '../../seed/demo-rich-text';
import { sanitizeRichText } from './sanitize-rich-text';
import { domPurifyFixtureVectors, owaspVectors } from './xss-corpus';

const forbiddenTags =
  /<\s*\/?\s*(script|style|object|embed|form|button|meta|link|base|svg|math|frame|frameset|textarea|template|noscript|listing|xmp|option|select|marquee|bgsound|isindex|body|title)\b/i;
const eventHandler = /<[^>]*\son[a-z]+\s*=/i;
const dangerousUrl =
  /\s(href|src|xlink:href|action|formaction|background|srcset|data|dynsrc|lowsrc)\s*=\s*"\s*(javascript|vbscript|data|jav)/i;
const dangerousCss = /style="[^"]*(url\(|expression|binding|@import)/i;

/** Everything a sanitized document must never contain, whatever went in. */
function expectInert(output: string) {
  expect(output).not.toMatch(forbiddenTags);
  expect(output).not.toMatch(eventHandler);
  expect(output).not.toMatch(dangerousUrl);
  expect(output).not.toMatch(dangerousCss);
  for (const [input] of output.matchAll(/<input[^>]*>/g)) expect(input).toMatch(/^<input[^>]*type="checkbox"/);
  for (const [, id] of output.matchAll(/\sid="([^"]*)"/g)) expect(id).toMatch(/^id-[A-Za-z0-9_-]+$/);
  for (const [, src] of output.matchAll(/<iframe[^>]*\ssrc="([^"]*)"/g)) {
    expect(src).toMatch(/^https:\/\/(www\.youtube(-nocookie)?\.com\/embed\/|player\.vimeo\.com\/video\/)/);
  }
}

describe('sanitizeRichText: hostile input', () => {
  it.each(owaspVectors.map((vector) => [vector]))('OWASP vector %s comes out inert', (vector) => {
    const output = sanitizeRichText(vector);
    expectInert(output);
    expect(sanitizeRichText(output)).toBe(output);
  });

  it.each(domPurifyFixtureVectors.map((vector) => [vector]))('DOMPurify fixture %s comes out inert', (vector) => {
    const output = sanitizeRichText(vector);
    expectInert(output);
    expect(sanitizeRichText(output)).toBe(output);
  });

  it('keeps the text around removed markup', () => {
    expect(sanitizeRichText('<p>Zadanie <script>alert(1)</script>pierwsze</p>')).toBe('<p>Zadanie pierwsze</p>');
    expect(sanitizeRichText('<p onclick="alert(1)">Tekst</p>')).toBe('<p>Tekst</p>');
  });

  it('makes links that open a new tab safe for the opener', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank">x</a>')).toContain(
      'rel="noopener noreferrer nofollow"',
    );
  });
});

describe('sanitizeRichText: blocks only an ADMIN inserts', () => {
  const embed =
    '<div data-type="interactive-homework" data-value="6a1f0e1e-7c3b-4c55-9a57-000000000002" data-label="Oś liczbowa"></div>';

  it("drops a game's embed unless the writer may insert it, and keeps what is around it", () => {
    expect(sanitizeRichText(`<p>Przed</p>${embed}<p>Po</p>`)).toBe('<p>Przed</p><p>Po</p>');
    expect(sanitizeRichText(`<p>Przed</p>${embed}<p>Po</p>`, { adminBlocks: true })).toBe(
      `<p>Przed</p>${embed}<p>Po</p>`,
    );
  });
});

describe('sanitizeRichText: the editor’s own content', () => {
  it('keeps math, ids, links, tables and their styles', () => {
    const html = [
      '<h2 id="id-0a1b2c3d4e5f">Wstęp</h2>',
      '<p>Oblicz <span data-type="inline-math" data-latex="x^2 + \\frac{1}{2}"></span> oraz <a href="/resources/concepts/funkcja" target="_blank">funkcję</a>.</p>',
      '<div data-type="block-math" id="id-aa11bb22cc33" data-latex="\\int_0^1 x\\,dx"></div>',
      '<table><tbody><tr><td colspan="2" rowspan="1" style="background-color: #ffec99">a</td></tr></tbody></table>',
      '<p><a href="mailto:nauczyciel@zadania.local">napisz</a> <a href="https://example.com/a?b=1&amp;c=2">źródło</a></p>',
    ].join('');
    const output = sanitizeRichText(html);
    for (const kept of [
      'id="id-0a1b2c3d4e5f"',
      'data-latex="x^2 + \\frac{1}{2}"',
      'data-type="block-math"',
      'id="id-aa11bb22cc33"',
      'href="/resources/concepts/funkcja"',
      'colspan="2"',
      'background-color',
      'href="mailto:nauczyciel@zadania.local"',
      'href="https://example.com/a?b=1&amp;c=2"',
    ]) {
      expect(output).toContain(kept);
    }
    expect(sanitizeRichText(output)).toBe(output);
  });

  it('keeps the demo content as it is stored', () => {
    const sample = demoTextToHtml(
      'Rozwiąż równanie $x^2-5x+6=0$ & podaj "pierwiastki".\n\n$$\\Delta = b^2 - 4ac < 0$$',
    );
    // Only the quotes in text lose their (unneeded) escaping.
    expect(sanitizeRichText(sample)).toBe(sample.replaceAll('&quot;', '"'));
  });
});

describe('sanitizeRichText: properties', () => {
  const tag = fc.constantFrom(
    'p',
    'a',
    'img',
    'script',
    'span',
    'div',
    'iframe',
    'table',
    'td',
    'svg',
    'style',
    'h2',
    'b',
  );
  const attribute = fc.tuple(
    fc.constantFrom('href', 'src', 'style', 'id', 'onclick', 'data-latex', 'data-type', 'colspan', 'target', 'class'),
    fc.constantFrom(
      'javascript:alert(1)',
      'https://example.com',
      '/x',
      'color: red',
      'background: url(x)',
      'id-abc',
      'location',
      '2',
      '_blank',
      'x" onmouseover="alert(1)',
      '',
    ),
  );
  const element: fc.Arbitrary<string> = fc.letrec((tie) => ({
    node: fc.oneof(
      { depthSize: 'small' },
      fc.string({ maxLength: 12 }),
      fc
        .tuple(tag, fc.array(attribute, { maxLength: 3 }), fc.array(tie('node'), { maxLength: 3 }))
        .map(
          ([name, attributes, children]) =>
            `<${name}${attributes.map(([key, value]) => ` ${key}="${value}"`).join('')}>${children.join('')}</${name}>`,
        ),
    ),
  })).node as fc.Arbitrary<string>;

  it('sanitizing twice gives what sanitizing once gives', () => {
    fc.assert(
      fc.property(element, (html) => {
        const once = sanitizeRichText(html);
        expect(sanitizeRichText(once)).toBe(once);
      }),
      { numRuns: 500, seed: 20261122 },
    );
  });

  it('never lets script through, whatever the mix', () => {
    fc.assert(
      fc.property(element, (html) => expectInert(sanitizeRichText(html))),
      { numRuns: 500, seed: 20261122 },
    );
  });
});
