import type { Editor } from '@tiptap/core';
import { useEditorUi } from '../EditorUiContext';
import { menuMessages } from '../messages';
import { selectedNodeOf } from '../node-queries';
import { Glyph, ToolButton } from '../ToolButton';
import { FloatingMenu } from './FloatingMenu';

const labels = menuMessages.footnote;

/** A selected footnote: edit it in its dialog or remove it. */
export function FootnoteMenu({ editor }: { editor: Editor }) {
  const { openDialog } = useEditorUi();
  return (
    <FloatingMenu editor={editor} name="footnote" show={(state) => !!selectedNodeOf(state, 'footnote')}>
      <ToolButton
        label={labels.edit}
        onClick={() => openDialog({ kind: 'footnote', pos: editor.state.selection.from })}
      >
        <Glyph>✎</Glyph>
      </ToolButton>
      <ToolButton label={labels.remove} onClick={() => editor.chain().focus().deleteSelection().run()}>
        <Glyph>⨯</Glyph>
      </ToolButton>
    </FloatingMenu>
  );
}
