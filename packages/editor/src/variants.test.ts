import { Editor, getSchema } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createEditorExtensions, type EDITOR_VARIANTS } from './create-editor-extensions';
import { createTestEditor, destroyTestEditors } from './test/editor-test-utils';

afterEach(destroyTestEditors);

const nodeNames = (variant: (typeof EDITOR_VARIANTS)[number]) =>
  Object.keys(getSchema(createEditorExtensions({ variant })).nodes).sort();

describe('createEditorExtensions', () => {
  it('gives the full variant every node and mark of the schema', () => {
    const schema = getSchema(createEditorExtensions({ variant: 'full' }));
    expect(Object.keys(schema.nodes)).toEqual(
      expect.arrayContaining([
        'heading',
        'orderedList',
        'bulletList',
        'taskList',
        'taskItem',
        'mathInline',
        'mathDisplay',
        'equationRef',
        'mathPanel',
        'image',
        'figure',
        'figureGroup',
        'subfigure',
        'caption',
        'video',
        'iframe',
        'footnote',
        'citation',
        'details',
        'emoji',
        'mention',
        'solutionMethod',
        'mathConceptFragment',
        'homeworkEmbed',
        'interactiveHomework',
        'mathConcept',
        'table',
        'tableCell',
        'tableHeader',
      ]),
    );
    expect(Object.keys(schema.marks).sort()).toEqual(
      ['bold', 'code', 'highlight', 'italic', 'kbd', 'link', 'strike', 'textStyle', 'underline'].sort(),
    );
    expect(nodeNames('demo')).toEqual(nodeNames('full'));
  });

  it('keeps chat, comment, review, footnote and citation small', () => {
    const chat = nodeNames('chat');
    expect(chat).toEqual(expect.arrayContaining(['mathInline', 'mathDisplay', 'mention', 'emoji', 'bulletList']));
    for (const absent of ['table', 'image', 'mathPanel', 'footnote', 'heading', 'iframe'])
      expect(chat).not.toContain(absent);
    expect(nodeNames('comment')).toContain('image');
    expect(nodeNames('review')).toEqual(['doc', 'emoji', 'hardBreak', 'paragraph', 'text']);
    for (const variant of ['footnote', 'citation'] as const) {
      const names = nodeNames(variant);
      expect(names).toContain('mathInline');
      expect(names).not.toContain('footnote');
      expect(names).not.toContain('citation');
      expect(names).not.toContain('codeBlock');
    }
    expect(nodeNames('question')).not.toContain('footnote');
    expect(nodeNames('question')).toContain('table');
  });

  it('drops content a variant does not have when parsing', () => {
    const editor = createTestEditor(
      '<p>a</p><table><tbody><tr><td><p>b</p></td></tr></tbody></table><h2>c</h2>',
      'chat',
    );
    expect(editor.getHTML()).toBe('<p>a</p><p>b</p><p>c</p>');
  });

  it('limits characters (review: 256 by default) and counts words', () => {
    const review = createTestEditor('', 'review');
    review.commands.insertContent('x'.repeat(256));
    review.commands.insertContent('y');
    expect(review.storage.characterCount.characters()).toBe(256);
    expect(review.getText()).not.toContain('y');
    const limited = createTestEditor('', 'chat', 10);
    limited.commands.insertContent('Ala ma kot');
    limited.commands.insertContent('a i psa');
    expect(limited.storage.characterCount.characters()).toBe(10);
    expect(limited.storage.characterCount.words()).toBe(3);
    expect(createTestEditor('', 'chat').storage.characterCount.characters()).toBe(0);
  });

  it('shows the Polish placeholders: the editor one, then Opis, Nazwa, Treść, Podsumowanie, Zawartość', () => {
    const editor = new Editor({
      extensions: createEditorExtensions({ variant: 'full' }),
      content:
        '<div data-type="math-panel"><div data-type="math-panel-name"></div><div data-type="math-panel-body"><p></p></div></div>' +
        '<figure><img src="/a.png"><figcaption></figcaption></figure>' +
        '<details><summary></summary><div data-type="detailsContent"><p></p></div></details>',
    });
    const placeholders = [...editor.view.dom.querySelectorAll('[data-placeholder]')].map((element) =>
      element.getAttribute('data-placeholder'),
    );
    expect(placeholders).toEqual(expect.arrayContaining(['Nazwa', 'Treść', 'Opis', 'Podsumowanie', 'Zawartość']));
    editor.destroy();
    const empty = createTestEditor('', 'chat');
    expect(empty.view.dom.querySelector('p')?.getAttribute('data-placeholder')).toBe('Zacznij pisać...');
    const custom = new Editor({
      extensions: createEditorExtensions({ variant: 'comment', placeholder: 'Treść komentarza' }),
    });
    expect(custom.view.dom.querySelector('p')?.getAttribute('data-placeholder')).toBe('Treść komentarza');
    custom.destroy();
  });
});
