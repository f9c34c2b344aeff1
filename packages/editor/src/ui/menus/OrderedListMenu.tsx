import { NativeSelect } from '@mantine/core';
import type { Editor } from '@tiptap/core';
import { LIST_STYLES, type TListStyle } from '../../constants';
import { menuMessages } from '../messages';
import { isInside } from '../node-queries';
import { FloatingMenu, innermostBlockMenu } from './FloatingMenu';

const labels = menuMessages.orderedList;

/** Innermost in an ordered list: its numbering style. */
export function OrderedListMenu({ editor }: { editor: Editor }) {
  const list = isInside(editor.state, 'orderedList');
  return (
    <FloatingMenu editor={editor} name="orderedList" show={(state) => innermostBlockMenu(state) === 'orderedList'}>
      <NativeSelect
        size="xs"
        aria-label={labels.style}
        value={String(list?.node.attrs.listStyle ?? 'decimal')}
        onChange={(event) => {
          const listStyle = event.currentTarget.value as TListStyle;
          if (!list) return;
          // The list around the selection, even when the cursor is in a list nested inside it.
          editor
            .chain()
            .focus()
            .command(({ tr }) => {
              tr.setNodeAttribute(list.pos, 'listStyle', listStyle);
              return true;
            })
            .run();
        }}
        data={LIST_STYLES.map((value) => ({ value, label: labels.styles[value] }))}
      />
    </FloatingMenu>
  );
}
