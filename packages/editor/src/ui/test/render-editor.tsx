import { MantineProvider } from '@mantine/core';
import { act, render } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { RichTextEditor } from '../RichTextEditor';
import type { TRichTextEditorProps } from '../types';

/** Renders the editor inside Mantine and resolves with the TipTap editor instance. */
export async function renderEditor(props: TRichTextEditorProps = {}) {
  let editor: Editor | null = null;
  const utils = render(
    <MantineProvider env="test">
      <RichTextEditor
        {...props}
        onReady={(instance) => {
          editor = instance;
          props.onReady?.(instance);
        }}
      />
    </MantineProvider>,
  );
  await act(async () => {});
  if (!editor) throw new Error('editor not ready');
  return { ...utils, editor: editor as Editor };
}
