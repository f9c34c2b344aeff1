import { Button, Checkbox, Menu } from '@mantine/core';
import type { Editor } from '@tiptap/core';
import { getNumbering } from '../../extensions/Numbering';
import { menuMessages } from '../messages';
import { selectedNodeOf } from '../node-queries';
import { Glyph, ToolButton } from '../ToolButton';
import { FloatingMenu } from './FloatingMenu';

const labels = menuMessages.math;

function EquationRefMenu({ editor }: { editor: Editor }) {
  const equations = getNumbering(editor.state).entries.filter(
    (entry) => entry.kind === 'equation' && entry.label && entry.id,
  );
  const insertAfterSelection = (targetId: string) => {
    const { $to, to } = editor.state.selection;
    if ($to.parent.inlineContent) {
      editor.chain().focus().setTextSelection(to).insertEquationRef({ targetId }).run();
      return;
    }
    // A display equation is selected: the reference starts the paragraph after it (a new one if needed).
    const chain = editor.chain().focus();
    if (editor.state.doc.resolve(to).nodeAfter?.type.name !== 'paragraph') {
      chain.insertContentAt(to, { type: 'paragraph' });
    }
    chain
      .setTextSelection(to + 1)
      .insertEquationRef({ targetId })
      .run();
  };
  return (
    <Menu withinPortal>
      <Menu.Target>
        <Button size="compact-xs" variant="subtle" disabled={!equations.length}>
          {labels.insertReference}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {equations.map((entry) => (
          <Menu.Item key={entry.id} onClick={() => insertAfterSelection(String(entry.id))}>
            {entry.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** A selected inline or display formula: numbering, a reference to an equation, remove. */
export function MathMenu({ editor }: { editor: Editor }) {
  return (
    <FloatingMenu editor={editor} name="math" show={(state) => !!selectedNodeOf(state, 'mathInline', 'mathDisplay')}>
      {editor.isActive('mathDisplay') ? (
        <Checkbox
          size="xs"
          label={labels.numbered}
          checked={editor.getAttributes('mathDisplay').numbered !== false}
          onChange={(event) => editor.commands.updateMathDisplay({ numbered: event.currentTarget.checked })}
        />
      ) : null}
      {editor.state.schema.nodes.equationRef ? <EquationRefMenu editor={editor} /> : null}
      <ToolButton label={labels.remove} onClick={() => editor.chain().focus().deleteSelection().run()}>
        <Glyph>⨯</Glyph>
      </ToolButton>
    </FloatingMenu>
  );
}
