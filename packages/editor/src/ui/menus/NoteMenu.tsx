import type { Editor } from '@tiptap/core';
import { useEditorUi } from '../EditorUiContext';
import { menuMessages } from '../messages';
import { selectedNodeOf } from '../node-queries';
import { Glyph, ToolButton } from '../ToolButton';
import { FloatingMenu } from './FloatingMenu';

/** A selected footnote or citation: edit it in its dialog or remove it. */
export function NoteMenu({ editor, kind }: { editor: Editor; kind: 'footnote' | 'citation' }) {
  const { openDialog } = useEditorUi();
  const labels = menuMessages[kind];
  return (
    <FloatingMenu editor={editor} name={kind} show={(state) => !!selectedNodeOf(state, kind)}>
      <ToolButton label={labels.edit} onClick={() => openDialog({ kind, pos: editor.state.selection.from })}>
        <Glyph>✎</Glyph>
      </ToolButton>
      <ToolButton label={labels.remove} onClick={() => editor.chain().focus().deleteSelection().run()}>
        <Glyph>⨯</Glyph>
      </ToolButton>
    </FloatingMenu>
  );
}
