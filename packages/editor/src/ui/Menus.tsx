import type { Editor } from '@tiptap/core';
import { type EditorState, NodeSelection } from '@tiptap/pm/state';
import { useEditorState } from '@tiptap/react';
import { ConceptFragmentMenu } from './menus/ConceptFragmentMenu';
import { DetailsMenu } from './menus/DetailsMenu';
import { FigureGroupMenu } from './menus/FigureGroupMenu';
import { innermostBlockMenu, isCellSelection, isLinkActive } from './menus/FloatingMenu';
import { ImageMenu } from './menus/ImageMenu';
import { LinkMenu } from './menus/LinkMenu';
import { MathMenu } from './menus/MathMenu';
import { MathPanelMenu } from './menus/MathPanelMenu';
import { NoteMenu } from './menus/NoteMenu';
import { OrderedListMenu } from './menus/OrderedListMenu';
import { TableMenu } from './menus/TableMenu';
import { isInside } from './node-queries';

/** The floating menus of links, math, notes, images, figure groups, tables and math panels (one file each in `./menus`). */
export function EditorMenus({ editor }: { editor: Editor }) {
  // Re-render the menus' contents (attributes, enabled states) on every transaction while one of them
  // can show; typing in plain text re-renders nothing here.
  useEditorState({
    editor,
    selector: ({ editor: current, transactionNumber }) =>
      !current.isDestroyed && current.schema && anyMenuCanShow(current.state) ? transactionNumber : -1,
  });
  if (editor.isDestroyed || !editor.schema) return null;
  // The menus read the state's schema: a concurrent render may go on after the editor was destroyed
  // (its `schema` is then null, its last state stays).
  const nodes = editor.state.schema.nodes;
  return (
    <>
      <LinkMenu editor={editor} />
      <MathMenu editor={editor} />
      {nodes.footnote ? <NoteMenu editor={editor} kind="footnote" /> : null}
      {nodes.citation ? <NoteMenu editor={editor} kind="citation" /> : null}
      {nodes.image ? <ImageMenu editor={editor} /> : null}
      {nodes.figureGroup ? <FigureGroupMenu editor={editor} /> : null}
      {nodes.table ? <TableMenu editor={editor} /> : null}
      {nodes.mathPanel ? <MathPanelMenu editor={editor} /> : null}
      {nodes.orderedList ? <OrderedListMenu editor={editor} /> : null}
      {nodes.details ? <DetailsMenu editor={editor} /> : null}
      {nodes.mathConceptFragment ? <ConceptFragmentMenu editor={editor} /> : null}
    </>
  );
}

function anyMenuCanShow(state: EditorState): boolean {
  return (
    state.selection instanceof NodeSelection ||
    isCellSelection(state) ||
    isLinkActive(state) ||
    !!isInside(state, 'figureGroup') ||
    !!isInside(state, 'table') ||
    !!isInside(state, 'mathPanel') ||
    innermostBlockMenu(state) !== null
  );
}
