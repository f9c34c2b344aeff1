import 'katex/dist/katex.min.css';
import './rich-content.css';
import { Box, type BoxProps } from '@mantine/core';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { prepareRichDocument } from './prepare-rich-document';
import { RichRenderContext, type TRichRenderContext } from './rich-render-context';
import { renderPreparedDocument } from './rich-to-react';
import { useCopyFragment } from './useCopyFragment';

const ImageViewer = lazy(() =>
  import('../../components/files/ImageViewer').then((module) => ({ default: module.ImageViewer })),
);

export type TRichContentProps = BoxProps & {
  html: string;
  /** Step-by-step mode: how many stages of the display math to show. */
  revealStages?: number;
  /** Search words to mark in the text (case and Polish diacritics ignored). */
  highlight?: string | readonly string[];
  /** The 'Kopiuj fragment' / 'Kopiuj #ID' context menu; on by default. */
  copyable?: boolean;
};

/** Nested rich HTML (footnote and citation content, concept previews): sanitized the same way, no menus. */
function NestedRichContent({ html }: { html: string }) {
  const content = useMemo(() => renderPreparedDocument(prepareRichDocument(html)), [html]);
  return <RichRenderContext.Provider value={nestedContext}>{content}</RichRenderContext.Provider>;
}

const nestedContext: TRichRenderContext = {
  openImage: null,
  renderNested: (html) => <NestedRichContent html={html} />,
};

/**
 * Stored rich HTML of the editor, sanitized (DOMPurify with the editor's allowlist) and rendered as React
 * elements: KaTeX math with MathML, numbering, figures, panels, embeds, footnote and citation tooltips,
 * concept previews, the image viewer, search marks and the copyable-fragment context menu. Pages load it
 * through `LazyRichContent`.
 */
export function RichContent({
  html,
  revealStages,
  highlight,
  copyable = true,
  className,
  ...props
}: TRichContentProps) {
  const highlightKey = typeof highlight === 'string' ? highlight : (highlight ?? []).join(' ');
  const prepared = useMemo(
    () => prepareRichDocument(html, { revealStages, highlight: highlightKey }),
    [html, revealStages, highlightKey],
  );
  const content = useMemo(() => renderPreparedDocument(prepared), [prepared]);
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const context = useMemo<TRichRenderContext>(
    () => ({ openImage: setViewerIndex, renderNested: (nested) => <NestedRichContent html={nested} /> }),
    [],
  );
  const rootRef = useRef<HTMLDivElement>(null);
  const fragment = useCopyFragment(rootRef, prepared.blocks, copyable);

  return (
    <RichRenderContext.Provider value={context}>
      <Box
        {...props}
        ref={rootRef}
        className={className ? `rich-content ${className}` : 'rich-content'}
        data-picking={fragment.picking ? 'true' : undefined}
        {...fragment.handlers}
      >
        {content}
      </Box>
      {fragment.element}
      {viewerIndex !== null && (
        <Suspense fallback={null}>
          <ImageViewer
            images={prepared.images}
            opened
            initialIndex={viewerIndex}
            onClose={() => setViewerIndex(null)}
          />
        </Suspense>
      )}
    </RichRenderContext.Provider>
  );
}
