import { Extension } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { type EditorState, Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { computeNumbering, type TNumbering, type TNumberingItem } from '../numbering';
import { figureKind } from './Figure';

type TNumberingState = { numbering: TNumbering; decorations: DecorationSet };

export const numberingKey = new PluginKey<TNumberingState>('numbering');

/** The numbered items of an editor document in order, with their positions. */
export function collectNumberingItems(doc: ProseMirrorNode): TNumberingItem[] {
  const items: TNumberingItem[] = [];
  doc.descendants((node, pos) => {
    switch (node.type.name) {
      case 'mathDisplay':
        items.push({ kind: 'equation', id: node.attrs.id, numbered: node.attrs.numbered ?? undefined, pos });
        break;
      case 'equationRef':
        items.push({ kind: 'equationRef', targetId: node.attrs.targetId, pos });
        break;
      case 'figure':
        items.push({ kind: figureKind(node) === 'table' ? 'tableCaption' : 'imageCaption', pos });
        break;
      case 'subfigure':
        items.push({ kind: 'imageCaption', pos });
        break;
      case 'footnote':
        items.push({ kind: 'footnote', pos });
        break;
      case 'citation':
        items.push({ kind: 'citation', pos });
        break;
      case 'solutionMethod':
        items.push({ kind: 'solutionMethod', pos });
        break;
    }
    return true;
  });
  return items;
}

function buildState(doc: ProseMirrorNode): TNumberingState {
  const numbering = computeNumbering(collectNumberingItems(doc));
  const decorations: Decoration[] = [];
  for (const entry of numbering.entries) {
    if (entry.pos === undefined || !entry.label) continue;
    const node = doc.nodeAt(entry.pos);
    if (!node) continue;
    // Captions carry the label of their figure or subfigure: it is the last child.
    if (entry.kind === 'imageCaption' || entry.kind === 'tableCaption') {
      const caption = node.lastChild;
      if (caption?.type.name !== 'caption') continue;
      const from = entry.pos + node.nodeSize - 1 - caption.nodeSize;
      decorations.push(Decoration.node(from, from + caption.nodeSize, { 'data-label': entry.label }));
      continue;
    }
    decorations.push(Decoration.node(entry.pos, entry.pos + node.nodeSize, { 'data-label': entry.label }));
  }
  return { numbering, decorations: DecorationSet.create(doc, decorations) };
}

/** The current numbering of an editor state (equations, captions, footnotes, citations, solution methods). */
export function getNumbering(state: EditorState): TNumbering {
  return numberingKey.getState(state)?.numbering ?? computeNumbering(collectNumberingItems(state.doc));
}

/** The label of the numbered node at `pos` ('(1)', 'Rys. 2', '[3]', 'Sposób 1', '(?)'), or null. */
export function getNumberingLabel(state: EditorState, pos: number): string | null {
  return getNumbering(state).entries.find((entry) => entry.pos === pos)?.label ?? null;
}

/**
 * Numbers equations, references, captions, footnotes, citations and solution methods from document
 * order, recomputed on every document change; shown through `data-label` node decorations (CSS or
 * node views display them). Nothing is stored in the document.
 */
export const Numbering = Extension.create({
  name: 'numbering',

  addProseMirrorPlugins() {
    return [
      new Plugin<TNumberingState>({
        key: numberingKey,
        state: {
          init: (_, state) => buildState(state.doc),
          apply: (tr, previous) => (tr.docChanged ? buildState(tr.doc) : previous),
        },
        props: {
          decorations: (state) => numberingKey.getState(state)?.decorations ?? DecorationSet.empty,
        },
      }),
    ];
  },
});
