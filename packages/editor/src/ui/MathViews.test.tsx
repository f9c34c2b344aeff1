import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditor } from './test/render-editor';
import { PASTE_ERROR_TEX, transformPastedMath } from './tex';

const texBox = () => screen.queryByRole('textbox', { name: 'Kod TeX wzoru' });

/** KaTeX output of the first formula under `element`: it lives in the shadow root of the render span. */
const katexIn = (element: Element | null) =>
  element?.querySelector('.zadania-math-render')?.shadowRoot?.querySelector('.katex') ?? null;

describe('math node views', () => {
  it('renders KaTeX with MathML for screen readers', async () => {
    const { container } = await renderEditor({
      value: '<p>a <span data-type="inline-math" data-latex="x^2"></span></p>',
    });
    const rendered = katexIn(container.querySelector('.zadania-math-inline'));
    expect(rendered).not.toBeNull();
    expect(rendered?.querySelector('math annotation')?.textContent).toBe('x^2');
    // Out of the light DOM, which the browser's editing code walks on every keystroke.
    expect(container.querySelector('.katex')).toBeNull();
  });

  it('opens on creation, updates live, closes on Escape', async () => {
    const { editor, container } = await renderEditor({ value: '<p>a</p>' });
    await act(async () => {
      editor.chain().focus('end').insertMathInline().run();
    });
    await waitFor(() => expect(texBox()).not.toBeNull());
    await act(async () => {
      fireEvent.change(texBox()!, { target: { value: '\\frac{1}{2}' } });
    });
    expect(editor.getHTML()).toContain('data-latex="\\frac{1}{2}"');
    expect(katexIn(screen.getByTestId('math-preview'))).not.toBeNull();
    await act(async () => {
      fireEvent.keyDown(texBox()!, { key: 'Escape' });
    });
    expect(texBox()).toBeNull();
    expect(katexIn(container.querySelector('.zadania-math-inline'))).not.toBeNull();
  });

  it('opens on double-click and closes when deselected', async () => {
    const { editor, container } = await renderEditor({
      value: '<p>a <span data-type="inline-math" data-latex="y"></span> b</p>',
    });
    expect(texBox()).toBeNull();
    await act(async () => {
      editor.commands.setNodeSelection(3);
    });
    fireEvent.doubleClick(container.querySelector('.zadania-math-inline')!);
    expect(texBox()).not.toBeNull();
    await act(async () => {
      editor.commands.setTextSelection(1);
    });
    await waitFor(() => expect(texBox()).toBeNull());
    expect(editor.getHTML()).toContain('data-latex="y"');
  });

  it('removes a formula left empty', async () => {
    const { editor } = await renderEditor({ value: '<p>a</p>' });
    await act(async () => {
      editor.chain().focus('end').insertMathInline().run();
    });
    await waitFor(() => expect(texBox()).not.toBeNull());
    await act(async () => {
      fireEvent.keyDown(texBox()!, { key: 'Escape' });
    });
    expect(editor.getHTML()).toBe('<p>a</p>');
  });

  it('shows a render error as red source with the message as tooltip', async () => {
    const { container } = await renderEditor({
      value: '<p><span data-type="inline-math" data-latex="\\frac{1"></span></p>',
    });
    const error = container.querySelector('.zadania-math-error') as HTMLElement;
    expect(error.textContent).toBe('\\frac{1');
    expect(error.getAttribute('title')).toMatch(/KaTeX parse error/);
    expect(error.style.color).toContain('red');
  });

  it('shows the error text in red in the preview while editing', async () => {
    const { editor } = await renderEditor({ value: '<p>a</p>' });
    await act(async () => {
      editor.chain().focus('end').insertMathInline({ latex: '\\sqrt{' }).run();
    });
    await waitFor(() => expect(texBox()).not.toBeNull());
    expect(screen.getByTestId('math-preview-error').textContent).toMatch(/KaTeX parse error/);
  });

  it('numbers display equations and shows the current number in references', async () => {
    const { container, editor } = await renderEditor({
      value:
        // The first numbered by its author, the second because a reference points at it.
        '<div data-type="block-math" id="id-aaaaaaaaaaaa" data-latex="a" data-numbered="true"></div>' +
        '<div data-type="block-math" id="id-bbbbbbbbbbbb" data-latex="b"></div>' +
        '<p>zob. <span data-type="equation-ref" data-target-id="id-bbbbbbbbbbbb"></span></p>',
    });
    const numbers = Array.from(container.querySelectorAll('.zadania-math-number')).map((node) => node.textContent);
    expect(numbers).toEqual(['(1)', '(2)']);
    expect(container.querySelector('.zadania-equation-ref')?.textContent).toBe('(2)');
    await act(async () => {
      editor.commands.deleteRange({ from: 0, to: 1 });
    });
    await waitFor(() => expect(container.querySelector('.zadania-equation-ref')?.textContent).toBe('(1)'));
  });
});

describe('pasting math', () => {
  it('reads KaTeX HTML from its TeX annotation and marks unreadable math as a paste error', () => {
    const readable =
      '<span class="katex"><span class="katex-mathml"><math><semantics><mi>x</mi><annotation encoding="application/x-tex">x+1</annotation></semantics></math></span></span>';
    expect(transformPastedMath(readable)).toBe('<span data-type="inline-math" data-latex="x+1"></span>');
    expect(transformPastedMath('<span class="katex"><span>x</span></span>')).toContain(
      `data-latex="${PASTE_ERROR_TEX}"`,
    );
    expect(transformPastedMath('<span data-type="inline-math"></span>')).toContain(`data-latex="${PASTE_ERROR_TEX}"`);
  });

  it("turns unreadable pasted math into a red '(paste error)' in the editor", async () => {
    const { editor, container } = await renderEditor({ value: '<p>a</p>' });
    await act(async () => {
      editor.commands.focus('end');
      editor.view.pasteHTML('<p>b <span class="katex"><span>??</span></span></p>');
    });
    expect(editor.getHTML()).toContain('data-latex="\\textcolor{red}{\\text{(paste error)}}"');
    const rendered = katexIn(container.querySelector('.zadania-math-inline'));
    expect(rendered?.textContent).toContain('(paste error)');
    expect(rendered?.innerHTML).toMatch(/color:\s*red/);
  });
});
