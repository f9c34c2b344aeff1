import { act, fireEvent } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { renderEditor as renderUntouchedEditor } from './render-editor';

export const click = async (element: Element) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

export const select = async (run: () => unknown) => {
  await act(async () => {
    run();
  });
};

/**
 * The editor as a person finds it after clicking at the end of the document: menus wait until the
 * selection has moved once (see `FloatingMenu`), and later selections start from elsewhere.
 */
export async function renderClickedEditor(...args: Parameters<typeof renderUntouchedEditor>) {
  const rendered = await renderUntouchedEditor(...args);
  await select(() => rendered.editor.commands.setTextSelection(rendered.editor.state.doc.content.size - 1));
  return rendered;
}

/** Positions of every node of a type, in document order. */
export function nodesOf(editor: Editor, type: string): { node: ProseMirrorNode; pos: number }[] {
  const found: { node: ProseMirrorNode; pos: number }[] = [];
  editor.state.doc.descendants((node, pos) => {
    if (node.type.name === type) found.push({ node, pos });
  });
  return found;
}
