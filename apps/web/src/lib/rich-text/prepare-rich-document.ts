import { applyNumbering } from '@zadania/editor/numbering';
import { displayMathSelector } from './display-math';
import { highlightTerms, toHighlightTerms } from './highlight-terms';
import { sanitizeRichHtml } from './sanitize-rich-html';
import { splitTexSteps } from './tex-steps';

export type TRichImage = { src: string; alt: string; title?: string };

export type TPreparedRichDocument = {
  /** A detached element holding the sanitized, numbered (and highlighted) content. */
  root: HTMLElement;
  /** The sanitized stored HTML of each copyable block, by its `data-rich-block` index. */
  blocks: string[];
  /** The document's images in order, for the full-screen viewer. */
  images: TRichImage[];
  imageIndex: Map<Element, number>;
};

export type TPrepareOptions = {
  /**
   * Step-by-step mode: how many stages of the display math to show (see `splitTexSteps`); display math
   * past them is left out. Undefined shows everything.
   */
  revealStages?: number;
  /** Search words to mark, matched without regard to case and Polish diacritics. */
  highlight?: string | readonly string[];
};

/** Block elements with an anchor id: the innermost one around a click is what 'Kopiuj fragment' copies. */
const anchoredBlockSelector = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'div', 'figure']
  .map((tag) => `${tag}[id]`)
  .join(', ');

/**
 * Sanitizes stored rich HTML and prepares it for rendering: numbering (equations, captions, footnotes,
 * citations, solution methods, references), step-by-step truncation of display math, copyable blocks
 * and search-term marks. Nothing here executes content: the result is turned into React elements.
 */
export function prepareRichDocument(html: string, options: TPrepareOptions = {}): TPreparedRichDocument {
  const root = document.createElement('div');
  root.append(sanitizeRichHtml(html));

  const candidates = [...new Set([...root.children, ...root.querySelectorAll(anchoredBlockSelector)])];
  const blocks = candidates.map((element) => element.outerHTML);
  candidates.forEach((element, index) => {
    element.setAttribute('data-rich-block', String(index));
  });

  // Numbers come from the whole document, so a revealed equation keeps its final number.
  applyNumbering(root);

  if (options.revealStages !== undefined) {
    let remaining = options.revealStages;
    for (const element of root.querySelectorAll(displayMathSelector)) {
      if (remaining <= 0) {
        element.remove();
        continue;
      }
      const stages = splitTexSteps(element.getAttribute('data-latex') ?? '');
      if (remaining < stages.length) element.setAttribute('data-latex', stages[remaining - 1] ?? '');
      remaining -= stages.length;
    }
  }

  highlightTerms(root, toHighlightTerms(options.highlight));

  const images: TRichImage[] = [];
  const imageIndex = new Map<Element, number>();
  for (const image of root.querySelectorAll('img[src]')) {
    imageIndex.set(image, images.length);
    const caption = image.closest('figure')?.querySelector(':scope > figcaption');
    const captionText = caption
      ? [caption.getAttribute('data-label'), caption.textContent?.trim()].filter(Boolean).join(' ')
      : '';
    const title = captionText || image.getAttribute('title');
    images.push({
      src: image.getAttribute('src') ?? '',
      alt: image.getAttribute('alt') ?? '',
      ...(title ? { title } : {}),
    });
  }
  return { root, blocks, images, imageIndex };
}
