import { afterEach, describe, expect, it } from 'vitest';
import { EMOJIS, searchEmojis } from './emoji-data';
import { createTestEditor, destroyTestEditors, expectRoundTrip, nodesOfType, topTypes } from './test/editor-test-utils';

afterEach(destroyTestEditors);

describe('inserting a block leaf', () => {
  it('leaves the cursor after an image, a video or an embed, so what comes next does not replace it', () => {
    const editor = createTestEditor('<p>Ala</p><p></p>');
    editor.commands.setTextSelection(6);
    expect(editor.commands.insertImage({ src: '/api/file/x/download', alt: 'Koło' })).toBe(true);
    expect(editor.state.selection.empty).toBe(true);
    expect(editor.state.selection.$from.parent.type.name).toBe('paragraph');
    editor.commands.insertTable({ rows: 2, cols: 2, withHeaderRow: false });
    expect(topTypes(editor)).toEqual(['paragraph', 'image', 'table', 'paragraph']);

    editor.commands.setContent('<p>Przed</p>');
    editor.commands.setTextSelection(8);
    expect(editor.commands.insertVideo({ src: '/api/file/v.mp4' })).toBe(true);
    expect(editor.commands.insertIframe({ src: 'https://youtu.be/dQw4w9WgXcQ' })).toBe(true);
    editor.commands.insertContent('Po');
    expect(topTypes(editor)).toEqual(['paragraph', 'video', 'iframe', 'paragraph']);
    expect(editor.state.doc.lastChild?.textContent).toBe('Po');

    const admin = createTestEditor('<p>Zadania:</p>');
    admin.commands.setTextSelection(9);
    expect(admin.commands.insertHomeworkEmbed({ homeworkId: 'h-1' })).toBe(true);
    expect(admin.commands.insertInteractiveHomework({ value: 'NumberLine', label: 'Oś liczbowa' })).toBe(true);
    expect(topTypes(admin)).toEqual(['paragraph', 'homeworkEmbed', 'interactiveHomework', 'paragraph']);
  });
});

describe('video and iframe', () => {
  it('round-trips a video and drops script sources', () => {
    const { html } = expectRoundTrip('<video src="/api/file/v.m3u8"></video><video src="javascript:alert(1)"></video>');
    expect(html).toBe('<video data-type="video" src="/api/file/v.m3u8" controls="true"></video>');
  });

  it('keeps YouTube and Vimeo only, as player URLs, with frameborder and allowfullscreen', () => {
    const editor = createTestEditor(
      [
        '<iframe src="https://www.youtube.com/watch?v=dQw4w9WgXcQ"></iframe>',
        '<iframe src="https://vimeo.com/123456" frameborder="1" allowfullscreen="false"></iframe>',
        '<iframe src="https://evil.example/embed/x"></iframe>',
        '<iframe src="https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ"></iframe>',
        '<iframe src="javascript:alert(1)"></iframe>',
        '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
      ].join(''),
    );
    expect(nodesOfType(editor, 'iframe').map((node) => node.attrs)).toEqual([
      { src: 'https://www.youtube.com/embed/dQw4w9WgXcQ', frameborder: 0, allowfullscreen: true },
      { src: 'https://player.vimeo.com/video/123456', frameborder: 1, allowfullscreen: false },
    ]);
    expect(editor.getHTML()).toContain(
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" frameborder="0" allowfullscreen="true"></iframe>',
    );
    expectRoundTrip(editor.getHTML());
    expect(editor.commands.insertIframe({ src: 'https://example.com/video' })).toBe(false);
    expect(editor.commands.insertIframe({ src: 'https://youtu.be/dQw4w9WgXcQ' })).toBe(true);
  });
});

