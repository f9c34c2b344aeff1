import { combineTransactionSteps, Extension, getChangedRanges } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Plugin, PluginKey, type Transaction } from '@tiptap/pm/state';
import { createId, isValidId } from '../ids';

/** Node types whose `id` is generated (docs/product-spec.md section 3; 'annotation' has no node here). */
export const ID_NODE_TYPES = [
  'footnote',
  'heading',
  'mathPanel',
  'figure',
  'subfigure',
  'figureGroup',
  'mathDisplay',
  'mathConceptFragment',
] as const;

export type TUniqueIdOptions = { types: readonly string[] };

export const uniqueIdKey = new PluginKey('uniqueId');

type TRange = { from: number; to: number };

/**
 * Gives every node of `types` in `doc` an `id-` id: a missing or invalid id is generated and a
 * duplicate is replaced. Of duplicates, the copy outside the changed ranges (the original, for a paste
 * or a split) keeps its id; without ranges, the first one does. Returns whether anything changed.
 */
export function assignUniqueIds(tr: Transaction, types: readonly string[], changed: TRange[] | null): boolean {
  const found: Array<{ node: ProseMirrorNode; pos: number }> = [];
  tr.doc.descendants((node, pos) => {
    if (types.includes(node.type.name)) found.push({ node, pos });
  });
  const byId = new Map<string, Array<{ pos: number; inChange: boolean }>>();
  const replace = new Set<number>();
  for (const { node, pos } of found) {
    const id = node.attrs.id;
    if (!isValidId(id)) {
      replace.add(pos);
      continue;
    }
    const inChange = changed ? changed.some((range) => pos >= range.from && pos < range.to) : false;
    byId.set(id, [...(byId.get(id) ?? []), { pos, inChange }]);
  }
  for (const occurrences of byId.values()) {
    if (occurrences.length < 2) continue;
    const keeper = occurrences.find((occurrence) => !occurrence.inChange) ?? occurrences[0]!;
    for (const occurrence of occurrences) if (occurrence !== keeper) replace.add(occurrence.pos);
  }
  for (const pos of replace) tr.setNodeAttribute(pos, 'id', createId());
  return replace.size > 0;
}

/** Assigns missing ids and fixes duplicates (after paste, split or drop) for the node types of docs/product-spec.md section 3. */
export const UniqueId = Extension.create<TUniqueIdOptions>({
  name: 'uniqueId',

  addOptions() {
    return { types: ID_NODE_TYPES };
  },

  onCreate() {
    const { tr } = this.editor.state;
    if (assignUniqueIds(tr, this.options.types, null)) {
      tr.setMeta(uniqueIdKey, true).setMeta('addToHistory', false);
      this.editor.view.dispatch(tr);
    }
  },

  addProseMirrorPlugins() {
    const { types } = this.options;
    return [
      new Plugin({
        key: uniqueIdKey,
        appendTransaction: (transactions, oldState, newState) => {
          if (!transactions.some((transaction) => transaction.docChanged)) return null;
          if (transactions.every((transaction) => transaction.getMeta(uniqueIdKey))) return null;
          const transform = combineTransactionSteps(oldState.doc, [...transactions]);
          const changed = getChangedRanges(transform).map(({ newRange }) => newRange);
          const tr = newState.tr;
          if (!assignUniqueIds(tr, types, changed)) return null;
          return tr.setMeta(uniqueIdKey, true);
        },
      }),
    ];
  },
});
