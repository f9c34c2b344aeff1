import { Slice } from '@tiptap/pm/model';
import { afterEach, describe, expect, it } from 'vitest';
import { ID_NODE_TYPES } from './extensions/UniqueId';
import { createTestEditor, destroyTestEditors, nodesOfType } from './test/editor-test-utils';

afterEach(destroyTestEditors);

const idPattern = /^id-[0-9a-f]{12}$/;

const waitForCreate = (editor: ReturnType<typeof createTestEditor>) =>
  new Promise<void>((resolve) => editor.on('create', () => resolve()));

describe('generated ids', () => {
  it('covers the node types of docs/product-spec.md section 3', () => {
    expect([...ID_NODE_TYPES].sort()).toEqual(
      [
        'figure',
        'figureGroup',
        'footnote',
        'heading',
        'mathConceptFragment',
        'mathDisplay',
        'mathPanel',
        'subfigure',
      ].sort(),
    );
  });

  it('gives parsed nodes without an id an id- id and keeps existing ones', () => {
    const editor = createTestEditor(
      '<h2>A</h2><h3 id="id-keep">B</h3><div data-type="block-math" data-latex="x"></div>' +
        '<figure><img src="/a.png"><figcaption>c</figcaption></figure><p>t<sup data-type="footnote" data-content="n"></sup></p>',
    );
    const [first, second] = nodesOfType(editor, 'heading');
    expect(first?.attrs?.id).toMatch(idPattern);
    expect(second?.attrs?.id).toBe('id-keep');
    expect(nodesOfType(editor, 'mathDisplay')[0]?.attrs?.id).toMatch(idPattern);
    expect(nodesOfType(editor, 'figure')[0]?.attrs?.id).toMatch(idPattern);
    expect(nodesOfType(editor, 'footnote')[0]?.attrs?.id).toMatch(idPattern);
  });

  it('fills ids of nodes inserted from JSON and fixes duplicates present at load', async () => {
    const editor = createTestEditor('<h2 id="id-dup">A</h2><h2 id="id-dup">B</h2>');
    await waitForCreate(editor);
    const ids = nodesOfType(editor, 'heading').map((node) => node.attrs?.id);
    expect(ids[0]).toBe('id-dup');
    expect(ids[1]).toMatch(idPattern);
    editor.commands.insertContentAt(editor.state.doc.content.size, {
      type: 'mathPanel',
      content: [{ type: 'mathPanelName' }, { type: 'mathPanelBody', content: [{ type: 'paragraph' }] }],
    });
    expect(nodesOfType(editor, 'mathPanel')[0]?.attrs?.id).toMatch(idPattern);
  });

  it('gives a pasted copy a new id and leaves the original its id, even when pasted before it', () => {
    const editor = createTestEditor('<p>start</p><div data-type="block-math" id="id-orig" data-latex="a"></div>');
    const math = editor.state.doc.child(1);
    editor.view.dispatch(
      editor.state.tr.replace(1, 1, new Slice(editor.state.schema.nodes.doc!.create(null, [math]).content, 0, 0)),
    );
    const ids = nodesOfType(editor, 'mathDisplay').map((node) => node.attrs?.id);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe('id-orig');
    expect(ids[0]).toMatch(idPattern);
    expect(ids[0]).not.toBe('id-orig');
  });

  it('gives the second half of a split heading a new id', () => {
    const editor = createTestEditor('<h2 id="id-h">Nagłówek</h2>');
    editor.commands.setTextSelection(4);
    editor.commands.splitBlock({ keepMarks: false });
    const nodes = editor.getJSON().content ?? [];
    expect(nodes[0]?.attrs?.id).toBe('id-h');
    expect(nodes[1]?.attrs?.id ?? null).not.toBe('id-h');
  });
});
