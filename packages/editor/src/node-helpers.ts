import { findParentNode } from '@tiptap/core';
import type { NodeType, Node as ProseMirrorNode } from '@tiptap/pm/model';
import { type EditorState, NodeSelection, type Transaction } from '@tiptap/pm/state';

export type TFoundNode = { node: ProseMirrorNode; pos: number };

/** The selected node of a type, or the nearest ancestor of that type around the selection. */
export function findSelectedOrParent(state: EditorState | Transaction, typeName: string): TFoundNode | null {
  const { selection } = state;
  if (selection instanceof NodeSelection && selection.node.type.name === typeName) {
    return { node: selection.node, pos: selection.from };
  }
  const parent = findParentNode((node) => node.type.name === typeName)(selection);
  return parent ? { node: parent.node, pos: parent.pos } : null;
}

/** The node of a type at `pos`, or null. */
export function nodeOfTypeAt(doc: ProseMirrorNode, pos: number, type: NodeType): ProseMirrorNode | null {
  const node = pos >= 0 && pos <= doc.content.size ? doc.nodeAt(pos) : null;
  return node?.type === type ? node : null;
}

/** Every node of the given type names, in document order. */
export function findNodesOfTypes(doc: ProseMirrorNode, typeNames: readonly string[]): TFoundNode[] {
  const found: TFoundNode[] = [];
  doc.descendants((node, pos) => {
    if (typeNames.includes(node.type.name)) found.push({ node, pos });
  });
  return found;
}
