import { getHtmlAllowlist } from '@zadania/editor';
import { HTML_ALLOWLIST } from '@zadania/editor/html-allowlist';
import { describe, expect, it } from 'vitest';
import { filterStyle, sanitizeRichHtml, sanitizeRichHtmlToString } from './sanitize-rich-html';

// The editor's allowlist is built from its TipTap schema: tests may load it, the renderer may not.
const editor = getHtmlAllowlist();

const voidTags = new Set(['br', 'hr', 'img', 'input', 'col']);

/** Table parts, list items and captions only parse inside their parents. */
function wrapInParents(tag: string, html: string): string {
  if (tag === 'td' || tag === 'th') return `<table><tbody><tr>${html}</tr></tbody></table>`;
  if (tag === 'tr') return `<table><tbody>${html}</tbody></table>`;
  if (tag === 'tbody' || tag === 'colgroup') return `<table>${html}</table>`;
  if (tag === 'col') return `<table><colgroup>${html}</colgroup></table>`;
  if (tag === 'li') return `<ul>${html}</ul>`;
  if (tag === 'summary') return `<details>${html}</details>`;
  if (tag === 'figcaption') return `<figure>${html}</figure>`;
  return html;
}

function sanitize(html: string): HTMLElement {
  const host = document.createElement('div');
  host.append(sanitizeRichHtml(html));
  return host;
}

