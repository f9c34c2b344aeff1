import { createNodeFromContent, Node } from '@tiptap/core';
import { Fragment } from '@tiptap/pm/model';
import { Plugin, PluginKey, type Transaction } from '@tiptap/pm/state';
import { MATH_PANEL_VARIANTS, type TMathPanelVariant } from '../constants';
import { createId, idAttribute } from '../ids';
import { findSelectedOrParent } from '../node-helpers';
import { blockSection, dataAttribute, dataTypeHtml } from '../node-specs';
import { uniqueIdKey } from './UniqueId';

export const MATH_PANEL_VARIANT_NAMES = Object.keys(MATH_PANEL_VARIANTS) as TMathPanelVariant[];

/** Transactions with this meta may change the inside of a panel linked to a concept. */
export const linkedPanelEditKey = new PluginKey('linkedMathPanelGuard');

export function toMathPanelVariant(value: unknown): TMathPanelVariant {
  return MATH_PANEL_VARIANT_NAMES.includes(value as TMathPanelVariant) ? (value as TMathPanelVariant) : 'definition';
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    mathPanel: {
      /** Inserts a math panel (definition, theorem, …) with an empty name and body. */
      insertMathPanel: (options?: { variant?: TMathPanelVariant; name?: string }) => ReturnType;
      /** Changes the variant of the panel around the selection. */
      setMathPanelVariant: (variant: TMathPanelVariant) => ReturnType;
      /**
       * Loads a concept's name and description (HTML) into the panel around the selection and marks it
       * imported; with `link`, the panel stays linked to the concept and becomes read-only.
       */
      importMathConcept: (options: {
        mathConceptId: string;
        name: string;
        description: string;
        link?: boolean;
      }) => ReturnType;
      /** Removes the concept link so the panel can be edited again. */
      unlinkMathPanel: () => ReturnType;
    };
  }
}

/**
 * Math panel: a variant (Definicja, Twierdzenie, Przykład, Uwaga, Lemat, Wniosek, Algorytm, Mem), a name
 * heading and a body. `import` means linked to the concept `mathConceptId` and read-only until
 * unlinked; `imported` means the content came from the concept. Stored:
 * `<div data-type="math-panel" id="id-…" data-variant="theorem" data-math-concept-id="…" data-import="true"
 * data-imported="true"><div data-type="math-panel-name">…</div><div data-type="math-panel-body"><p>…</p></div></div>`.
 */
export const MathPanel = Node.create({
  name: 'mathPanel',
  ...blockSection,
  content: 'mathPanelName mathPanelBody',

  addAttributes() {
    return {
      id: idAttribute(),
      variant: {
        default: 'definition',
        parseHTML: (element) => toMathPanelVariant(element.getAttribute('data-variant')),
        renderHTML: (attributes) => ({ 'data-variant': toMathPanelVariant(attributes.variant) }),
      },
      mathConceptId: dataAttribute('mathConceptId'),
      import: {
        default: false,
        parseHTML: (element) => element.getAttribute('data-import') === 'true',
        renderHTML: (attributes) => (attributes.import ? { 'data-import': 'true' } : {}),
      },
      imported: {
        default: false,
        parseHTML: (element) => element.getAttribute('data-imported') === 'true',
        renderHTML: (attributes) => (attributes.imported ? { 'data-imported': 'true' } : {}),
      },
    };
  },

  ...dataTypeHtml('div', 'math-panel', { withContent: true }),

  addCommands() {
    return {
      insertMathPanel:
        (options = {}) =>
        ({ commands }) =>
          commands.insertContent({
            type: this.name,
            attrs: { id: createId(), variant: toMathPanelVariant(options.variant) },
            content: [
              { type: 'mathPanelName', content: options.name ? [{ type: 'text', text: options.name }] : [] },
              { type: 'mathPanelBody', content: [{ type: 'paragraph' }] },
            ],
          }),
      setMathPanelVariant:
        (variant) =>
        ({ tr }) => {
          const panel = findSelectedOrParent(tr, this.name);
          if (!panel) return false;
          tr.setNodeAttribute(panel.pos, 'variant', toMathPanelVariant(variant));
          return true;
        },
      importMathConcept:
        ({ mathConceptId, name, description, link = false }) =>
        ({ tr, state }) => {
          const panel = findSelectedOrParent(tr, this.name);
          if (!panel) return false;
          const { schema } = state;
          const parsed = createNodeFromContent(description || '<p></p>', schema, { slice: true });
          const blocks = parsed instanceof Fragment ? parsed : Fragment.from(parsed);
          const nameNode = schema.nodes.mathPanelName!.create(null, name ? schema.text(name) : null);
          const body = schema.nodes.mathPanelBody!.createChecked(
            null,
            blocks.size ? blocks : schema.nodes.paragraph!.create(),
          );
          const replacement = this.type.create({ ...panel.node.attrs, mathConceptId, import: link, imported: true }, [
            nameNode,
            body,
          ]);
          tr.replaceWith(panel.pos, panel.pos + panel.node.nodeSize, replacement);
          tr.setMeta(linkedPanelEditKey, true);
          return true;
        },
      unlinkMathPanel:
        () =>
        ({ tr }) => {
          const panel = findSelectedOrParent(tr, this.name);
          if (!panel?.node.attrs.import) return false;
          tr.setNodeAttribute(panel.pos, 'import', false);
          return true;
        },
    };
  },

  addProseMirrorPlugins() {
    const typeName = this.name;
    return [
      new Plugin({
        key: linkedPanelEditKey,
        // A panel linked to a concept is read-only: refuse any change strictly inside it.
        filterTransaction: (tr, state) => {
          if (!tr.docChanged || tr.getMeta(linkedPanelEditKey) || tr.getMeta(uniqueIdKey)) return true;
          const linked: Array<[number, number]> = [];
          state.doc.descendants((node, pos) => {
            if (node.type.name === typeName && node.attrs.import) linked.push([pos, pos + node.nodeSize]);
            return node.isBlock;
          });
          if (!linked.length) return true;
          return changedRanges(tr).every(([from, to]) => !linked.some(([start, end]) => from > start && to < end));
        },
      }),
    ];
  },
});

/** The ranges of the starting document that a transaction's steps touch. */
function changedRanges(tr: Transaction): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  tr.steps.forEach((step, index) => {
    const back = tr.mapping.slice(0, index).invert();
    const json = step.toJSON() as { from?: number; to?: number; pos?: number };
    const from = json.from ?? json.pos;
    const to = json.to ?? json.pos;
    if (from !== undefined && to !== undefined) ranges.push([back.map(from, -1), back.map(to, 1)]);
  });
  return ranges;
}
