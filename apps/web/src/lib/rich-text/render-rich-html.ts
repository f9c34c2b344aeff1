import createDOMPurify from 'dompurify';
import katex from 'katex';
import { displayMathSelector } from './display-math';
import { splitTexSteps } from './tex-steps';

const inlineMathSelector = '[data-type="inline-math"]';

const purifyConfig = {
  ADD_ATTR: ['data-type', 'data-latex', 'id'],
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  ALLOW_DATA_ATTR: false,
};

// The editor's text colours, highlights, table borders and indents; nothing that can move or cover the page.
const allowedStyles = new Set([
  'color',
  'background-color',
  'text-align',
  'font-size',
  'font-family',
  'font-weight',
  'font-style',
  'text-decoration',
  'text-decoration-color',
  'padding-left',
  'margin-left',
  'width',
  'border-top',
  'border-bottom',
  'border-left',
  'border-right',
]);

/** Keeps only allowlisted declarations without url(), expression() or escapes. */
export function filterStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => declaration.trim())
    .filter((declaration) => {
      const [property, ...rest] = declaration.split(':');
      const value = rest.join(':');
      return (
        !!property &&
        allowedStyles.has(property.trim().toLowerCase()) &&
        !/url\(|expression|\\|@import|[<>]/i.test(value)
      );
    })
    .join('; ');
}

// A dedicated instance: its hook must not change how the rest of the app sanitizes.
const purifier = createDOMPurify(window);
purifier.addHook('uponSanitizeAttribute', (_node, data) => {
  if (data.attrName !== 'style') return;
  data.attrValue = filterStyle(data.attrValue);
  if (!data.attrValue) data.keepAttr = false;
});

/** KaTeX with untrusted input: no \href/\url/\htmlId…, bounded sizes and macro expansion. */
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

export type TRenderRichHtmlOptions = {
  /**
   * Step-by-step mode: how many stages of the display math to show (see `splitTexSteps`); display
   * math past them is left out. Undefined shows everything.
   */
  revealStages?: number;
};

/**
 * Turns stored rich HTML into safe HTML for `dangerouslySetInnerHTML`: sanitized with DOMPurify, inline
 * and display math rendered with KaTeX, display math numbered (1), (2)… A formula KaTeX cannot parse
 * shows its source in red with the error as a tooltip.
 */
export function renderRichHtml(html: string, options: TRenderRichHtmlOptions = {}): string {
  const container = document.createElement('div');
  container.append(purifier.sanitize(html, { ...purifyConfig, RETURN_DOM_FRAGMENT: true }));

  for (const element of container.querySelectorAll(inlineMathSelector)) {
    element.innerHTML = renderTex(element.getAttribute('data-latex') ?? '', false);
  }

  let remaining = options.revealStages ?? Number.POSITIVE_INFINITY;
  let number = 0;
  for (const element of container.querySelectorAll(displayMathSelector)) {
    let tex = element.getAttribute('data-latex') ?? '';
    if (remaining <= 0) {
      element.remove();
      continue;
    }
    const stages = splitTexSteps(tex);
    if (remaining < stages.length) tex = stages[remaining - 1] ?? tex;
    remaining -= stages.length;
    number += 1;
    element.classList.add('rich-math-display');
    element.innerHTML = `<div class="rich-math-body">${renderTex(tex, true)}</div><span class="rich-math-number">(${number})</span>`;
  }

  for (const link of container.querySelectorAll('a[href]')) {
    if (/^https?:/i.test(link.getAttribute('href') ?? '')) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  }
  return container.innerHTML;
}
