import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHANGE_REPORT_DELAY_MS, RichTextEditor } from './RichTextEditor';
import { renderEditor } from './test/render-editor';
import { variantToolNames } from './toolbar-config';
import type { TEditorCallbacks } from './types';

const allCallbacks: TEditorCallbacks = {
  uploadFile: vi.fn(),
  searchBooks: vi.fn(),
  searchUsers: vi.fn(),
  searchConcepts: vi.fn(async () => []),
  loadConcept: vi.fn(),
};

function toolbarLabels(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll('[data-tool], select'))
    .map((element) => element.getAttribute('aria-label') ?? '')
    .filter(Boolean);
}

afterEach(() => vi.useRealTimers());

describe('toolbar variants', () => {
  it('full: every tool when the callbacks configure them', async () => {
    const { container } = await renderEditor({ variant: 'full', ...allCallbacks });
    const labels = toolbarLabels(container);
    for (const label of [
      'Pogrubienie',
      'Kursywa',
      'Nagłówek 2',
      'Czcionka',
      'Rozmiar czcionki',
      'Lista numerowana',
      'Link',
      'Wzór w tekście',
      'Wzór wyświetlany',
      'Obraz',
      'Grupa rysunków',
      'Film',
      'Przypis',
      'Cytowanie',
      'Panel matematyczny',
      'Pojęcie matematyczne',
      'Zwiększ wcięcie',
      'Pełny ekran',
    ]) {
      expect(labels, label).toContain(label);
    }
    expect(screen.getByRole('button', { name: 'Tabela' })).toBeInstanceOf(Element);
    expect(labels).not.toContain('Zadanie interaktywne');
    // The tools come in named groups, so a screen reader says where it is ('Wstaw', then 'Wzór wyświetlany').
    const groups = screen.getAllByRole('group').map((group) => group.getAttribute('aria-label'));
    expect(groups).toEqual([
      'Historia',
      'Formatowanie',
      'Nagłówki',
      'Czcionka i kolory',
      'Listy i bloki',
      'Wstaw',
      'Elementy dokumentu',
      'Emoji',
      'Widok',
    ]);
    const insert = screen.getByRole('group', { name: 'Wstaw' });
    expect(within(insert).getByRole('button', { name: 'Wzór wyświetlany' })).toBeInstanceOf(Element);
  });

  it('full without callbacks: no image, video or concept tools', async () => {
    const { container } = await renderEditor({ variant: 'full' });
    const labels = toolbarLabels(container);
    expect(labels).not.toContain('Obraz');
    expect(labels).not.toContain('Film');
    expect(labels).not.toContain('Pojęcie matematyczne');
    expect(labels).toContain('Cytowanie');
  });

  it('admin adds interactive exercises when the game search is configured', async () => {
    const searchGames = vi.fn(async () => []);
    const admin = await renderEditor({ variant: 'full', admin: true, searchGames });
    expect(toolbarLabels(admin.container)).toContain('Zadanie interaktywne');
    admin.unmount();
    const noSearch = await renderEditor({ variant: 'full', admin: true });
    expect(toolbarLabels(noSearch.container)).not.toContain('Zadanie interaktywne');
    noSearch.unmount();
    const notAdmin = await renderEditor({ variant: 'full', searchGames });
    expect(toolbarLabels(notAdmin.container)).not.toContain('Zadanie interaktywne');
    notAdmin.unmount();
    const question = await renderEditor({ variant: 'question', admin: true, searchGames });
    expect(toolbarLabels(question.container)).not.toContain('Zadanie interaktywne');
  });

  it('question: no notes, panels or concepts', async () => {
    const { container } = await renderEditor({ variant: 'question', ...allCallbacks });
    const labels = toolbarLabels(container);
    expect(labels).toContain('Obraz');
    expect(labels).toContain('Wzór wyświetlany');
    expect(screen.getByRole('button', { name: 'Tabela' })).toBeInstanceOf(Element);
    expect(labels).not.toContain('Przypis');
    expect(labels).not.toContain('Cytowanie');
    expect(labels).not.toContain('Panel matematyczny');
  });

  it('comment and chat: images only in comments, never tables', async () => {
    const comment = await renderEditor({ variant: 'comment', ...allCallbacks });
    const commentLabels = toolbarLabels(comment.container);
    expect(commentLabels).toContain('Obraz');
    expect(commentLabels).toContain('Wzór w tekście');
    expect(commentLabels).not.toContain('Tabela');
    comment.unmount();
    const chat = await renderEditor({ variant: 'chat', ...allCallbacks });
    const chatLabels = toolbarLabels(chat.container);
    expect(chatLabels).not.toContain('Obraz');
    expect(chatLabels).toContain('Lista punktowana');
  });

  it('review: plain formatting and emoji only', async () => {
    const { container } = await renderEditor({ variant: 'review', ...allCallbacks });
    expect(toolbarLabels(container)).toEqual(['Pogrubienie', 'Kursywa', 'Podkreślenie', 'Przekreślenie', 'Emoji']);
  });

  it('footnote and citation: inline tools, inline math, no display math', async () => {
    for (const variant of ['footnote', 'citation'] as const) {
      const { container, unmount } = await renderEditor({ variant });
      const labels = toolbarLabels(container);
      expect(labels).toContain('Kolor tekstu');
      expect(labels).toContain('Wzór w tekście');
      expect(labels).not.toContain('Wzór wyświetlany');
      expect(labels).not.toContain('Przypis');
      unmount();
    }
  });

  it('demo: exactly the named tool', async () => {
    const { container } = await renderEditor({ variant: 'demo', demo: 'mathInline' });
    expect(toolbarLabels(container)).toEqual(['Wzór w tekście']);
  });

  it('demo: errors for a missing or unknown demo name', () => {
    expect(() => variantToolNames('demo')).toThrow('Specify demo version!');
    expect(() => variantToolNames('demo', 'nope')).toThrow('MenuBar is not defined for demo');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <MantineProvider env="test">
          <RichTextEditor variant="demo" demo="nope" />
        </MantineProvider>,
      ),
    ).toThrow('MenuBar is not defined for demo');
    expect(() =>
      render(
        <MantineProvider env="test">
          <RichTextEditor variant="demo" />
        </MantineProvider>,
      ),
    ).toThrow('Specify demo version!');
    error.mockRestore();
  });

  it('every toolbar button has a Polish aria-label and a delayed tooltip', async () => {
    const { container } = await renderEditor({ variant: 'full', ...allCallbacks });
    const buttons = Array.from(container.querySelectorAll('.mantine-RichTextEditor-toolbar button'));
    expect(buttons.length).toBeGreaterThan(30);
    for (const button of buttons) expect(button.getAttribute('aria-label')).toMatch(/\S/);

    vi.useFakeTimers();
    const bold = screen.getByRole('button', { name: 'Pogrubienie' });
    fireEvent.mouseEnter(bold);
    await act(async () => vi.advanceTimersByTime(450));
    expect(screen.queryByRole('tooltip')).toBeNull();
    await act(async () => vi.advanceTimersByTime(100));
    expect(within(screen.getByRole('tooltip')).getByText('Pogrubienie')).toBeInstanceOf(Element);
  });

  it('buttons run their commands', async () => {
    const { editor } = await renderEditor({ variant: 'full', value: '<p>Ala</p>' });
    act(() => {
      editor.commands.selectAll();
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pogrubienie' }));
    expect(editor.getHTML()).toBe('<p><strong>Ala</strong></p>');
    fireEvent.click(screen.getByRole('button', { name: 'Zwiększ wcięcie' }));
    expect(editor.getHTML()).toContain('margin-left: 24px');
    fireEvent.change(screen.getByRole('combobox', { name: 'Rozmiar czcionki' }), { target: { value: '18' } });
    expect(editor.getHTML()).toContain('font-size: 18px');
  });
});

