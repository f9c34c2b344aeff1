import katex from 'katex';

/**
 * KaTeX with untrusted input (spec and DESIGN section 4): no \href, \url, \htmlId…, bounded sizes and macro
 * expansion; a formula that does not parse shows its source in red with the error as a tooltip.
 */
export function renderTex(tex: string, displayMode: boolean): string {
  return katex.renderToString(tex, {
    throwOnError: false,
    trust: false,
    maxSize: 20,
    maxExpand: 200,
    displayMode,
    output: 'htmlAndMathml',
    strict: 'ignore',
  });
}
