import type { Editor } from '@tiptap/core';
import { useEditorUi } from '../EditorUiContext';
import { menuMessages } from '../messages';
import { selectedNodeOf } from '../node-queries';
import { Glyph, ToolButton } from '../ToolButton';
import { FloatingMenu } from './FloatingMenu';

const labels = menuMessages.citation;

/** A selected citation: edit it in its dialog or remove it. */
export function CitationMenu({ editor }: { editor: Editor }) {
  const { openDialog } = useEditorUi();
  return (
    <FloatingMenu editor={editor} name="citation" show={(state) => !!selectedNodeOf(state, 'citation')}>
      <ToolButton
        label={labels.edit}
        onClick={() => openDialog({ kind: 'citation', pos: editor.state.selection.from })}
      >
        <Glyph>✎</Glyph>
      </ToolButton>
      <ToolButton label={labels.remove} onClick={() => editor.chain().focus().deleteSelection().run()}>
        <Glyph>⨯</Glyph>
      </ToolButton>
    </FloatingMenu>
  );
}