describe('the renderer allowlist follows the editor schema', () => {
  it('allows exactly the tags and the attributes per tag of getHtmlAllowlist()', () => {
    expect(Object.keys(HTML_ALLOWLIST.attributes).sort()).toEqual([...editor.tags].sort());
    for (const tag of editor.tags) {
      expect([...(HTML_ALLOWLIST.attributes[tag] ?? [])].sort(), tag).toEqual(
        [...(editor.attributes[tag] ?? [])].sort(),
      );
    }
    expect([...HTML_ALLOWLIST.styleProperties].sort()).toEqual([...editor.styleProperties].sort());
    expect(HTML_ALLOWLIST.richHtmlAttributes).toEqual(editor.richHtmlAttributes);
  });

  it('keeps every allowed attribute of every allowed tag', () => {
    const sampleValues: Record<string, string> = {
      href: '/a',
      src: '/a.png',
      style: 'color: red',
      type: 'checkbox',
      target: '_blank',
      'data-url': 'https://example.com',
    };
    // What a tag needs to survive on its own (a frame needs its player URL, an input its type).
    const required: Record<string, string> = {
      iframe: 'src="https://www.youtube.com/embed/abcdefgh"',
      input: 'type="checkbox"',
    };
    for (const tag of editor.tags) {
      for (const attribute of editor.attributes[tag] ?? []) {
        const value = sampleValues[attribute] ?? 'v: 1';
        const extra = required[tag] ?? '';
        // The frame's own src is the required player URL.
        const own = tag === 'iframe' && attribute === 'src' ? '' : `${attribute}="${value}"`;
        const element = `<${tag} ${extra} ${own}>${voidTags.has(tag) ? '' : `x</${tag}>`}`;
        const found = sanitize(wrapInParents(tag, element)).querySelector(tag);
        expect(found, tag).not.toBeNull();
        expect(found?.getAttribute(attribute), `${tag} ${attribute}`).toBe(
          own ? value : 'https://www.youtube.com/embed/abcdefgh',
        );
      }
    }
  });

  it('lets nothing outside the allowlist through: other tags, other attributes, attributes of other tags', () => {
    const foreignTags = [
      'script',
      'style',
      'iframe srcdoc="x"',
      'object',
      'embed',
      'form',
      'button',
      'select',
      'textarea',
      'svg',
      'math',
      'link',
      'meta',
      'base',
      'template',
      'audio',
      'source',
      'track',
      'canvas',
      'dialog',
      'marquee',
      'font',
      'center',
      'b',
      'i',
      'small',
      'section',
      'article',
      'nav',
      'header',
      'footer',
      'main',
      'aside',
      'frame',
      'frameset',
      'noscript',
      'picture',
      'map',
      'area',
      'abbr',
      'q',
      'cite',
      'dfn',
      'sub',
      'del',
      'ins',
      'caption',
      'thead',
      'tfoot',
      'dl',
      'dt',
      'dd',
    ];
    for (const tag of foreignTags) {
      const name = tag.split(' ')[0] ?? tag;
      const host = sanitize(`<p><${tag}>t</${name}></p>`);
      if (name !== 'iframe') expect(host.querySelector(name), name).toBeNull();
    }
    const allAttributes = new Set(Object.values(editor.attributes).flat());
    for (const tag of editor.tags) {
      const allowed = new Set(editor.attributes[tag] ?? []);
      const foreign = [
        ...allAttributes,
        'onclick',
        'onerror',
        'class',
        'name',
        'srcset',
        'formaction',
        'xmlns',
        'data-x',
        'aria-label',
        'tabindex',
        'hidden',
      ].filter((attribute) => !allowed.has(attribute));
      const attributes = foreign.map((attribute) => `${attribute}="v"`).join(' ');
      const wrapped = wrapInParents(tag, `<${tag} ${attributes}>${voidTags.has(tag) ? '' : `x</${tag}>`}`);
      for (const element of sanitize(wrapped).querySelectorAll(tag)) {
        const kept = [...element.attributes].map((attribute) => attribute.name).filter((name) => !allowed.has(name));
        expect(kept, tag).toEqual([]);
      }
    }
  });

  it('checks URLs the editor way: links, media, YouTube/Vimeo frames only, citation URLs', () => {
    const host = sanitize(
      [
        '<a href="mailto:a@b.pl">m</a><a href="ftp://x.pl/f">f</a><a href="//evil.example">p</a><a href="data:text/html,x">d</a>',
        '<img src="data:image/png;base64,AAAA"><img src="https://example.com/i.png"><video src="ftp://x.pl/v.mp4"></video>',
        '<iframe src="https://vimeo.com/123456"></iframe><iframe src="https://www.youtube.com.evil.example/embed/abcdefgh"></iframe>',
        '<span data-type="citation" data-title="T" data-url="vbscript:x"></span>',
      ].join(''),
    );
    expect([...host.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      'mailto:a@b.pl',
      'ftp://x.pl/f',
      null,
      null,
    ]);
    expect([...host.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual([
      null,
      'https://example.com/i.png',
    ]);
    expect(host.querySelector('video')?.hasAttribute('src')).toBe(false);
    // Player URLs are normalised to the embed form; other hosts are removed with their frame.
    expect([...host.querySelectorAll('iframe')].map((frame) => frame.getAttribute('src'))).toEqual([
      'https://player.vimeo.com/video/123456',
    ]);
    expect(host.querySelector('[data-type="citation"]')?.hasAttribute('data-url')).toBe(false);
  });

  it('keeps text attributes that look like URL schemes (TeX, titles, nested HTML)', () => {
    const html = sanitizeRichHtmlToString(
      '<span data-type="inline-math" data-latex="f:X\\to Y"></span><span data-type="citation" data-title="Tytuł: podtytuł"></span>' +
        '<sup data-type="footnote" id="id-1" data-content="&lt;p&gt;a&lt;/p&gt;"></sup>',
    );
    expect(html).toContain('data-latex="f:X\\to Y"');
    expect(html).toContain('data-title="Tytuł: podtytuł"');
    expect(html).toContain('data-content="&lt;p&gt;a&lt;/p&gt;"');
  });
});

describe('filterStyle', () => {
  it('keeps the allowlisted declarations with plain values only', () => {
    expect(filterStyle('color: #f00; position: fixed; background-color: rgb(1, 2, 3); top: 0')).toBe(
      'color: #f00; background-color: rgb(1, 2, 3)',
    );
    expect(filterStyle('color: var(--mantine-color-blue-6); font-family: "Times New Roman"')).toBe(
      'color: var(--mantine-color-blue-6); font-family: "Times New Roman"',
    );
    expect(filterStyle('background-color: url(x); color: \\72 ed; width: expression(1); color: var(--x)')).toBe('');
    expect(filterStyle('border-top: 2px image-set("x.png") red; color: red /* c */')).toBe('');
  });
});
