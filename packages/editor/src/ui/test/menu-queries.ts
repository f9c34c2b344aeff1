import { waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { expect } from 'vitest';

/** The floating menu of this name while it is shown (the bubble menu removes its element when hidden). */
export const menu = (name: string) => document.querySelector<HTMLElement>(`[data-menu="${name}"]`);

export async function shownMenu(name: string) {
  await waitFor(() => expect(menu(name)).not.toBeNull());
  return within(menu(name) as HTMLElement);
}

export const expectHidden = async (name: string) => waitFor(() => expect(menu(name)).toBeNull());

/** Position of the first character of `text` in the document. */
export function textPos(editor: Editor, text: string): number {
  let found = -1;
  editor.state.doc.descendants((node, pos) => {
    if (found < 0 && node.isText && node.text?.includes(text)) found = pos + (node.text?.indexOf(text) ?? 0);
  });
  if (found < 0) throw new Error(`text not found: ${text}`);
  return found;
}
