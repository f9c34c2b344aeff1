import { Node } from '@tiptap/core';
import { createId, idAttribute } from '../ids';
import { findSelectedOrParent } from '../node-helpers';
import { dataAttribute, dataTypeHtml } from '../node-specs';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    mathConceptFragment: {
      /** Wraps the selected blocks in a fragment linked to a concept (ADMIN only, checked by the UI and API). */
      setMathConceptFragment: (options: { mathConceptId: string }) => ReturnType;
      /** Lifts the content out of the fragment around the selection. */
      unsetMathConceptFragment: () => ReturnType;
    };
  }
}

/**
 * A fragment of content that belongs to a math concept. Stored:
 * `<div data-type="math-concept-fragment" id="id-…" data-math-concept-id="…"><p>…</p></div>`.
 */
export const MathConceptFragment = Node.create({
  name: 'mathConceptFragment',
  group: 'block',
  content: 'block+',
  defining: true,

  addAttributes() {
    return {
      id: idAttribute(),
      mathConceptId: dataAttribute('mathConceptId'),
    };
  },

  ...dataTypeHtml('div', 'math-concept-fragment', { withContent: true }),

  addCommands() {
    return {
      setMathConceptFragment:
        ({ mathConceptId }) =>
        ({ commands }) =>
          !!mathConceptId && commands.wrapIn(this.name, { id: createId(), mathConceptId }),
      unsetMathConceptFragment:
        () =>
        ({ commands, state }) =>
          !!findSelectedOrParent(state, this.name) && commands.lift(this.name),
    };
  },
});
