import type { Editor } from '@tiptap/core';
import { menuMessages } from '../messages';
import { isInside } from '../node-queries';
import { Glyph, ToolButton } from '../ToolButton';
import { FloatingMenu, innermostBlockMenu } from './FloatingMenu';

const labels = menuMessages.conceptFragment;

/** ADMIN's concept fragment: unwrap it (its paragraphs stay) or delete it with its content. */
export function ConceptFragmentMenu({ editor }: { editor: Editor }) {
  const unwrap = () => {
    const fragment = isInside(editor.state, 'mathConceptFragment');
    if (!fragment) return;
    editor
      .chain()
      .focus()
      .command(({ tr }) => {
        tr.replaceWith(fragment.pos, fragment.pos + fragment.node.nodeSize, fragment.node.content);
        return true;
      })
      .run();
  };
  return (
    <FloatingMenu
      editor={editor}
      name="mathConceptFragment"
      show={(state) => innermostBlockMenu(state) === 'mathConceptFragment'}
    >
      <ToolButton label={labels.unwrap} onClick={unwrap}>
        <Glyph>⇱</Glyph>
      </ToolButton>
      <ToolButton label={labels.remove} onClick={() => editor.chain().focus().deleteNode('mathConceptFragment').run()}>
        <Glyph>⨯</Glyph>
      </ToolButton>
    </FloatingMenu>
  );
}