describe('footnote and citation', () => {
  it('round-trips footnotes with their rich content and citations with their data', () => {
    const { json } = expectRoundTrip(
      '<p>Tekst<sup data-type="footnote" id="id-n1" data-content="&lt;p&gt;Przypis &lt;strong&gt;1&lt;/strong&gt;&lt;/p&gt;"></sup>' +
        ' i <span data-type="citation" data-variant="template" data-title="Matematyka 1" data-author="Kowalski" ' +
        'data-publisher="Nowa Era" data-publish-date="2020" data-publish-place="Warszawa" data-isbn="978-83" ' +
        'data-pages="12-14" data-url="https://example.com" data-description="Podręcznik"></span></p>',
    );
    const [, footnote, , citation] = json.content?.[0]?.content ?? [];
    expect(footnote).toMatchObject({
      type: 'footnote',
      attrs: { id: 'id-n1', content: '<p>Przypis <strong>1</strong></p>' },
    });
    expect(citation?.attrs).toEqual({
      variant: 'template',
      title: 'Matematyka 1',
      author: 'Kowalski',
      publisher: 'Nowa Era',
      publishDate: '2020',
      publishPlace: 'Warszawa',
      isbn: '978-83',
      pages: '12-14',
      url: 'https://example.com',
      description: 'Podręcznik',
      content: null,
    });
  });

  it('refuses a citation title under 3 characters and drops script URLs', () => {
    const editor = createTestEditor('<p>x</p>');
    editor.commands.setTextSelection(2);
    expect(editor.commands.insertCitation({ variant: 'template', title: 'ab' })).toBe(false);
    expect(editor.commands.insertCitation({ variant: 'template', title: 'Abc', url: 'javascript:alert(1)' })).toBe(
      false,
    );
    expect(editor.commands.insertCitation({ variant: 'custom', title: 'Własny', content: '<p>Opis</p>' })).toBe(true);
    expect(nodesOfType(editor, 'citation')[0]?.attrs).toMatchObject({
      variant: 'custom',
      title: 'Własny',
      content: '<p>Opis</p>',
    });
    const parsed = createTestEditor(
      '<p><span data-type="citation" data-title="Tytuł" data-url="javascript:alert(1)"></span></p>',
    );
    expect(nodesOfType(parsed, 'citation')[0]?.attrs).toMatchObject({ title: 'Tytuł', url: null });
    expect(editor.commands.insertFootnote({ content: '<p>Uwaga</p>' })).toBe(true);
    expect(nodesOfType(editor, 'footnote')[0]?.attrs?.id).toMatch(/^id-/);
  });
});

describe('details, emoji, mention and the platform blocks', () => {
  it('round-trips details with the open flag, summary and content', () => {
    const { json } = expectRoundTrip(
      '<details open=""><summary>Podsumowanie</summary><div data-type="detailsContent"><p>Zawartość</p></div></details>' +
        '<details><summary>Zamknięte</summary><div data-type="detailsContent"><p>x</p></div></details>',
    );
    expect(json.content?.map((node) => node.attrs?.open)).toEqual([true, false]);
    expect(json.content?.[0]?.content?.map((node) => node.type)).toEqual(['detailsSummary', 'detailsContent']);
  });

  it('stores emoji by Polish name from a small set and searches without diacritics', () => {
    expect(EMOJIS.length).toBeGreaterThanOrEqual(90);
    expect(EMOJIS.length).toBeLessThanOrEqual(130);
    const { html } = expectRoundTrip(
      '<p><span data-type="emoji" data-name="kciuk_w_gore">👍</span><span data-type="emoji" data-name="nope">?</span></p>',
    );
    expect(html).toBe('<p><span data-type="emoji" data-name="kciuk_w_gore">👍</span>?</p>');
    expect(searchEmojis('usmiech').map((emoji) => emoji.emoji)).toContain('😀');
    expect(searchEmojis('książ').map((emoji) => emoji.name)).toEqual(['ksiazki', 'ksiazka']);
    expect(searchEmojis('')).toHaveLength(20);
    const editor = createTestEditor('<p></p>');
    expect(editor.commands.insertEmoji('serce')).toBe(true);
    expect(editor.commands.insertEmoji('unicorn_full_dataset')).toBe(false);
    expect(editor.getText()).toBe('❤️');
  });

  it('round-trips mentions with user id and label', () => {
    const { html, json } = expectRoundTrip(
      '<p><span data-type="mention" data-id="u-1" data-label="ania">@ania</span></p>',
    );
    expect(html).toBe('<p><span data-type="mention" data-id="u-1" data-label="ania">@ania</span></p>');
    expect(json.content?.[0]?.content?.[0]?.attrs).toEqual({ id: 'u-1', label: 'ania' });
  });

  it('round-trips solution methods, concept fragments, task embeds, interactive tasks and concepts', () => {
    const stored =
      '<div data-type="solution-method"><p>Pierwszy</p></div>' +
      '<div data-type="math-concept-fragment" id="id-m1" data-math-concept-id="c-3"><p>Fragment</p></div>' +
      '<div data-type="homework-embed" data-homework-id="h-5"></div>' +
      '<div data-type="interactive-homework" data-value="NumberLine" data-label="Oś liczbowa"></div>' +
      '<p><span data-type="math-concept" data-value="c-9" data-label="Pierwiastek">Pierwiastek</span></p>';
    const { html, json } = expectRoundTrip(stored);
    expect(html).toBe(stored);
    expect(json.content?.map((node) => node.type)).toEqual([
      'solutionMethod',
      'mathConceptFragment',
      'homeworkEmbed',
      'interactiveHomework',
      'paragraph',
    ]);
    expect(json.content?.[3]?.attrs).toEqual({ value: 'NumberLine', label: 'Oś liczbowa' });
  });

  it('wraps blocks in a concept fragment and a solution method by command', () => {
    const editor = createTestEditor('<p>Akapit</p>');
    editor.commands.setTextSelection(2);
    expect(editor.commands.setMathConceptFragment({ mathConceptId: 'c-1' })).toBe(true);
    expect(nodesOfType(editor, 'mathConceptFragment')[0]?.attrs).toMatchObject({ mathConceptId: 'c-1' });
    expect(nodesOfType(editor, 'mathConceptFragment')[0]?.attrs?.id).toMatch(/^id-/);
    expect(editor.commands.unsetMathConceptFragment()).toBe(true);
    expect(editor.commands.wrapInSolutionMethod()).toBe(true);
    expect(topTypes(editor)[0]).toBe('solutionMethod');
  });
});

