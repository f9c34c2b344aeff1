import { TextSelection } from '@tiptap/pm/state';
import { afterEach, describe, expect, it } from 'vitest';
import { LIST_STYLES, MATH_PANEL_VARIANTS } from './constants';
import {
  createTestEditor,
  destroyTestEditors,
  expectRoundTrip,
  mathPanelVariantLabels,
  nodesOfType,
  topTypes,
} from './test/editor-test-utils';

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
    // No data-numbered: numbered only when a reference points at it.
    expect(json.content?.[1]).toMatchObject({ type: 'mathDisplay', attrs: { id: 'id-0a1b2c3d4e5f', numbered: null } });
  });

  it('stores the author’s numbering choice of display math and never stores openOnCreate', () => {
    const { html } = expectRoundTrip(
      '<div data-type="block-math" id="id-x" data-latex="a" data-numbered="false"></div>',
    );
    expect(html).toBe('<div data-type="block-math" id="id-x" data-latex="a" data-numbered="false"></div>');
    expect(
      expectRoundTrip('<div data-type="block-math" id="id-y" data-latex="b" data-numbered="true"></div>').html,
    ).toBe('<div data-type="block-math" id="id-y" data-latex="b" data-numbered="true"></div>');
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
    expect(Object.values(MATH_PANEL_VARIANTS)).toEqual(mathPanelVariantLabels);
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
