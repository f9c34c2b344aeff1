const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** LaTeX as the rich renderer's inline formula (the right answer of a check). */
export const inlineMathHtml = (latex: string) =>
  `<p><span data-type="inline-math" data-latex="${escapeAttribute(latex)}"></span></p>`;

/** LaTeX as the rich renderer's display formula (a step of the worked solution). */
export const blockMathHtml = (latex: string) =>
  `<div data-type="block-math" data-latex="${escapeAttribute(latex)}"></div>`;
