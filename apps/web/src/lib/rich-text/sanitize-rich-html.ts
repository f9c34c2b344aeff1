import { HTML_ALLOWLIST } from '@zadania/editor/html-allowlist';
import { isAllowedHref, isAllowedMediaSrc, toEmbedUrl } from '@zadania/editor/url-policy';
import createDOMPurify, { type Config } from 'dompurify';

const allowedTags = Object.keys(HTML_ALLOWLIST.attributes);
const allowedAttributeNames = [...new Set(Object.values(HTML_ALLOWLIST.attributes).flat())];
// URL attributes are checked by the url policy below; every other value is text (TeX, titles, HTML), which
// DOMPurify would otherwise drop when it looks like a scheme ('f: A \to B', 'Tytuł: podtytuł').
const urlAttributeNames = new Set(['href', 'src', 'data-url']);
const allowedStyleProperties = new Set(HTML_ALLOWLIST.styleProperties);

const purifyConfig: Config = {
  ALLOWED_TAGS: allowedTags,
  ALLOWED_ATTR: allowedAttributeNames,
  ADD_URI_SAFE_ATTR: allowedAttributeNames.filter((name) => !urlAttributeNames.has(name)),
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  KEEP_CONTENT: true,
};

const mantineColorVariable = /var\(--mantine-color-[a-z0-9-]+\)/gi;

/** Keeps the allowlisted declarations whose value is plain (no url(), expression(), escapes, comments, imports). */
export function filterStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => declaration.trim())
    .filter((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon <= 0) return false;
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration
        .slice(colon + 1)
        .trim()
        .replace(mantineColorVariable, 'x');
      if (!allowedStyleProperties.has(property) || !/^[#\w\s.,%'"()-]+$/.test(value)) return false;
      // Colour functions only: no url(), expression(), image-set()…
      return [...value.matchAll(/([\w-]*)\s*\(/g)].every((match) => /^(?:rgba?|hsla?)$/i.test(match[1] ?? ''));
    })
    .join('; ');
}

function checkUrl(tag: string, value: string): string | null {
  if (tag === 'iframe') return toEmbedUrl(value);
  if (tag === 'img' || tag === 'video') return isAllowedMediaSrc(value) ? value : null;
  return isAllowedHref(value) ? value : null;
}

// A dedicated instance: its hooks must not change how the rest of the app sanitizes.
// The document's own window: the browser's, or the server's DOM when pages are rendered on the server.
const purifier = createDOMPurify(document.defaultView ?? undefined);
purifier.addHook('uponSanitizeAttribute', (node, data) => {
  const tag = node.nodeName.toLowerCase();
  const name = data.attrName;
  if (!HTML_ALLOWLIST.attributes[tag]?.includes(name)) {
    data.keepAttr = false;
    return;
  }
  if (name === 'style') {
    data.attrValue = filterStyle(data.attrValue);
    if (!data.attrValue) data.keepAttr = false;
  } else if (urlAttributeNames.has(name)) {
    const url = checkUrl(tag, data.attrValue);
    if (url === null) data.keepAttr = false;
    else data.attrValue = url;
  } else if (tag === 'input' && name === 'type' && data.attrValue.toLowerCase() !== 'checkbox') {
    data.keepAttr = false;
  } else if (tag === 'a' && name === 'target' && data.attrValue !== '_blank') {
    data.keepAttr = false;
  }
});
purifier.addHook('afterSanitizeAttributes', (node) => {
  const tag = node.nodeName.toLowerCase();
  // An iframe to any other host and a non-checkbox input are removed altogether.
  if (tag === 'iframe' && !node.getAttribute('src')) node.remove();
  else if (tag === 'input' && node.getAttribute('type') !== 'checkbox') node.remove();
});

/** Stored rich HTML as a sanitized fragment of the current document (nothing executes while parsing). */
export function sanitizeRichHtml(html: string): DocumentFragment {
  return purifier.sanitize(html, { ...purifyConfig, RETURN_DOM_FRAGMENT: true });
}

/** Stored rich HTML, sanitized, as a string. */
export function sanitizeRichHtmlToString(html: string): string {
  return purifier.sanitize(html, { ...purifyConfig, RETURN_DOM_FRAGMENT: false, RETURN_DOM: false }) as string;
}
