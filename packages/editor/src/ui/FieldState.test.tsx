import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichTextEditor } from './RichTextEditor';
import type { TRichTextEditorProps } from './types';

const editorIn = (props: TRichTextEditorProps) => (
  <MantineProvider env="test">
    <RichTextEditor aria-label="Treść zadania" {...props} />
  </MantineProvider>
);

describe('the writing area as a form field', () => {
  it('is marked invalid and described by the error while the form refuses it, and no longer once it accepts it', async () => {
    const view = render(editorIn({ 'aria-invalid': true, 'aria-describedby': 'tresc-error' }));
    await act(async () => {});
    const textbox = screen.getByRole('textbox', { name: 'Treść zadania' });
    expect(textbox.getAttribute('aria-invalid')).toBe('true');
    expect(textbox.getAttribute('aria-describedby')).toBe('tresc-error');

    view.rerender(editorIn({ 'aria-describedby': 'tresc-hint' }));
    await act(async () => {});
    expect(textbox.hasAttribute('aria-invalid')).toBe(false);
    expect(textbox.getAttribute('aria-describedby')).toBe('tresc-hint');
    expect(textbox.getAttribute('aria-multiline')).toBe('true');
  });

  it('becomes invalid after it was shown valid (a refused save)', async () => {
    const view = render(editorIn({}));
    await act(async () => {});
    const textbox = screen.getByRole('textbox', { name: 'Treść zadania' });
    expect(textbox.hasAttribute('aria-invalid')).toBe(false);
    expect(textbox.hasAttribute('aria-describedby')).toBe(false);

    view.rerender(editorIn({ 'aria-invalid': true, 'aria-describedby': 'tresc-error' }));
    await act(async () => {});
    expect(textbox.getAttribute('aria-invalid')).toBe('true');
    expect(textbox.getAttribute('aria-describedby')).toBe('tresc-error');
  });
});
