import { TextSelection } from '@tiptap/pm/state';
import { afterEach, describe, expect, it } from 'vitest';
import { LIST_STYLES, MATH_PANEL_VARIANTS } from './constants';
import { EMOJIS, searchEmojis } from './emoji-data';
import { createTestEditor, destroyTestEditors, expectRoundTrip, nodesOfType, topTypes } from './test/editor-test-utils';

afterEach(destroyTestEditors);

/** Puts the cursor inside the first text block containing `text`, at its end. */
function placeCursorAfter(editor: ReturnType<typeof createTestEditor>, text: string) {
  let target = -1;
  editor.state.doc.descendants((node, pos) => {
    if (target === -1 && node.isText && node.text?.includes(text)) target = pos + node.text.indexOf(text) + text.length;
  });
  expect(target).toBeGreaterThan(-1);
  editor.view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, target)));
}

describe('heading', () => {
  it('round-trips levels 2–4 with their ids and accepts 1–6 in the schema', () => {
    const { json, html } = expectRoundTrip(
      '<h2 id="id-a">Dwa</h2><h3 id="id-b">Trzy</h3><h4 id="id-c">Cztery</h4><h6 id="id-d">Sześć</h6>',
    );
    expect(json.content?.map((node) => node.attrs?.level)).toEqual([2, 3, 4, 6]);
    expect(html).toBe('<h2 id="id-a">Dwa</h2><h3 id="id-b">Trzy</h3><h4 id="id-c">Cztery</h4><h6 id="id-d">Sześć</h6>');
  });

  it('level 0 is a paragraph, invalid levels are refused, Mod-Alt-H cycles 2 → 3 → 4 → paragraph', () => {
    const editor = createTestEditor('<p>Tekst</p>');
    editor.commands.setTextSelection(2);
    expect(editor.commands.setHeadingLevel(3)).toBe(true);
    expect(editor.getJSON().content?.[0]).toMatchObject({ type: 'heading', attrs: { level: 3 } });
    expect(editor.getJSON().content?.[0]?.attrs?.id).toMatch(/^id-[0-9a-f]{12}$/);
    expect(editor.commands.setHeadingLevel(7 as 6)).toBe(false);
    expect(editor.commands.setHeadingLevel(0)).toBe(true);
    expect(topTypes(editor)[0]).toBe('paragraph');

    const levels: Array<number | null> = [];
    for (let step = 0; step < 4; step += 1) {
      editor.commands.cycleHeadingLevel();
      const first = editor.getJSON().content?.[0];
      levels.push(first?.type === 'heading' ? (first.attrs?.level as number) : null);
    }
    expect(levels).toEqual([2, 3, 4, null]);
  });
});

describe('lists', () => {
  it('round-trips the six ordered list styles and the start number', () => {
    for (const listStyle of LIST_STYLES) {
      const { json, html } = expectRoundTrip(`<ol start="3" data-list-style="${listStyle}"><li><p>a</p></li></ol>`);
      expect(json.content?.[0]?.attrs).toMatchObject({ listStyle, start: 3 });
      if (listStyle === 'decimal') expect(html).toBe('<ol start="3"><li><p>a</p></li></ol>');
      else expect(html).toContain(`data-list-style="${listStyle}"`);
    }
  });

  it('reads legacy type="a"/"I" and list-style-type, and sets a style by command', () => {
    const editor = createTestEditor(
      '<ol type="I"><li><p>a</p></li></ol><ol style="list-style-type: lower-greek"><li><p>b</p></li></ol><ol><li><p>c</p></li></ol>',
    );
    expect(nodesOfType(editor, 'orderedList').map((node) => node.attrs?.listStyle)).toEqual([
      'upper-roman',
      'lower-greek',
      'decimal',
    ]);
    placeCursorAfter(editor, 'c');
    expect(editor.commands.setOrderedListStyle('upper-alpha')).toBe(true);
    expect(editor.commands.setOrderedListStyle('circle' as 'decimal')).toBe(false);
    expect(nodesOfType(editor, 'orderedList')[2]?.attrs?.listStyle).toBe('upper-alpha');
  });

  it('round-trips bullet lists and nested task lists with their checked state', () => {
    const { editor } = expectRoundTrip(
      '<ul><li><p>a</p></li></ul><ul data-type="taskList"><li data-type="taskItem" data-checked="true"><p>zrobione</p>' +
        '<ul data-type="taskList"><li data-type="taskItem" data-checked="false"><p>nie</p></li></ul></li></ul>',
    );
    expect(topTypes(editor)).toEqual(['bulletList', 'taskList']);
    expect(nodesOfType(editor, 'taskItem').map((node) => node.attrs?.checked)).toEqual([true, false]);
  });
});

