import { type CommandProps, findParentNode, type JSONContent } from '@tiptap/core';
import type { NodeType, Node as ProseMirrorNode } from '@tiptap/pm/model';
import { type EditorState, NodeSelection, TextSelection, type Transaction } from '@tiptap/pm/state';

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

/**
 * After a block leaf (image, video, embed) is inserted it is left selected, so the next key or insertion
 * would replace it. This moves the cursor into the text block after it, creating a paragraph if none.
 */
export function moveCursorPastSelectedBlock(tr: Transaction): void {
  const { selection } = tr;
  if (!(selection instanceof NodeSelection) || !selection.node.isBlock) return;
  const after = selection.to;
  const $after = tr.doc.resolve(after);
  if ($after.nodeAfter?.isTextblock) {
    tr.setSelection(TextSelection.create(tr.doc, after + 1));
    return;
  }
  const paragraph = tr.doc.type.schema.nodes.paragraph;
  const index = $after.index();
  if (!paragraph || !$after.parent.canReplaceWith(index, index, paragraph)) return;
  tr.insert(after, paragraph.create());
  tr.setSelection(TextSelection.create(tr.doc, after + 1));
}

/** Inserts a block leaf and moves the cursor past it (see above); false when the editor refused it. */
export function insertBlockLeaf(
  { commands, tr }: Pick<CommandProps, 'commands' | 'tr'>,
  content: JSONContent,
): boolean {
  if (!commands.insertContent(content)) return false;
  moveCursorPastSelectedBlock(tr);
  return true;
}
