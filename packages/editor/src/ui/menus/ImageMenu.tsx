import { SegmentedControl, TextInput } from '@mantine/core';
import type { Editor } from '@tiptap/core';
import { useState } from 'react';
import { menuMessages } from '../messages';
import { canRemoveFromFigureGroup, isInside, selectedNodeOf } from '../node-queries';
import { Glyph, ToolButton } from '../ToolButton';
import { FloatingMenu } from './FloatingMenu';

const labels = menuMessages.image;

/** A selected image: width, alternative text, caption, remove (from its figure or group too). */
export function ImageMenu({ editor }: { editor: Editor }) {
  const [alt, setAlt] = useState('');
  return (
    <FloatingMenu editor={editor} name="image" show={(state) => !!selectedNodeOf(state, 'image')}>
      <SegmentedControl
        size="xs"
        aria-label={labels.width}
        value={String(editor.getAttributes('image').width ?? '100%')}
        onChange={(width) => editor.commands.updateImage({ width: width as '100%' | 'auto' })}
        data={[
          { value: '100%', label: '100%' },
          { value: 'auto', label: 'auto' },
        ]}
      />
      <TextInput
        size="xs"
        aria-label={labels.alt}
        placeholder={editor.getAttributes('image').alt ?? labels.alt}
        value={alt}
        onChange={(event) => setAlt(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            editor.commands.updateImage({ alt: alt.trim() || null });
            setAlt('');
          }
        }}
      />
      {editor.state.schema.nodes.figure && !isInside(editor.state, 'figure') && !isInside(editor.state, 'subfigure') ? (
        <ToolButton label={labels.addCaption} onClick={() => editor.chain().focus().wrapInFigure().run()}>
          <Glyph>Rys.</Glyph>
        </ToolButton>
      ) : null}
      {isInside(editor.state, 'subfigure') ? (
        canRemoveFromFigureGroup(editor.state) ? (
          <ToolButton label={labels.remove} onClick={() => editor.chain().focus().removeSubfigure().run()}>
            <Glyph>⨯</Glyph>
          </ToolButton>
        ) : null
      ) : (
        <ToolButton
          label={labels.remove}
          onClick={() =>
            isInside(editor.state, 'figure')
              ? editor.chain().focus().deleteNode('figure').run()
              : editor.chain().focus().deleteSelection().run()
          }
        >
          <Glyph>⨯</Glyph>
        </ToolButton>
      )}
    </FloatingMenu>
  );
}