describe('math', () => {
  it('keeps the stored markup of the seed data byte for byte', () => {
    const stored =
      '<p>Niech <span data-type="inline-math" data-latex="x^2 &lt; 1 &amp; y"></span>.</p>' +
      '<div data-type="block-math" id="id-0a1b2c3d4e5f" data-latex="\\frac{1}{2}"></div>';
    const { html, json } = expectRoundTrip(stored);
    expect(html).toBe(stored);
    expect(json.content?.[0]?.content?.[1]).toMatchObject({ type: 'mathInline', attrs: { latex: 'x^2 < 1 & y' } });
    expect(json.content?.[1]).toMatchObject({ type: 'mathDisplay', attrs: { id: 'id-0a1b2c3d4e5f', numbered: true } });
  });

  it('stores unnumbered display math and never stores openOnCreate', () => {
    const { html } = expectRoundTrip(
      '<div data-type="block-math" id="id-x" data-latex="a" data-numbered="false"></div>',
    );
    expect(html).toBe('<div data-type="block-math" id="id-x" data-latex="a" data-numbered="false"></div>');
    const editor = createTestEditor('<p>abc</p>');
    editor.commands.setTextSelection({ from: 1, to: 4 });
    expect(editor.commands.insertMathInline()).toBe(true);
    expect(nodesOfType(editor, 'mathInline')[0]?.attrs).toMatchObject({ latex: 'abc', openOnCreate: true });
    expect(editor.getHTML()).toBe('<p><span data-type="inline-math" data-latex="abc"></span></p>');
  });

  it('inserts display math with a generated id and updates its source', () => {
    const editor = createTestEditor('<p>x</p>');
    editor.commands.setTextSelection(2);
    expect(editor.commands.insertMathDisplay({ latex: 'E = mc^2' })).toBe(true);
    const math = nodesOfType(editor, 'mathDisplay')[0];
    expect(math?.attrs).toMatchObject({ latex: 'E = mc^2', openOnCreate: true });
    expect(math?.attrs?.id).toMatch(/^id-[0-9a-f]{12}$/);
    let pos = -1;
    editor.state.doc.descendants((node, nodePos) => {
      if (node.type.name === 'mathDisplay') pos = nodePos;
    });
    expect(editor.commands.updateMathDisplay({ pos, latex: 'a^2', numbered: false })).toBe(true);
    expect(nodesOfType(editor, 'mathDisplay')[0]?.attrs).toMatchObject({
      latex: 'a^2',
      numbered: false,
      openOnCreate: false,
    });
  });
});

