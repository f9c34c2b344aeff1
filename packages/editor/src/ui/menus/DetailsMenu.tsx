import { Checkbox } from '@mantine/core';
import type { Editor } from '@tiptap/core';
import { menuMessages } from '../messages';
import { isInside } from '../node-queries';
import { Glyph, ToolButton } from '../ToolButton';
import { FloatingMenu, innermostBlockMenu } from './FloatingMenu';

const labels = menuMessages.details;

/** Innermost in a details section: open by default, unwrap, remove with its content. */
export function DetailsMenu({ editor }: { editor: Editor }) {
  const details = isInside(editor.state, 'details');
  return (
    <FloatingMenu editor={editor} name="details" show={(state) => innermostBlockMenu(state) === 'details'}>
      <Checkbox
        size="xs"
        label={labels.open}
        checked={!!details?.node.attrs.open}
        onChange={(event) => {
          const open = event.currentTarget.checked;
          if (!details) return;
          editor
            .chain()
            .focus()
            .command(({ tr }) => {
              tr.setNodeAttribute(details.pos, 'open', open);
              return true;
            })
            .run();
        }}
      />
      <ToolButton label={labels.unwrap} onClick={() => editor.chain().focus().unsetDetails().run()}>
        <Glyph>⇱</Glyph>
      </ToolButton>
      <ToolButton label={labels.remove} onClick={() => editor.chain().focus().deleteNode('details').run()}>
        <Glyph>⨯</Glyph>
      </ToolButton>
    </FloatingMenu>
  );
}
