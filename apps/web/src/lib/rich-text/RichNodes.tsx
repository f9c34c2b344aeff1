/**
 * The React renderers of the rich-text nodes of tasks, steps and articles, one node family per file;
 * rich-to-react.tsx picks one per node.
 */
export { MathPanel, RichHeading, SolutionMethod } from './BlockNodes';
export { HomeworkEmbed, InteractiveHomework } from './HomeworkNodes';
export { DisplayMath, EquationRef, InlineMath, renderMathHtml } from './MathNodes';
export { RichIframe, RichImage } from './MediaNodes';
export { CitationRef, ConceptReference, FootnoteRef, RICH_TOOLTIP_DELAYS } from './ReferenceNodes';
