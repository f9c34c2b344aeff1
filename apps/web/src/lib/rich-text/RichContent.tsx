import 'katex/dist/katex.min.css';
import './rich-content.css';
import { Box, type BoxProps } from '@mantine/core';
import { useMemo } from 'react';
import { renderRichHtml } from './render-rich-html';

export type TRichContentProps = BoxProps & {
  html: string;
  /** Step-by-step mode: how many stages of the display math to show. */
  revealStages?: number;
};

/** Stored rich HTML, sanitized and with KaTeX math. Load it through `LazyRichContent`. */
export function RichContent({ html, revealStages, className, ...props }: TRichContentProps) {
  const rendered = useMemo(() => renderRichHtml(html, { revealStages }), [html, revealStages]);
  return (
    <Box
      {...props}
      className={className ? `rich-content ${className}` : 'rich-content'}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: renderRichHtml sanitizes with DOMPurify and KaTeX runs with trust: false
      dangerouslySetInnerHTML={{ __html: rendered }}
    />
  );
}