describe('math panel', () => {
  const panel = (attributes: string, name = 'Nazwa', body = '<p>Treść</p>') =>
    `<div data-type="math-panel" ${attributes}><div data-type="math-panel-name">${name}</div><div data-type="math-panel-body">${body}</div></div>`;

  it('round-trips the eight variants with their attributes; an unknown variant is a definition', () => {
    expect(Object.values(MATH_PANEL_VARIANTS)).toEqual([
      'Definicja',
      'Twierdzenie',
      'Przykład',
      'Uwaga',
      'Lemat',
      'Wniosek',
      'Algorytm',
      'Mem',
    ]);
    for (const variant of Object.keys(MATH_PANEL_VARIANTS)) {
      const { json } = expectRoundTrip(panel(`id="id-p" data-variant="${variant}"`));
      expect(json.content?.[0]?.attrs).toMatchObject({ id: 'id-p', variant, import: false, imported: false });
    }
    const { html, json } = expectRoundTrip(
      panel('id="id-q" data-variant="xss" data-math-concept-id="c1" data-import="true" data-imported="true"'),
    );
    expect(json.content?.[0]?.attrs).toMatchObject({
      variant: 'definition',
      mathConceptId: 'c1',
      import: true,
      imported: true,
    });
    expect(html).toBe(
      panel('id="id-q" data-variant="definition" data-math-concept-id="c1" data-import="true" data-imported="true"'),
    );
  });

  it('is read-only while linked to a concept and editable after unlinking', () => {
    const editor = createTestEditor(
      panel('id="id-l" data-variant="theorem" data-math-concept-id="c1" data-import="true"'),
    );
    placeCursorAfter(editor, 'Treść');
    editor.commands.insertContent('!');
    editor.commands.deleteRange({ from: 3, to: 5 });
    expect(editor.getText()).toContain('Nazwa');
    expect(editor.getText()).not.toContain('Treść!');
    expect(editor.commands.unlinkMathPanel()).toBe(true);
    placeCursorAfter(editor, 'Treść');
    editor.commands.insertContent('!');
    expect(editor.getText()).toContain('Treść!');
  });

  it('imports a concept name and description, linked or not, and changes the variant', () => {
    const editor = createTestEditor(panel('id="id-i" data-variant="definition"', '', '<p></p>'));
    editor.commands.setTextSelection(3);
    expect(
      editor.commands.importMathConcept({
        mathConceptId: 'c-7',
        name: 'Liczba pierwsza',
        description: '<p>Ma dokładnie <strong>dwa</strong> dzielniki.</p>',
        link: true,
      }),
    ).toBe(true);
    const json = editor.getJSON().content?.[0];
    expect(json?.attrs).toMatchObject({ id: 'id-i', mathConceptId: 'c-7', import: true, imported: true });
    expect(editor.getText()).toContain('Liczba pierwsza');
    expect(editor.getHTML()).toContain('<p>Ma dokładnie <strong>dwa</strong> dzielniki.</p>');
    editor.commands.setTextSelection(3);
    expect(editor.commands.setMathPanelVariant('lemma')).toBe(true);
    expect(editor.getJSON().content?.[0]?.attrs?.variant).toBe('lemma');
  });

  it('inserts a panel with an id and an empty name and body', () => {
    const editor = createTestEditor('<p></p>');
    expect(editor.commands.insertMathPanel({ variant: 'example' })).toBe(true);
    const inserted = nodesOfType(editor, 'mathPanel')[0];
    expect(inserted?.attrs).toMatchObject({ variant: 'example' });
    expect(inserted?.attrs?.id).toMatch(/^id-/);
    expect(inserted?.content?.map((node) => node.type)).toEqual(['mathPanelName', 'mathPanelBody']);
  });
});

