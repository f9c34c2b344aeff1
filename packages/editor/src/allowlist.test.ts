import { getSchema } from '@tiptap/core';
import { StarterKit } from '@tiptap/starter-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { ALLOWED_URL_SCHEMES, deriveHtmlAllowlist, getHtmlAllowlist, isAllowedHref, toEmbedUrl } from './allowlist';
import { Iframe } from './extensions/Iframe';
import { createTestEditor, destroyTestEditors } from './test/editor-test-utils';

afterEach(destroyTestEditors);

const richDocument = [
  '<h2 id="id-h" style="margin-left: 24px">Nagłówek</h2>',
  '<p style="margin-left: 48px"><strong>b</strong><em>i</em><u data-color="#e03131">u</u><s>s</s><code>c</code><kbd>k</kbd>',
  '<mark data-color="#ffec99">m</mark><span style="color: #1971c2; font-size: 18px; font-family: Georgia">t</span>',
  '<a href="https://example.com" target="_blank">l</a><span data-type="inline-math" data-latex="x"></span>',
  '<span data-type="equation-ref" data-target-id="id-e"></span><sup data-type="footnote" id="id-n" data-content="&lt;p&gt;x&lt;/p&gt;"></sup>',
  '<span data-type="citation" data-variant="custom" data-title="Tytuł" data-url="https://e.com" data-content="&lt;p&gt;c&lt;/p&gt;"></span>',
  '<span data-type="emoji" data-name="serce">❤️</span><span data-type="mention" data-id="u" data-label="a">@a</span>',
  '<span data-type="math-concept" data-value="c" data-label="Pojęcie">Pojęcie</span></p>',
  '<div data-type="block-math" id="id-e" data-latex="a" data-numbered="false"></div>',
  '<ol start="2" data-list-style="lower-greek"><li><p>o</p></li></ol><ul><li><p>u</p></li></ul>',
  '<ul data-type="taskList"><li data-type="taskItem" data-checked="true"><p>t</p></li></ul>',
  '<blockquote><p>q</p></blockquote><pre><code class="language-js">x</code></pre><hr>',
  '<figure data-type="figure" id="id-f"><img src="/a.png" alt="a" title="t" data-file-id="f" data-width="auto"><figcaption>f</figcaption></figure>',
  '<div data-type="figure-group" id="id-g" data-ncols="1"><figure data-type="subfigure" id="id-s"><img src="/b.png"><figcaption>s</figcaption></figure></div>',
  '<table><tbody><tr><th colspan="2" colwidth="100,50" style="background-color: #ffec99; border-top: 2px dashed #000"><p>h</p></th></tr>',
  '<tr><td style="border-left: 1px dotted #f00"><p>c</p></td><td><p>d</p></td></tr></tbody></table>',
  '<video src="/v.mp4"></video><iframe src="https://player.vimeo.com/video/1"></iframe>',
  '<details open=""><summary>s</summary><div data-type="detailsContent"><p>c</p></div></details>',
  '<div data-type="math-panel" id="id-p" data-variant="theorem" data-math-concept-id="c" data-import="true" data-imported="true">',
  '<div data-type="math-panel-name">n</div><div data-type="math-panel-body"><p>b</p></div></div>',
  '<div data-type="solution-method"><p>s</p></div><div data-type="math-concept-fragment" id="id-m" data-math-concept-id="c"><p>f</p></div>',
  '<div data-type="homework-embed" data-homework-id="h"></div><div data-type="interactive-homework" data-value="NumberLine" data-label="Oś"></div>',
].join('');

