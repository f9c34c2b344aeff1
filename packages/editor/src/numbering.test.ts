import { afterEach, describe, expect, it } from 'vitest';
import { getNumbering } from './extensions/Numbering';
import { applyNumbering, computeNumbering, numberHtml } from './numbering';
import { createTestEditor, destroyTestEditors } from './test/editor-test-utils';

afterEach(destroyTestEditors);

const equation = (id: string, latex = id) => `<div data-type="block-math" id="${id}" data-latex="${latex}"></div>`;
/** Display math its author numbered ('Numeruj'): it has a number even with no reference to it. */
const numberedEquation = (id: string, latex = id) =>
  `<div data-type="block-math" id="${id}" data-latex="${latex}" data-numbered="true"></div>`;
const ref = (id: string) => `<span data-type="equation-ref" data-target-id="${id}"></span>`;

/** The data-label of each element matching the selector in the editor's view. */
function viewLabels(editor: ReturnType<typeof createTestEditor>, selector: string): Array<string | null> {
  return [...editor.view.dom.querySelectorAll(selector)].map((element) => element.getAttribute('data-label'));
}

function positionOf(editor: ReturnType<typeof createTestEditor>, id: string) {
  let found = -1;
  editor.state.doc.descendants((node, pos) => {
    if (node.attrs.id === id) found = pos;
  });
  return found;
}

describe('equation numbering and references', () => {
  it('numbers display math in order and shows the number of the referenced equation', () => {
    const editor = createTestEditor(
      `<p>Z ${ref('id-b')} i ${ref('id-a')}</p>${equation('id-a')}<p>x</p>${equation('id-b')}`,
    );
    expect(getNumbering(editor.state).equations).toEqual({ 'id-a': 1, 'id-b': 2 });
    expect(viewLabels(editor, '[data-type="block-math"]')).toEqual(['(1)', '(2)']);
    expect(viewLabels(editor, '[data-type="equation-ref"]')).toEqual(['(2)', '(1)']);
  });

  it('renumbers when an equation moves, and the reference follows its equation', () => {
    const editor = createTestEditor(`${numberedEquation('id-a')}<p>${ref('id-b')}</p>${equation('id-b')}`);
    expect(viewLabels(editor, '[data-type="equation-ref"]')).toEqual(['(2)']);
    const pos = positionOf(editor, 'id-b');
    const node = editor.state.doc.nodeAt(pos)!;
    editor.view.dispatch(editor.state.tr.delete(pos, pos + node.nodeSize).insert(0, node));
    expect(getNumbering(editor.state).equations).toEqual({ 'id-b': 1, 'id-a': 2 });
    expect(viewLabels(editor, '[data-type="block-math"]')).toEqual(['(1)', '(2)']);
    expect(editor.view.dom.querySelector('#id-b')?.getAttribute('data-label')).toBe('(1)');
    expect(viewLabels(editor, '[data-type="equation-ref"]')).toEqual(['(1)']);
  });

  it('shows (?) when the referenced equation is deleted or unnumbered, and skips unnumbered ones', () => {
    const editor = createTestEditor(`<p>${ref('id-a')} ${ref('id-b')}</p>${equation('id-a')}${equation('id-b')}`);
    const pos = positionOf(editor, 'id-a');
    editor.view.dispatch(editor.state.tr.delete(pos, pos + editor.state.doc.nodeAt(pos)!.nodeSize));
    expect(viewLabels(editor, '[data-type="equation-ref"]')).toEqual(['(?)', '(1)']);
    editor.commands.updateMathDisplay({ pos: positionOf(editor, 'id-b'), numbered: false });
    expect(viewLabels(editor, '[data-type="equation-ref"]')).toEqual(['(?)', '(?)']);
    expect(viewLabels(editor, '[data-type="block-math"]')).toEqual([null]);
  });

  it('numbers an equation only where its author numbered it or a reference points at it', () => {
    const editor = createTestEditor(
      `${equation('id-lone')}<p>${ref('id-cited')}</p>${equation('id-cited')}${numberedEquation('id-own')}`,
    );
    expect(getNumbering(editor.state).equations).toEqual({ 'id-cited': 1, 'id-own': 2 });
    expect(viewLabels(editor, '[data-type="block-math"]')).toEqual([null, '(1)', '(2)']);
    // A lone formula (a card, a step, a quiz) is no "(1)"; numbering it is the author's choice.
    editor.commands.updateMathDisplay({ pos: positionOf(editor, 'id-lone'), numbered: true });
    expect(viewLabels(editor, '[data-type="block-math"]')).toEqual(['(1)', '(2)', '(3)']);
    expect(editor.getHTML()).toContain('id="id-lone" data-latex="id-lone" data-numbered="true"');
  });

  it('inserts a reference only to an existing equation', () => {
    const editor = createTestEditor(`<p>Patrz tu</p>${equation('id-a')}`);
    editor.commands.setTextSelection(6);
    expect(editor.commands.insertEquationRef({ targetId: 'id-missing' })).toBe(false);
    expect(editor.commands.insertEquationRef({ targetId: 'id-a' })).toBe(true);
    expect(editor.getHTML()).toContain(ref('id-a'));
    expect(viewLabels(editor, '[data-type="equation-ref"]')).toEqual(['(1)']);
  });
});

