import { createContext, useContext } from 'react';
import type { TEditorCallbacks, TNotify } from './types';

export type TDialog =
  | { kind: 'link' }
  | { kind: 'image'; subfigure?: boolean }
  | { kind: 'video' }
  | { kind: 'citation'; pos?: number }
  | { kind: 'footnote'; pos?: number }
  | { kind: 'mathConcept' }
  | { kind: 'mathConceptFragment' }
  | { kind: 'homeworkEmbed' }
  | { kind: 'interactiveHomework' }
  | { kind: 'debugHtml' }
  | { kind: 'panelConcept'; mode: 'link' | 'import' };

export type TEditorUi = {
  callbacks: TEditorCallbacks;
  /** ADMIN-only parts (docs/product-spec.md section 6): blocks, importing a concept into a panel. */
  admin: boolean;
  notify: TNotify;
  openDialog: (dialog: TDialog) => void;
};

export const EditorUiContext = createContext<TEditorUi>({
  callbacks: {},
  admin: false,
  notify: () => {},
  openDialog: () => {},
});

export function useEditorUi(): TEditorUi {
  return useContext(EditorUiContext);
}