describe('configured tools: task embed, concept fragment', () => {
  const searchHomeworks = vi.fn(async () => []);

  it('shows „Zadanie” only when searchHomeworks is configured, in the full variant but not in comments or chat', async () => {
    const without = await renderEditor({ variant: 'full', ...allCallbacks });
    expect(toolbarLabels(without.container)).not.toContain('Zadanie');
    without.unmount();
    const full = await renderEditor({ variant: 'full', ...allCallbacks, searchHomeworks });
    expect(toolbarLabels(full.container)).toContain('Zadanie');
    full.unmount();
    for (const variant of ['question', 'comment', 'chat'] as const) {
      const { container, unmount } = await renderEditor({ variant, ...allCallbacks, searchHomeworks });
      expect(toolbarLabels(container), variant).not.toContain('Zadanie');
      unmount();
    }
  });

  it('shows „Fragment pojęcia” only to an admin with a concept search', async () => {
    const notAdmin = await renderEditor({ variant: 'full', ...allCallbacks });
    expect(toolbarLabels(notAdmin.container)).not.toContain('Fragment pojęcia');
    notAdmin.unmount();
    const noSearch = await renderEditor({ variant: 'full', admin: true });
    expect(toolbarLabels(noSearch.container)).not.toContain('Fragment pojęcia');
    noSearch.unmount();
    const admin = await renderEditor({ variant: 'full', admin: true, ...allCallbacks });
    expect(toolbarLabels(admin.container)).toContain('Fragment pojęcia');
  });

  it('demo variant: the task-embed tool alone', async () => {
    const { container } = await renderEditor({ variant: 'demo', demo: 'homeworkEmbed', searchHomeworks });
    expect(toolbarLabels(container)).toEqual(['Zadanie']);
  });
});

