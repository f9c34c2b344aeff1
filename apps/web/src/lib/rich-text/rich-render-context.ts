import { createContext, type ReactNode, useContext } from 'react';

export type TRichRenderContext = {
  /** Opens the full-screen viewer on the document's image at this index; null inside nested content. */
  openImage: ((index: number) => void) | null;
  /** Renders nested rich HTML (footnote and citation content, concept previews) with the same sanitizer. */
  renderNested: (html: string) => ReactNode;
};

export const RichRenderContext = createContext<TRichRenderContext>({ openImage: null, renderNested: () => null });

export const useRichRenderContext = () => useContext(RichRenderContext);
