import { describe, expect, it } from 'vitest';
import { focusFirstInvalid } from './focus-first-invalid';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

function form(html: string) {
  const element = document.createElement('form');
  element.innerHTML = html;
  document.body.replaceChildren(element);
  return element;
}

describe('focusFirstInvalid', () => {
  it('focuses the first field marked invalid, in the order of the form', async () => {
    const element = form(`
      <input name="title" />
      <input name="price" aria-invalid="true" />
      <textarea name="description" aria-invalid="true"></textarea>`);
    focusFirstInvalid(element);
    await nextFrame();
    expect(document.activeElement?.getAttribute('name')).toBe('price');
  });

  it('finds a field by its wrapper’s error when the field itself is not marked (a rich-text editor)', async () => {
    const element = form(`
      <div class="mantine-InputWrapper-root"><input name="title" /></div>
      <div class="mantine-InputWrapper-root">
        <button type="button">Pogrubienie</button>
        <select aria-label="Czcionka"><option>Arial</option></select>
        <div contenteditable="true" data-testid="editor"></div>
        <p class="mantine-InputWrapper-error">Wymagane pole</p>
      </div>`);
    focusFirstInvalid(element);
    await nextFrame();
    expect(document.activeElement?.getAttribute('data-testid')).toBe('editor');
  });

  it('takes the earlier of a marked field and an editor in error', async () => {
    const element = form(`
      <div class="mantine-InputWrapper-root">
        <div contenteditable="true" data-testid="editor"></div>
        <p class="mantine-InputWrapper-error">Wymagane pole</p>
      </div>
      <input name="price" aria-invalid="true" />`);
    focusFirstInvalid(element);
    await nextFrame();
    expect(document.activeElement?.getAttribute('data-testid')).toBe('editor');
  });

  it('focuses an editor still loading at the submit once it arrives, unless the focus has moved meanwhile', async () => {
    const element = form(`
      <div class="mantine-InputWrapper-root" data-testid="description">
        <div role="progressbar" aria-label="Ładowanie edytora"></div>
        <p class="mantine-InputWrapper-error">Wymagane pole</p>
      </div>
      <input name="price" aria-invalid="true" />`);
    focusFirstInvalid(element);
    await nextFrame();
    expect(document.activeElement).toBe(document.body);
    const editor = document.createElement('div');
    editor.setAttribute('contenteditable', 'true');
    element.querySelector('[data-testid="description"]')!.prepend(editor);
    await Promise.resolve();
    expect(document.activeElement).toBe(editor);

    const again = form(`
      <div class="mantine-InputWrapper-root" data-testid="description">
        <p class="mantine-InputWrapper-error">Wymagane pole</p>
      </div>
      <input name="title" />`);
    focusFirstInvalid(again);
    await nextFrame();
    const title = again.querySelector('input')!;
    title.focus();
    const late = document.createElement('div');
    late.setAttribute('contenteditable', 'true');
    again.querySelector('[data-testid="description"]')!.prepend(late);
    await Promise.resolve();
    expect(document.activeElement).toBe(title);
  });

  it('leaves the focus where it is when nothing is invalid', async () => {
    const element = form('<input name="title" />');
    const title = element.querySelector('input')!;
    title.focus();
    focusFirstInvalid(element);
    await nextFrame();
    expect(document.activeElement).toBe(title);
  });
});