describe('debug HTML button', () => {
  it('is off by default', async () => {
    await renderEditor({ variant: 'full' });
    expect(screen.queryByRole('button', { name: 'HTML dokumentu' })).toBeNull();
  });

  it('shows the current HTML of the document, read-only', async () => {
    const { editor } = await renderEditor({ variant: 'comment', value: '<p>Ala</p>', debug: true });
    act(() => {
      editor.commands.insertContentAt(editor.state.doc.content.size - 1, ' ma kota');
      editor.commands.setTextSelection({ from: 1, to: 4 });
      editor.commands.toggleBold();
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'HTML dokumentu' })));
    const dialog = screen.getByRole('dialog', { name: 'HTML dokumentu' });
    const field = within(dialog).getByRole('textbox', { name: 'HTML dokumentu' }) as HTMLTextAreaElement;
    expect(field.value).toBe('<p><strong>Ala</strong> ma kota</p>');
    expect(field.readOnly).toBe(true);
  });

  it('appears in a short variant too, and never when read-only', async () => {
    const demo = await renderEditor({ variant: 'review', debug: true });
    expect(screen.getByRole('button', { name: 'HTML dokumentu' })).toBeInstanceOf(Element);
    demo.unmount();
    await renderEditor({ variant: 'full', debug: true, disabled: true });
    expect(screen.queryByRole('button', { name: 'HTML dokumentu' })).toBeNull();
  });
});

describe('fullscreen, counter, read-only', () => {
  it('toggles fullscreen', async () => {
    const { container } = await renderEditor({ variant: 'full' });
    const root = container.querySelector('.zadania-editor') as HTMLElement;
    expect(root.dataset.fullscreen).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'Pełny ekran' }));
    expect(root.dataset.fullscreen).toBe('true');
    expect(root.style.position).toBe('fixed');
  });

  it('shows used / limit znaków (N wyrazów)', async () => {
    const { editor } = await renderEditor({ variant: 'comment', value: '<p>Ala ma kota</p>', characterLimit: 100 });
    expect(screen.getByTestId('character-count').textContent).toBe('11 / 100 znaków (3 wyrazów)');
    act(() => {
      editor.commands.insertContentAt(editor.state.doc.content.size - 1, ' i psa');
    });
    expect(screen.getByTestId('character-count').textContent).toBe('17 / 100 znaków (5 wyrazów)');
  });

  it('review defaults to 256 characters', async () => {
    await renderEditor({ variant: 'review', value: '<p>Super</p>' });
    expect(screen.getByTestId('character-count').textContent).toBe('5 / 256 znaków (1 wyrazów)');
  });

  it('is read-only without a toolbar when disabled', async () => {
    const { container, editor } = await renderEditor({ variant: 'full', value: '<p>Ala</p>', disabled: true });
    expect(editor.isEditable).toBe(false);
    expect(container.querySelector('[contenteditable="true"]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pogrubienie' })).toBeNull();
  });

  it('shows the placeholder and applies the default height', async () => {
    const { container } = await renderEditor({ variant: 'full' });
    expect(container.querySelector('[data-placeholder="Zacznij pisać..."]')).not.toBeNull();
    const box = container.querySelector('[data-editor-scroll]') as HTMLElement;
    expect(box.style.height).toBe('350px');
  });

  it('reports changes as HTML once typing pauses, and at once when the editor loses focus', async () => {
    const onChange = vi.fn();
    const { editor } = await renderEditor({ variant: 'full', value: '<p>A</p>', onChange });
    act(() => {
      editor.commands.insertContentAt(2, 'B');
    });
    expect(onChange).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>AB</p>'));
    act(() => {
      editor.commands.focus('end');
      editor.commands.insertContent('C');
    });
    act(() => {
      editor.commands.blur();
      editor.view.dom.dispatchEvent(new FocusEvent('blur'));
    });
    expect(onChange).toHaveBeenLastCalledWith('<p>ABC</p>');
  });

  it('does not report edits that leave the HTML as it was', async () => {
    const onChange = vi.fn();
    const { editor } = await renderEditor({ variant: 'full', value: '<p>A</p>', onChange });
    vi.useFakeTimers();
    act(() => {
      editor.commands.insertContentAt(2, 'B');
      editor.commands.deleteRange({ from: 2, to: 3 });
    });
    act(() => vi.advanceTimersByTime(CHANGE_REPORT_DELAY_MS * 2));
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      editor.commands.insertContentAt(2, 'C');
    });
    act(() => vi.advanceTimersByTime(CHANGE_REPORT_DELAY_MS * 2));
    expect(onChange).toHaveBeenLastCalledWith('<p>AC</p>');
  });

  it('reports a waiting change when focus leaves anything in the writing area, such as a formula’s TeX field', async () => {
    const onChange = vi.fn();
    const { editor, container } = await renderEditor({ variant: 'full', value: '<p>A</p>', onChange });
    act(() => {
      editor.commands.insertContentAt(2, 'D');
    });
    expect(onChange).not.toHaveBeenCalled();
    const field = document.createElement('textarea');
    container.querySelector('[data-editor-scroll]')!.appendChild(field);
    act(() => {
      field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    });
    expect(onChange).toHaveBeenLastCalledWith('<p>AD</p>');
  });
});
