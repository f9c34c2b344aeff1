import { Node } from '@tiptap/core';
import { dataTypeHtml } from '../node-specs';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    solutionMethod: {
      /** Inserts an empty solution method ('Sposób n'). */
      insertSolutionMethod: () => ReturnType;
      /** Wraps the selected blocks in a solution method. */
      wrapInSolutionMethod: () => ReturnType;
      /** Lifts the content out of the solution method around the selection. */
      unwrapSolutionMethod: () => ReturnType;
    };
  }
}

/**
 * One way of solving a task, headed 'Sposób n' by document order (Numbering; never stored).
 * Stored: `<div data-type="solution-method"><p>…</p></div>`.
 */
export const SolutionMethod = Node.create({
  name: 'solutionMethod',
  group: 'block',
  content: 'block+',
  defining: true,

  ...dataTypeHtml('div', 'solution-method', { withContent: true }),

  addCommands() {
    return {
      insertSolutionMethod:
        () =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, content: [{ type: 'paragraph' }] }),
      wrapInSolutionMethod:
        () =>
        ({ commands }) =>
          commands.wrapIn(this.name),
      unwrapSolutionMethod:
        () =>
        ({ commands }) =>
          commands.lift(this.name),
    };
  },
});
