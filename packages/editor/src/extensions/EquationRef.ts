import { Node } from '@tiptap/core';
import { dataAttribute, dataTypeHtml, inlineLeaf } from '../node-specs';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    equationRef: {
      /** Inserts a reference to the display equation with this id; fails when there is none. */
      insertEquationRef: (options: { targetId: string }) => ReturnType;
    };
  }
}

/**
 * A reference from text to a display equation by its id. It shows the equation's current number,
 * `(2)`, or `(?)` when the equation is gone (see Numbering: the number is never stored).
 * Stored: `<span data-type="equation-ref" data-target-id="id-…"></span>`.
 */
export const EquationRef = Node.create({
  name: 'equationRef',
  ...inlineLeaf,

  addAttributes() {
    return {
      targetId: dataAttribute('targetId'),
    };
  },

  ...dataTypeHtml('span', 'equation-ref'),

  addCommands() {
    return {
      insertEquationRef:
        ({ targetId }) =>
        ({ state, commands }) => {
          let exists = false;
          state.doc.descendants((node) => {
            if (node.type.name === 'mathDisplay' && node.attrs.id === targetId) exists = true;
            return !exists;
          });
          return exists && commands.insertContent({ type: this.name, attrs: { targetId } });
        },
    };
  },
});
