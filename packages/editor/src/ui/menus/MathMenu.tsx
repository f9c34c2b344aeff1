import { Button, Checkbox, Menu } from '@mantine/core';
import type { Editor } from '@tiptap/core';
import { getNumbering } from '../../extensions/Numbering';
import { menuMessages } from '../messages';
import { selectedNodeOf } from '../node-queries';
import { Glyph, ToolButton } from '../ToolButton';
import { FloatingMenu } from './FloatingMenu';

const labels = menuMessages.math;

/** Whether the selected display equation shows a number (its author numbered it, or a reference points at it). */
function isSelectedEquationNumbered(editor: Editor) {
  const { from } = editor.state.selection;
  return !!getNumbering(editor.state).entries.find((entry) => entry.kind === 'equation' && entry.pos === from)?.label;
}

/** How an equation is named in the reference menu: its number, or its TeX while it has none. */
const equationName = (editor: Editor, entry: { label: string; pos?: number }) => {
  if (entry.label) return entry.label;
  const latex = String((entry.pos === undefined ? null : editor.state.doc.nodeAt(entry.pos))?.attrs.latex ?? '');
  return latex.length > 40 ? `${latex.slice(0, 39)}…` : latex;
};

function EquationRefMenu({ editor }: { editor: Editor }) {
  // Any equation its author did not mark unnumbered: a reference gives it its number.
  const equations = getNumbering(editor.state).entries.filter(
    (entry) => entry.kind === 'equation' && entry.numbered !== false && entry.id,
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
            {equationName(editor, entry)}
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
          checked={isSelectedEquationNumbered(editor)}
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