describe('captions, footnotes, citations, solution methods', () => {
  const figure = (id: string) =>
    `<figure data-type="figure" id="${id}"><img src="/${id}.png"><figcaption>${id}</figcaption></figure>`;
  const tableFigure = (id: string) =>
    `<figure data-type="figure" id="${id}"><table><tbody><tr><td><p>1</p></td></tr></tbody></table><figcaption>${id}</figcaption></figure>`;
  const group = `<div data-type="figure-group" id="id-g"><figure data-type="subfigure" id="id-s1"><img src="/s1.png"><figcaption>s1</figcaption></figure><figure data-type="subfigure" id="id-s2"><img src="/s2.png"><figcaption>s2</figcaption></figure></div>`;

  it('labels image captions Rys. n and table captions Tab. n in document order', () => {
    const editor = createTestEditor(
      figure('id-f1') + tableFigure('id-t1') + group + figure('id-f2') + tableFigure('id-t2'),
    );
    expect(viewLabels(editor, 'figcaption')).toEqual(['Rys. 1', 'Tab. 1', 'Rys. 2', 'Rys. 3', 'Rys. 4', 'Tab. 2']);
  });

  it('numbers footnotes [1], [2] and citations [1] separately, and solution methods Sposób n', () => {
    const editor = createTestEditor(
      '<p>a<sup data-type="footnote" id="id-n1" data-content="x"></sup> b<span data-type="citation" data-title="Książka"></span>' +
        ' c<sup data-type="footnote" id="id-n2" data-content="y"></sup></p>' +
        '<div data-type="solution-method"><p>I</p></div><div data-type="solution-method"><p>II</p></div>',
    );
    expect(viewLabels(editor, 'sup[data-type="footnote"]')).toEqual(['[1]', '[2]']);
    expect(viewLabels(editor, 'span[data-type="citation"]')).toEqual(['[1]']);
    expect(viewLabels(editor, '[data-type="solution-method"]')).toEqual(['Sposób 1', 'Sposób 2']);
    editor.commands.setTextSelection(2);
    editor.commands.insertFootnote({ content: '<p>nowy</p>' });
    expect(viewLabels(editor, 'sup[data-type="footnote"]')).toEqual(['[1]', '[2]', '[3]']);
    expect(editor.view.dom.querySelector('#id-n2')?.getAttribute('data-label')).toBe('[3]');
  });
});

describe('numbering without the editor', () => {
  const html =
    `<p>${ref('id-b')}<sup data-type="footnote" id="id-n" data-content="&lt;p&gt;a&gt;b&lt;/p&gt;"></sup></p>` +
    `<!-- <div data-type="block-math" id="id-fake"></div> -->${numberedEquation('id-a', 'a &gt; b')}` +
    '<figure data-type="figure" id="id-t" data-kind="table"><table><tbody><tr><td><p>1</p></td></tr></tbody></table><figcaption>t</figcaption></figure>' +
    `${equation('id-b')}<div data-type="solution-method"><p>x</p></div>${ref('id-zzz')}`;

  it('numberHtml (string only) numbers as the editor does', () => {
    const numbering = numberHtml(html);
    expect(numbering.equations).toEqual({ 'id-a': 1, 'id-b': 2 });
    expect(numbering.entries.map((entry) => entry.label)).toEqual([
      '(2)',
      '[1]',
      '(1)',
      'Tab. 1',
      '(2)',
      'Sposób 1',
      '(?)',
    ]);
    const editor = createTestEditor(html);
    expect(getNumbering(editor.state).entries.map((entry) => entry.label)).toEqual(
      numberHtml(editor.getHTML()).entries.map((entry) => entry.label),
    );
  });

  it('applyNumbering labels a rendered DOM and fills references', () => {
    const host = document.createElement('div');
    host.innerHTML = html;
    const numbering = applyNumbering(host);
    expect(numbering.counts).toMatchObject({ equation: 2, tableCaption: 1, footnote: 1, solutionMethod: 1 });
    expect([...host.querySelectorAll('[data-type="equation-ref"]')].map((element) => element.textContent)).toEqual([
      '(2)',
      '(?)',
    ]);
    expect(host.querySelector('figcaption')?.getAttribute('data-label')).toBe('Tab. 1');
    expect(host.querySelector('#id-b')?.getAttribute('data-label')).toBe('(2)');
  });

  it('computeNumbering keeps the first of two equations with one id and resolves forward references', () => {
    const numbering = computeNumbering([
      { kind: 'equationRef', targetId: 'id-x' },
      { kind: 'equation', id: 'id-x' },
      { kind: 'equation', id: 'id-x' },
      { kind: 'citation' },
      { kind: 'imageCaption' },
    ]);
    expect(numbering.entries.map((entry) => entry.label)).toEqual(['(1)', '(1)', '(2)', '[1]', 'Rys. 1']);
  });
});