describe('HTML allowlist derived from the schema', () => {
  it('covers every tag, attribute and style property the full editor stores', () => {
    const allowlist = getHtmlAllowlist();
    const host = document.createElement('div');
    host.innerHTML = createTestEditor(richDocument).getHTML();
    const elements = [...host.querySelectorAll('*')];
    expect(elements.length).toBeGreaterThan(60);
    for (const element of elements) {
      const tag = element.tagName.toLowerCase();
      expect(allowlist.tags, tag).toContain(tag);
      for (const attribute of element.attributes) {
        expect(allowlist.attributes[tag], `${tag}[${attribute.name}]`).toContain(attribute.name);
      }
      for (const property of (element.getAttribute('style') ?? '').split(';')) {
        const name = property.split(':')[0]?.trim();
        if (name) expect(allowlist.styleProperties, name).toContain(name);
      }
    }
  });

  it('contains no script-capable tags or event handlers, and names URL and nested-HTML attributes', () => {
    const allowlist = getHtmlAllowlist();
    for (const tag of ['script', 'style', 'object', 'embed', 'form', 'svg', 'math', 'base', 'meta', 'link']) {
      expect(allowlist.tags).not.toContain(tag);
    }
    for (const names of Object.values(allowlist.attributes)) {
      expect(names.filter((name) => name.startsWith('on'))).toEqual([]);
    }
    expect(allowlist.urlAttributes).toEqual({
      a: ['href'],
      iframe: ['src'],
      img: ['src'],
      span: ['data-url'],
      video: ['src'],
    });
    expect(allowlist.richHtmlAttributes).toEqual({ span: ['data-content'], sup: ['data-content'] });
    expect(allowlist.urlSchemes).toEqual(['http', 'https', 'ftp', 'mailto']);
    expect(allowlist.attributes.ol).toEqual(['data-list-style', 'start', 'style']);
    expect(allowlist.attributes.iframe).toEqual(['allowfullscreen', 'frameborder', 'src']);
    expect(allowlist.styleProperties).toEqual(
      expect.arrayContaining([
        'margin-left',
        'color',
        'font-size',
        'font-family',
        'background-color',
        'border-top',
        'list-style-type',
      ]),
    );
    expect(allowlist.styleProperties).not.toContain('position');
  });

  it('follows the extensions: a smaller schema gives a smaller allowlist', () => {
    const small = deriveHtmlAllowlist(getSchema([StarterKit.configure({ link: false, underline: false }), Iframe]));
    expect(small.tags).toContain('iframe');
    expect(small.tags).not.toContain('img');
    expect(small.tags).not.toContain('figure');
    expect(small.attributes.iframe).toEqual(['allowfullscreen', 'frameborder', 'src']);
    expect(small.urlAttributes).toEqual({ iframe: ['src'] });
  });
});

describe('isAllowedHref and toEmbedUrl', () => {
  it('allows http, https, ftp, mailto, site-relative paths and fragments only', () => {
    expect(ALLOWED_URL_SCHEMES).toEqual(['http', 'https', 'ftp', 'mailto']);
    for (const href of [
      'https://a.pl',
      'http://a.pl/x?y#z',
      'HTTPS://A.PL',
      'ftp://f.pl/a',
      'mailto:a@b.pl',
      '/a/b',
      '#id-1',
    ]) {
      expect(isAllowedHref(href), href).toBe(true);
    }
    for (const href of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'java\nscript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      '//evil.example',
      '/\\evil.example',
      'mailto:',
      'https://',
      'relative/path',
      '',
      null,
    ]) {
      expect(isAllowedHref(href), String(href)).toBe(false);
    }
  });

  it('turns YouTube and Vimeo links into player URLs and refuses other hosts', () => {
    expect(toEmbedUrl('https://youtu.be/dQw4w9WgXcQ?t=42')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ?start=42');
    expect(toEmbedUrl('https://www.youtube.com/shorts/dQw4w9WgXcQ')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(toEmbedUrl('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    expect(toEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    for (const url of [
      'https://evil.example/embed/dQw4w9WgXcQ',
      'https://youtube.com.evil.example/embed/dQw4w9WgXcQ',
      'https://user@www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/"><script>',
      'https://vimeo.com/abc',
      'javascript:alert(1)',
    ]) {
      expect(toEmbedUrl(url), url).toBeNull();
    }
  });
});
