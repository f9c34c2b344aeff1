import { Anchor } from '@mantine/core';
import type { Editor } from '@tiptap/core';
import { useEditorUi } from '../EditorUiContext';
import { menuMessages } from '../messages';
import { Glyph, ToolButton } from '../ToolButton';
import { FloatingMenu, isLinkActive } from './FloatingMenu';

const labels = menuMessages.link;

/** The link under the cursor: its address, edit, open and remove. */
export function LinkMenu({ editor }: { editor: Editor }) {
  const { openDialog } = useEditorUi();
  return (
    <FloatingMenu editor={editor} name="link" show={isLinkActive}>
      <Anchor
        href={editor.getAttributes('link').href}
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
        maw={240}
        truncate
      >
        {editor.getAttributes('link').href}
      </Anchor>
      <ToolButton label={labels.edit} onClick={() => openDialog({ kind: 'link' })}>
        <Glyph>✎</Glyph>
      </ToolButton>
      <ToolButton
        label={labels.open}
        onClick={() => window.open(editor.getAttributes('link').href, '_blank', 'noopener,noreferrer')}
      >
        <Glyph>↗</Glyph>
      </ToolButton>
      <ToolButton
        label={labels.remove}
        onClick={() => editor.chain().focus().extendMarkRange('link').unsetLink().run()}
      >
        <Glyph>⨯</Glyph>
      </ToolButton>
    </FloatingMenu>
  );
}
