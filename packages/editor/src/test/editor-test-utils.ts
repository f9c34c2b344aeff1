import { Editor, type JSONContent } from '@tiptap/core';
import { expect } from 'vitest';
import { createEditorExtensions, type TEditorVariant } from '../create-editor-extensions';

const editors: Editor[] = [];

/** A headless editor from the same extensions as the app. */
export function createTestEditor(content = '', variant: TEditorVariant = 'full', characterLimit?: number): Editor {
  const editor = new Editor({ extensions: createEditorExtensions({ variant, characterLimit }), content });
  editors.push(editor);
  return editor;
}

export function destroyTestEditors(): void {
  for (const editor of editors.splice(0)) editor.destroy();
}

/** Parses, serialises and parses again: both documents and both serialisations must be equal. */
export function expectRoundTrip(
  html: string,
  variant: TEditorVariant = 'full',
): { editor: Editor; html: string; json: JSONContent } {
  const editor = createTestEditor(html, variant);
  const first = editor.getHTML();
  const again = createTestEditor(first, variant);
  expect(again.getJSON()).toEqual(editor.getJSON());
  expect(again.getHTML()).toBe(first);
  return { editor, html: first, json: editor.getJSON() };
}

/** The top-level node types of a document. */
export function topTypes(editor: Editor): string[] {
  return (editor.getJSON().content ?? []).map((node) => node.type ?? '');
}

/** Every node of a type, depth first. */
export function nodesOfType(editor: Editor, type: string): JSONContent[] {
  const found: JSONContent[] = [];
  const visit = (node: JSONContent) => {
    if (node.type === type) found.push(node);
    for (const child of node.content ?? []) visit(child);
  };
  visit(editor.getJSON());
  return found;
}

/** The Polish names of the eight math panel variants, in menu order. */
export const mathPanelVariantLabels = [
  'Definicja',
  'Twierdzenie',
  'Przykład',
  'Uwaga',
  'Lemat',
  'Wniosek',
  'Algorytm',
  'Mem',
];
