import { SegmentedControl } from '@mantine/core';
import type { Editor } from '@tiptap/core';
import { useEditorUi } from '../EditorUiContext';
import { menuMessages } from '../messages';
import { canRemoveFromFigureGroup, isInside, selectedNodeOf } from '../node-queries';
import { Glyph, ToolButton } from '../ToolButton';
import { FloatingMenu } from './FloatingMenu';

const labels = menuMessages.figureGroup;

/** Inside a figure group (no image selected): columns, add or remove an image, remove the group. */
export function FigureGroupMenu({ editor }: { editor: Editor }) {
  const { openDialog, callbacks } = useEditorUi();
  return (
    <FloatingMenu
      editor={editor}
      name="figureGroup"
      show={(state) => !!isInside(state, 'figureGroup') && !selectedNodeOf(state, 'image')}
    >
      <SegmentedControl
        size="xs"
        aria-label={labels.columns}
        value={String(isInside(editor.state, 'figureGroup')?.node.attrs.ncols ?? 2)}
        onChange={(value) => editor.commands.setFigureGroupColumns(value === '1' ? 1 : 2)}
        data={['1', '2']}
      />
      {callbacks.uploadFile ? (
        <ToolButton label={labels.addImage} onClick={() => openDialog({ kind: 'image', subfigure: true })}>
          <Glyph>+</Glyph>
        </ToolButton>
      ) : null}
      {isInside(editor.state, 'subfigure') && canRemoveFromFigureGroup(editor.state) ? (
        <ToolButton label={labels.removeImage} onClick={() => editor.chain().focus().removeSubfigure().run()}>
          <Glyph>−</Glyph>
        </ToolButton>
      ) : null}
      <ToolButton label={labels.remove} onClick={() => editor.chain().focus().deleteNode('figureGroup').run()}>
        <Glyph>⨯</Glyph>
      </ToolButton>
    </FloatingMenu>
  );
}
