import type { EditorState } from '@tiptap/pm/state';
import { NodeSelection } from '@tiptap/pm/state';
import { findSelectedOrParent, type TFoundNode } from '../node-helpers';

/** The selected node when it is one of these types. */
export function selectedNodeOf(state: EditorState, ...types: string[]): TFoundNode | null {
  const { selection } = state;
  return selection instanceof NodeSelection && types.includes(selection.node.type.name)
    ? { node: selection.node, pos: selection.from }
    : null;
}

/** Whether the selected image (or the subfigure around the selection) may be removed: never the last one of a group. */
export function canRemoveFromFigureGroup(state: EditorState): boolean {
  const group = findSelectedOrParent(state, 'figureGroup');
  return !group || group.node.childCount > 1;
}

/** Whether the selection is inside (or on) a node of this type. */
export function isInside(state: EditorState, type: string): TFoundNode | null {
  return findSelectedOrParent(state, type);
}

/** Which of these node types is the nearest ancestor of the selection's start (a selected node counts), or null. */
export function innermostOf(state: EditorState, ...types: string[]): string | null {
  const { selection } = state;
  if (selection instanceof NodeSelection && types.includes(selection.node.type.name)) return selection.node.type.name;
  const { $from } = selection;
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    const name = $from.node(depth).type.name;
    if (types.includes(name)) return name;
  }
  return null;
}