describe('table', () => {
  it('round-trips colspan, rowspan, colwidth, background colour and the four borders', () => {
    const { json } = expectRoundTrip(
      '<table><tbody><tr><th colspan="2" colwidth="120,80" style="background-color: #fff3bf; border-top: 2px dashed #e03131"><p>A</p></th></tr>' +
        '<tr><td rowspan="1" style="border-left: dotted; border-right: 1px solid #000000; border-bottom: 3px solid"><p>B</p></td>' +
        '<td style="border-top: 2px groove red"><p>C</p></td></tr></tbody></table>',
    );
    const rows = json.content?.[0]?.content ?? [];
    expect(rows[0]?.content?.[0]?.attrs).toMatchObject({
      colspan: 2,
      rowspan: 1,
      colwidth: [120, 80],
      backgroundColor: '#fff3bf',
      borderTop: { style: 'dashed', width: 2, color: '#e03131' },
    });
    expect(rows[1]?.content?.[0]?.attrs).toMatchObject({
      borderLeft: { style: 'dotted', width: 1, color: null },
      borderRight: { style: 'solid', width: 1, color: '#000000' },
      borderBottom: { style: 'solid', width: 3, color: null },
      borderTop: null,
    });
    expect(rows[1]?.content?.[1]?.attrs?.borderTop).toBeNull();
  });

  it('sets cell backgrounds and borders by command, refusing bad values', () => {
    const editor = createTestEditor('<table><tbody><tr><td><p>A</p></td><td><p>B</p></td></tr></tbody></table>');
    editor.commands.setTextSelection(4);
    expect(editor.commands.setCellBackground('url(javascript:alert(1))')).toBe(false);
    expect(editor.commands.setCellBackground('#ffec99')).toBe(true);
    expect(
      editor.commands.setCellBorder({
        sides: ['top', 'left'],
        border: { style: 'dashed', width: 4, color: '#1971c2' },
      }),
    ).toBe(true);
    expect(editor.commands.setCellBorder({ border: { style: 'double' as 'solid' } })).toBe(false);
    const cell = nodesOfType(editor, 'tableCell')[0];
    expect(cell?.attrs).toMatchObject({
      backgroundColor: '#ffec99',
      borderTop: { style: 'dashed', width: 4, color: '#1971c2' },
      borderLeft: { style: 'dashed', width: 4, color: '#1971c2' },
      borderBottom: null,
    });
    expect(editor.getHTML()).toContain('border-top: 4px dashed');
    expect(editor.commands.setCellBorder({ border: null })).toBe(true);
    expect(nodesOfType(editor, 'tableCell')[0]?.attrs?.borderTop).toBeNull();
  });
});
