import katex from 'katex';
import { renderTex } from '../render-tex';

/** TeX of a pasted formula that could not be read: a red '(paste error)'. */
export const PASTE_ERROR_TEX = '\\textcolor{red}{\\text{(paste error)}}';

/** The KaTeX parse error of a formula (same options as `renderTex`), or null when it renders. */
export function texError(tex: string, displayMode: boolean): string | null {
  try {
    katex.renderToString(tex, {
      throwOnError: true,
      trust: false,
      maxSize: 20,
      maxExpand: 200,
      displayMode,
      output: 'mathml',
      strict: 'ignore',
    });
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export { renderTex };

/**
 * Pasted HTML with rendered math (KaTeX or MathML) becomes our math nodes: the TeX source from the
 * `application/x-tex` annotation, else a red '(paste error)'. Math nodes without source get the same.
 */
export function transformPastedMath(html: string): string {
  if (!/katex|<math|data-type="(inline|block)-math"/i.test(html)) return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const body = doc.body;
  const replace = (element: Element, display: boolean) => {
    const tex = element.querySelector('annotation[encoding="application/x-tex"]')?.textContent?.trim();
    const replacement = doc.createElement(display ? 'div' : 'span');
    replacement.setAttribute('data-type', display ? 'block-math' : 'inline-math');
    replacement.setAttribute('data-latex', tex || PASTE_ERROR_TEX);
    element.replaceWith(replacement);
  };
  for (const element of Array.from(body.querySelectorAll('.katex-display'))) replace(element, true);
  for (const element of Array.from(body.querySelectorAll('.katex'))) {
    if (element.isConnected) replace(element, false);
  }
  for (const element of Array.from(body.querySelectorAll('math'))) {
    if (element.isConnected) replace(element, element.getAttribute('display') === 'block');
  }
  for (const element of Array.from(body.querySelectorAll('[data-type="inline-math"], [data-type="block-math"]'))) {
    if (!element.getAttribute('data-latex')?.trim()) element.setAttribute('data-latex', PASTE_ERROR_TEX);
  }
  return body.innerHTML;
}