describe('image, figure, figure group', () => {
  it('round-trips src, alt, title, fileId and width; width defaults to 100%; uploading is not stored', () => {
    const { json, html } = expectRoundTrip(
      '<img src="/api/file/1" alt="Wykres" title="Tytuł" data-file-id="f-1" data-width="auto">' +
        '<img src="https://example.com/a.png">',
    );
    expect(json.content?.[0]?.attrs).toMatchObject({
      src: '/api/file/1',
      alt: 'Wykres',
      title: 'Tytuł',
      fileId: 'f-1',
      width: 'auto',
    });
    expect(json.content?.[1]?.attrs).toMatchObject({ width: '100%', fileId: null, uploading: false });
    expect(html).toContain(
      '<img src="/api/file/1" alt="Wykres" title="Tytuł" data-file-id="f-1" data-width="auto" style="width: auto;">',
    );
  });

  it('drops images with javascript: or data: sources and finishes an upload by fileId', () => {
    const editor = createTestEditor(
      '<img src="javascript:alert(1)"><img src="data:image/png;base64,AAAA"><img src="//evil.example/a.png"><p>x</p>',
    );
    expect(nodesOfType(editor, 'image')).toHaveLength(0);
    expect(editor.commands.insertImage({ src: 'javascript:alert(1)' })).toBe(false);
    expect(editor.commands.insertImage({ src: null, fileId: 'f-9', uploading: true })).toBe(true);
    expect(editor.commands.updateImage({ src: '/api/file/f-9', uploading: false }, { fileId: 'f-9' })).toBe(true);
    expect(nodesOfType(editor, 'image')[0]?.attrs).toMatchObject({
      src: '/api/file/f-9',
      uploading: false,
      width: '100%',
    });
  });

  it('round-trips figures of an image and of a table with captions', () => {
    const { json, html } = expectRoundTrip(
      '<figure data-type="figure" id="id-f1"><img src="/a.png"><figcaption>Wykres <em>funkcji</em></figcaption></figure>' +
        '<figure data-type="figure" id="id-f2"><table><tbody><tr><td><p>1</p></td></tr></tbody></table><figcaption>Dane</figcaption></figure>',
    );
    expect(json.content?.map((node) => node.content?.map((child) => child.type))).toEqual([
      ['image', 'caption'],
      ['table', 'caption'],
    ]);
    expect(html).toContain('<figure data-type="figure" id="id-f1" data-kind="image">');
    expect(html).toContain('<figure data-type="figure" id="id-f2" data-kind="table">');
  });

  it('wraps a selected image in a figure and inserts table figures', () => {
    const editor = createTestEditor('<img src="/a.png"><p>x</p>');
    editor.commands.setNodeSelection(0);
    expect(editor.commands.wrapInFigure()).toBe(true);
    expect(topTypes(editor)[0]).toBe('figure');
    expect(editor.commands.insertTableFigure({ rows: 2, cols: 2 })).toBe(true);
    const tables = nodesOfType(editor, 'table');
    expect(tables).toHaveLength(1);
    expect(tables[0]?.content).toHaveLength(2);
  });

  it('defaults a figure group to 2 columns, keeps 1, and never removes its last subfigure', () => {
    const sub = (id: string) =>
      `<figure data-type="subfigure" id="${id}"><img src="/${id}.png"><figcaption>${id}</figcaption></figure>`;
    const { json, html } = expectRoundTrip(
      `<div data-type="figure-group" id="id-g1">${sub('id-s1')}${sub('id-s2')}</div>` +
        `<div data-type="figure-group" id="id-g2" data-ncols="1">${sub('id-s3')}</div>` +
        `<div data-type="figure-group" id="id-g3" data-ncols="7">${sub('id-s4')}</div>`,
    );
    expect(json.content?.map((node) => node.attrs?.ncols)).toEqual([2, 1, 2]);
    expect(html).toContain('<div data-type="figure-group" id="id-g1" data-ncols="2">');

    const editor = createTestEditor('<p></p>');
    editor.commands.insertFigureGroup({ images: [{ src: '/a.png' }] });
    expect(nodesOfType(editor, 'figureGroup')[0]?.attrs?.ncols).toBe(2);
    let imagePos = -1;
    editor.state.doc.descendants((node, pos) => {
      if (node.type.name === 'image') imagePos = pos;
    });
    editor.commands.setNodeSelection(imagePos);
    expect(editor.commands.removeSubfigure()).toBe(false);
    expect(editor.commands.addSubfigure({ src: '/b.png' })).toBe(true);
    expect(nodesOfType(editor, 'subfigure')).toHaveLength(2);
    expect(editor.commands.setFigureGroupColumns(1)).toBe(true);
    expect(nodesOfType(editor, 'figureGroup')[0]?.attrs?.ncols).toBe(1);
    editor.commands.setNodeSelection(imagePos);
    expect(editor.commands.removeSubfigure()).toBe(true);
    expect(nodesOfType(editor, 'subfigure')).toHaveLength(1);
  });
});

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
