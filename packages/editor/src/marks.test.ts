import { afterEach, describe, expect, it } from 'vitest';
import { FONT_FAMILIES, FONT_SIZES } from './constants';
import { sanitizeColor } from './css-values';
import { clampIndent } from './extensions/Indent';
import { createTestEditor, destroyTestEditors, expectRoundTrip } from './test/editor-test-utils';

afterEach(destroyTestEditors);

const marksOf = (editor: ReturnType<typeof createTestEditor>) =>
  (editor.getJSON().content?.[0]?.content ?? []).map((node) => ({
    text: (node as { text?: string }).text,
    marks: node.marks ?? [],
  }));

describe('link', () => {
  it('accepts http, https, ftp, mailto, site-relative and fragment links', () => {
    const stored =
      '<p><a href="https://example.com/a?b=1">a</a> <a href="http://example.com">b</a> <a href="ftp://files.example.com/x">c</a> ' +
      '<a href="mailto:kontakt@example.com">d</a> <a href="/homeworks/abc">e</a> <a href="#id-a1">f</a></p>';
    const { editor } = expectRoundTrip(stored);
    expect(
      marksOf(editor)
        .filter((node) => node.marks.length)
        .map((node) => node.marks[0]?.attrs?.href),
    ).toEqual([
      'https://example.com/a?b=1',
      'http://example.com',
      'ftp://files.example.com/x',
      'mailto:kontakt@example.com',
      '/homeworks/abc',
      '#id-a1',
    ]);
  });

  it('drops javascript:, data:, vbscript: and protocol-relative links on parse, keeping the text', () => {
    const editor = createTestEditor(
      '<p><a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="java\tscript:alert(1)">c</a>' +
        '<a href="data:text/html;base64,PHNjcmlwdD4=">d</a><a href="vbscript:msgbox(1)">e</a><a href="//evil.example">f</a></p>',
    );
    expect(editor.getHTML()).toBe('<p>abcdef</p>');
  });

  it('inserts links with text and a new-tab flag, refusing bad hrefs; concept links always open in a new tab', () => {
    const editor = createTestEditor('<p>x y</p>');
    editor.commands.setTextSelection({ from: 1, to: 2 });
    expect(editor.commands.insertLink({ href: 'javascript:alert(1)', text: 'x' })).toBe(false);
    expect(editor.commands.insertLink({ href: 'data:text/html,x', text: 'x' })).toBe(false);
    expect(editor.commands.insertLink({ href: 'https://example.com', text: 'Strona', blank: true })).toBe(true);
    editor.commands.setTextSelection({ from: 8, to: 9 });
    expect(editor.commands.insertLink({ href: '/resources/concepts/funkcja', text: 'Funkcja' })).toBe(true);
    expect(editor.getHTML()).toBe(
      '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">Strona</a> ' +
        '<a href="/resources/concepts/funkcja" target="_blank" rel="noopener noreferrer">Funkcja</a></p>',
    );
    expectRoundTrip(editor.getHTML());
    editor.commands.setTextSelection(3);
    expect(editor.commands.updateLink({ href: 'vbscript:x' })).toBe(false);
    expect(editor.commands.updateLink({ href: '/homeworks', blank: false })).toBe(true);
    expect(editor.getHTML()).toContain('<a href="/homeworks">Strona</a>');
  });
});

describe('highlight, underline, kbd, strike', () => {
  it('round-trips coloured and plain highlights and underlines, kbd and strike', () => {
    const { editor, html } = expectRoundTrip(
      '<p><mark data-color="#FFEC99">m</mark><mark>n</mark><u data-color="#e03131">u</u><u>v</u><kbd>Ctrl</kbd><s>x</s></p>',
    );
    expect(marksOf(editor).map((node) => node.marks.map((mark) => [mark.type, mark.attrs?.color ?? null]))).toEqual([
      [['highlight', '#ffec99']],
      [['highlight', null]],
      [['underline', '#e03131']],
      [['underline', null]],
      [['kbd', null]],
      [['strike', null]],
    ]);
    expect(html).toContain('<kbd>Ctrl</kbd><s>x</s>');
  });

  it('refuses colours that could carry code and sets underline colour by command', () => {
    const editor = createTestEditor(
      '<p><mark data-color="url(javascript:alert(1))">a</mark><u style="text-decoration-color: expression(alert(1))">b</u></p>',
    );
    expect(marksOf(editor).map((node) => node.marks[0]?.attrs?.color)).toEqual([null, null]);
    editor.commands.setTextSelection({ from: 1, to: 3 });
    expect(editor.commands.setUnderlineColor('javascript:x')).toBe(false);
    expect(editor.commands.setUnderlineColor('rgb(25, 113, 194)')).toBe(true);
    expect(editor.getHTML()).toContain('<u data-color="#1971c2" style="text-decoration-color:');
    expect(marksOf(editor)[0]?.marks.find((mark) => mark.type === 'underline')?.attrs?.color).toBe('#1971c2');
    expect(editor.commands.toggleKbd()).toBe(true);
    expect(editor.getHTML()).toContain('<kbd>');
  });

  it('gives colours one canonical form', () => {
    expect(sanitizeColor('#F00')).toBe('#ff0000');
    expect(sanitizeColor('rgb(255, 0, 0)')).toBe('#ff0000');
    expect(sanitizeColor('hsl(0, 100%, 50%)')).toBe('#ff0000');
    expect(sanitizeColor('rgba(0, 0, 0, 0.5)')).toBe('rgba(0, 0, 0, 0.5)');
    expect(sanitizeColor('var(--mantine-color-blue-6)')).toBe('var(--mantine-color-blue-6)');
    expect(sanitizeColor('red')).toBe('red');
    for (const bad of [
      'url(x)',
      'expression(alert(1))',
      '\\72 ed',
      'rgb(300, 0, 0)',
      'inherit',
      '#12',
      'red;position:fixed',
    ]) {
      expect(sanitizeColor(bad), bad).toBeNull();
    }
  });
});

