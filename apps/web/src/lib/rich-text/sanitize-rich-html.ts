import { isAllowedHref, isAllowedMediaSrc, toEmbedUrl } from '@zadania/editor/url-policy';
import createDOMPurify, { type Config } from 'dompurify';

/**
 * What stored rich HTML may contain when it is rendered: the tags, attributes per tag and style properties
 * of the editor's schema (`getHtmlAllowlist()` in @zadania/editor, which loads TipTap and so cannot ship
 * here). `sanitize-rich-html.test.ts` checks that both lists are the same.
 */
export const RICH_HTML_ALLOWLIST = {
  attributes: {
    a: ['href', 'rel', 'target'],
    blockquote: [],
    br: [],
    code: ['class'],
    col: ['style'],
    colgroup: [],
    details: ['open'],
    div: [
      'data-homework-id',
      'data-import',
      'data-imported',
      'data-label',
      'data-latex',
      'data-math-concept-id',
      'data-ncols',
      'data-numbered',
      'data-type',
      'data-value',
      'data-variant',
      'id',
    ],
    em: [],
    figcaption: [],
    figure: ['data-kind', 'data-type', 'id'],
    h1: ['id', 'style'],
    h2: ['id', 'style'],
    h3: ['id', 'style'],
    h4: ['id', 'style'],
    h5: ['id', 'style'],
    h6: ['id', 'style'],
    hr: [],
    iframe: ['allowfullscreen', 'frameborder', 'src'],
    img: ['alt', 'data-file-id', 'data-width', 'src', 'style', 'title'],
    input: ['checked', 'type'],
    kbd: [],
    label: [],
    li: ['data-checked', 'data-type'],
    mark: ['data-color', 'style'],
    ol: ['data-list-style', 'start', 'style'],
    p: ['style'],
    pre: [],
    s: [],
    span: [
      'data-author',
      'data-content',
      'data-description',
      'data-id',
      'data-isbn',
      'data-label',
      'data-latex',
      'data-name',
      'data-pages',
      'data-publish-date',
      'data-publish-place',
      'data-publisher',
      'data-target-id',
      'data-title',
      'data-type',
      'data-url',
      'data-value',
      'data-variant',
      'id',
      'style',
    ],
    strong: [],
    summary: [],
    sup: ['data-content', 'data-type', 'id'],
    table: ['style'],
    tbody: [],
    td: ['colspan', 'colwidth', 'rowspan', 'style'],
    th: ['colspan', 'colwidth', 'rowspan', 'style'],
    tr: [],
    u: ['data-color', 'style'],
    ul: ['data-type'],
    video: ['controls', 'data-type', 'src'],
  } as Record<string, readonly string[]>,
  styleProperties: [
    'background-color',
    'border-bottom',
    'border-left',
    'border-right',
    'border-top',
    'color',
    'font-family',
    'font-size',
    'list-style-type',
    'margin-left',
    'min-width',
    'text-decoration-color',
    'width',
  ] as readonly string[],
  /** Attributes holding rich HTML themselves (footnote and citation content): sanitized again when shown. */
  richHtmlAttributes: { span: ['data-content'], sup: ['data-content'] } as Record<string, readonly string[]>,
} as const;

const allowedTags = Object.keys(RICH_HTML_ALLOWLIST.attributes);
const allowedAttributeNames = [...new Set(Object.values(RICH_HTML_ALLOWLIST.attributes).flat())];
// URL attributes are checked by the url policy below; every other value is text (TeX, titles, HTML), which
// DOMPurify would otherwise drop when it looks like a scheme ('f: A \to B', 'Tytuł: podtytuł').
const urlAttributeNames = new Set(['href', 'src', 'data-url']);
const allowedStyleProperties = new Set(RICH_HTML_ALLOWLIST.styleProperties);

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
  if (!RICH_HTML_ALLOWLIST.attributes[tag]?.includes(name)) {
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
