/// <reference types="vite/client" />
import katexCss from 'katex/dist/katex.min.css?inline';

/**
 * KaTeX output of the math node views lives in an open shadow root on a host span: Chromium's input
 * method sync walks the editing area's DOM up to the caret after every keystroke, and does not enter
 * shadow trees, so 300 formulas' KaTeX markup no longer slows typing. The shadow root is open, so screen
 * readers still reach KaTeX's MathML. Fonts: the document's `@font-face` rules (the app imports
 * katex.min.css globally) apply inside shadow trees, so they are left out here.
 */
const css = katexCss.replace(/@font-face\s*\{[^}]*\}/g, '');

/** One constructed sheet shared by every root (undefined: not made yet, null: not supported). */
let sharedSheet: CSSStyleSheet | null | undefined;

function katexSheet(): CSSStyleSheet | null {
  if (sharedSheet === undefined) {
    try {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      sharedSheet = sheet;
    } catch {
      sharedSheet = null;
    }
  }
  return sharedSheet;
}

/**
 * Puts KaTeX HTML into `host`'s shadow root (attached on first use, with KaTeX's rules adopted, or in a
 * `<style>` where adoptedStyleSheets is missing), or into `host` itself where there is no attachShadow.
 */
export function setKatexHtml(host: HTMLElement, html: string): void {
  if (typeof host.attachShadow !== 'function') {
    host.innerHTML = html;
    return;
  }
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const sheet = katexSheet();
  if (sheet && 'adoptedStyleSheets' in root) {
    if (root.adoptedStyleSheets[0] !== sheet) root.adoptedStyleSheets = [sheet];
    root.innerHTML = html;
  } else {
    root.innerHTML = `<style>${css}</style>${html}`;
  }
}