describe('text style', () => {
  it('keeps the font sizes and families of the lists and the colour, dropping anything else', () => {
    const { editor, html } = expectRoundTrip(
      '<p><span style="font-size: 18px; font-family: \'Times New Roman\'; color: #1971C2">a</span>' +
        '<span style="font-size: 13px; font-family: Comic Sans MS; position: fixed">b</span>' +
        '<span style="font-family: monospace">c</span></p>',
    );
    expect(marksOf(editor).map((node) => node.marks[0]?.attrs ?? null)).toEqual([
      { fontSize: '18px', fontFamily: 'Times New Roman', color: '#1971c2' },
      null,
      { fontSize: null, fontFamily: 'monospace', color: null },
    ]);
    expect(html).not.toContain('position');
    expect(FONT_SIZES).toEqual([8, 10, 12, 14, 16, 18, 20, 24, 30, 36, 48, 60, 72]);
    expect(FONT_FAMILIES).toHaveLength(11);
  });

  it('sets sizes, families and colours by command and steps through the size list', () => {
    const editor = createTestEditor('<p>tekst</p>');
    editor.commands.setTextSelection({ from: 1, to: 6 });
    expect(editor.commands.setFontSize('13px')).toBe(false);
    expect(editor.commands.setFontFamily('Comic Sans MS')).toBe(false);
    expect(editor.commands.setColor('javascript:alert(1)')).toBe(false);
    expect(editor.commands.setFontSize('24')).toBe(true);
    expect(editor.commands.setFontFamily('georgia')).toBe(true);
    expect(editor.commands.setColor('#2F9E44')).toBe(true);
    expect(editor.getAttributes('textStyle')).toMatchObject({
      fontSize: '24px',
      fontFamily: 'Georgia',
      color: '#2f9e44',
    });
    editor.commands.increaseFontSize();
    expect(editor.getAttributes('textStyle').fontSize).toBe('30px');
    editor.commands.decreaseFontSize();
    editor.commands.decreaseFontSize();
    expect(editor.getAttributes('textStyle').fontSize).toBe('20px');
    editor.commands.setFontSize('72px');
    expect(editor.commands.increaseFontSize()).toBe(false);
    editor.commands.unsetFontSize();
    editor.commands.unsetFontFamily();
    editor.commands.unsetColor();
    expect(editor.getHTML()).toBe('<p>tekst</p>');
  });
});

describe('indent', () => {
  it('clamps to 0–240 px in 24 px steps', () => {
    expect([-24, 0, 11, 13, 48, 239, 240, 500, Number.NaN].map((value) => clampIndent(value))).toEqual([
      0, 0, 0, 24, 48, 240, 240, 240, 0,
    ]);
  });

  it('round-trips indented paragraphs and headings and clamps stored values', () => {
    const { json, html } = expectRoundTrip(
      '<p style="margin-left: 48px">a</p><h2 id="id-h" style="margin-left: 30px">b</h2><p style="margin-left: 9999px">c</p><p>d</p>',
    );
    expect(json.content?.map((node) => node.attrs?.indent)).toEqual([48, 24, 240, 0]);
    expect(html).toContain('<p style="margin-left: 240px;">c</p><p>d</p>');
  });

  it('indents and outdents by command and Tab, never past the range', () => {
    const editor = createTestEditor('<p>a</p>');
    editor.commands.setTextSelection(1);
    for (let step = 0; step < 12; step += 1) editor.commands.indent();
    expect(editor.getJSON().content?.[0]?.attrs?.indent).toBe(240);
    expect(editor.commands.indent()).toBe(false);
    editor.commands.setIndent(50);
    expect(editor.getJSON().content?.[0]?.attrs?.indent).toBe(48);
    editor.commands.keyboardShortcut('Shift-Tab');
    expect(editor.getJSON().content?.[0]?.attrs?.indent).toBe(24);
    editor.commands.outdent();
    expect(editor.commands.outdent()).toBe(false);
    expect(editor.getJSON().content?.[0]?.attrs?.indent).toBe(0);
  });
});
