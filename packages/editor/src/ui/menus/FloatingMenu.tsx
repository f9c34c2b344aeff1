import { Group, Paper } from '@mantine/core';
import type { Editor } from '@tiptap/core';
import type { EditorState } from '@tiptap/pm/state';
import { CellSelection } from '@tiptap/pm/tables';
import type { EditorView } from '@tiptap/pm/view';
import { BubbleMenu } from '@tiptap/react/menus';
import { type ReactNode, useCallback, useRef } from 'react';
import { innermostOf } from '../node-queries';

type TShow = (state: EditorState) => boolean;
type TShouldShowProps = { editor: Editor; view: EditorView; state: EditorState };

const menuOptions = { placement: 'top' } as const;

/**
 * Editors the person has engaged with (focused, or moved the selection of). Menus wait for that, so a
 * document that starts with a table or a panel does not open with that menu showing.
 */
const engagedEditors = new WeakSet<Editor>();
const trackedEditors = new WeakSet<Editor>();

function trackEngagement(editor: Editor) {
  if (trackedEditors.has(editor)) return;
  trackedEditors.add(editor);
  // Before the transaction applies, so the menus' own update already sees the engagement.
  editor.on('beforeTransaction', ({ transaction }) => {
    if (transaction.selectionSet && !transaction.getMeta('preventUpdate')) engagedEditors.add(editor);
  });
}

/** A bubble menu that shows while `show` holds, once the person has engaged with the editor. */
export function FloatingMenu({
  editor,
  name,
  show,
  children,
}: {
  editor: Editor;
  name: string;
  show: TShow;
  children: ReactNode;
}) {
  // Stable props: the React BubbleMenu dispatches an options update whenever these change.
  const showRef = useRef(show);
  showRef.current = show;
  trackEngagement(editor);
  const shouldShow = useCallback(({ editor: current, view, state }: TShouldShowProps) => {
    if (view.hasFocus()) engagedEditors.add(current);
    return current.isEditable && engagedEditors.has(current) && showRef.current(state);
  }, []);
  return (
    <BubbleMenu editor={editor} pluginKey={`${name}BubbleMenu`} shouldShow={shouldShow} options={menuOptions}>
      <Paper shadow="md" withBorder p={4} data-menu={name} style={{ zIndex: 150 }}>
        <Group gap={4} wrap="wrap" maw={560}>
          {children}
        </Group>
      </Paper>
    </BubbleMenu>
  );
}

/**
 * The ordered-list and details menus show only when theirs is the innermost of these containers, so that
 * they never stack up with each other or with the table, panel and figure-group menus.
 */
const blockMenuTypes = [
  'orderedList',
  'bulletList',
  'taskList',
  'details',
  'table',
  'mathPanel',
  'figureGroup',
  'mathConceptFragment',
] as const;

type TBlockMenu = 'orderedList' | 'details' | 'mathConceptFragment';

export function innermostBlockMenu(state: EditorState): TBlockMenu | null {
  const innermost = innermostOf(state, ...blockMenuTypes);
  return innermost === 'orderedList' || innermost === 'details' || innermost === 'mathConceptFragment'
    ? innermost
    : null;
}

export function isLinkActive(state: EditorState): boolean {
  const link = state.schema.marks.link;
  if (!link) return false;
  const { $from, from, to } = state.selection;
  return !!link.isInSet($from.marks()) || (from !== to && state.doc.rangeHasMark(from, to, link));
}

export function isCellSelection(state: EditorState): boolean {
  return state.selection instanceof CellSelection;
}
