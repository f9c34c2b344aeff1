// The light modules of the editor package: its index loads TipTap and ProseMirror, which the API never needs.
import { parseStyle } from '@zadania/editor/css-values';
import { HTML_ALLOWLIST } from '@zadania/editor/html-allowlist';
import { isAllowedHref, isAllowedMediaSrc, toEmbedUrl } from '@zadania/editor/url-policy';
import sanitizeHtml from 'sanitize-html';

/** CSS that can fetch, run code or escape its declaration, whatever the property. */
const unsafeCssValue =
  /url\s*\(|image-set|expression\s*\(|javascript:|vbscript:|@import|behavior\s*:|-moz-binding|[\\<>{};]/i;
/** Element ids the editor generates: the `id-` prefix also keeps ids from clobbering DOM globals. */
const safeId = /^id-[A-Za-z0-9_-]{1,64}$/;
const mediaTags = new Set(['img', 'video', 'source', 'audio']);

type TAttributes = Record<string, string>;

/** A file uploaded here, as the editor inserts it (`/api/file/{id}/content`): loading it tells nobody outside. */
const isUploadedFileSrc = (src: string) =>
  /^\/api\/file\/[0-9a-f-]{36}\/(content|thumbnail)(\?[^"'<>\s]*)?$/i.test(src);

function buildOptions({ uploadedMediaOnly = false } = {}): sanitizeHtml.IOptions {
  const allowedMediaSrc = uploadedMediaOnly ? isUploadedFileSrc : isAllowedMediaSrc;
  const allowlist = HTML_ALLOWLIST;
  const styleProperties = new Set(allowlist.styleProperties);
  const urlAttributes = allowlist.urlAttributes;
  const richAttributes = allowlist.richHtmlAttributes;

  const cleanStyle = (style: string) =>
    [...parseStyle(style)]
      .filter(([property, value]) => styleProperties.has(property) && !unsafeCssValue.test(value))
      .map(([property, value]) => `${property}: ${value}`)
      .join('; ');

  const cleanAttributes = (tagName: string, attributes: TAttributes): TAttributes => {
    const clean: TAttributes = {};
    for (const [name, value] of Object.entries(attributes)) {
      if (name === 'id') {
        if (safeId.test(value)) clean.id = value;
      } else if (name === 'style') {
        const style = cleanStyle(value);
        if (style) clean.style = style;
      } else if (urlAttributes[tagName]?.includes(name)) {
        if (tagName === 'iframe' && name === 'src') {
          const embed = toEmbedUrl(value);
          if (embed) clean.src = embed;
        } else if (mediaTags.has(tagName) && name === 'src' ? allowedMediaSrc(value) : isAllowedHref(value)) {
          clean[name] = value;
        }
      } else if (richAttributes[tagName]?.includes(name)) {
        clean[name] = sanitizeRichText(value);
      } else {
        clean[name] = value;
      }
    }
    if (tagName === 'a' && clean.target === '_blank') clean.rel = 'noopener noreferrer nofollow';
    // Inputs exist only as task-list checkboxes.
    if (tagName === 'input') clean.type = 'checkbox';
    return clean;
  };

  return {
    allowedTags: allowlist.tags,
    allowedAttributes: allowlist.attributes,
    allowedSchemes: [...allowlist.urlSchemes],
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'data-url'],
    allowProtocolRelative: false,
    allowedIframeHostnames: ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'],
    allowIframeRelativeUrls: false,
    disallowedTagsMode: 'discard',
    nonTextTags: [
      'script',
      'style',
      'textarea',
      'option',
      'noscript',
      'title',
      'template',
      'xmp',
      'noembed',
      'noframes',
    ],
    parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
    transformTags: {
      '*': (tagName, attributes) => ({ tagName, attribs: cleanAttributes(tagName, attributes) }),
    },
  };
}

let options: sanitizeHtml.IOptions | null = null;
let optionsWithoutAdminBlocks: sanitizeHtml.IOptions | null = null;
let messageOptions: sanitizeHtml.IOptions | null = null;

/** Blocks only an ADMIN inserts (docs/product-spec.md section 6): the interactive-homework embed of a game. */
const isAdminOnlyBlock = (frame: sanitizeHtml.IFrame) =>
  frame.tag === 'div' && frame.attribs['data-type'] === 'interactive-homework';

// The editor's iframe is a leaf; anything inside one would be raw text to a browser but markup to the
// sanitizer's parser, so it is dropped (in the sanitized output attributes hold no raw `>`).
const iframeContent = /<iframe([^>]*)>(?:(?!<\/iframe>)[\s\S])+<\/iframe>/g;
const emptyIframes = (html: string) => html.replace(iframeContent, '<iframe$1></iframe>');

/**
 * Rich HTML as the editor stores it: only the tags, attributes and style properties the editor's own
 * schema renders (derived from it, `@zadania/editor`), links limited to http, https, ftp, mailto and
 * site-relative targets, iframes to YouTube and Vimeo players, ids with the editor's `id-` prefix.
 * Sanitizing its own output changes nothing. Blocks only an ADMIN may insert (a game's embed) are kept only
 * with `adminBlocks` (the writer is an ADMIN, or an ADMIN accepts the text before it is shown).
 */
export function sanitizeRichText(html: string, { adminBlocks = false }: { adminBlocks?: boolean } = {}): string {
  options ??= buildOptions();
  optionsWithoutAdminBlocks ??= { ...options, exclusiveFilter: isAdminOnlyBlock };
  return sanitizeWith(html, adminBlocks ? options : optionsWithoutAdminBlocks);
}

/**
 * A message between people (chat): rich HTML as above, whose images, video and audio come only from files
 * uploaded here. A picture from another host would tell its owner each reader's IP address and when they
 * read the message; such media (and an image left without a source) are dropped.
 */
export function sanitizeMessageText(html: string): string {
  messageOptions ??= {
    ...buildOptions({ uploadedMediaOnly: true }),
    exclusiveFilter: (frame) => isAdminOnlyBlock(frame) || (frame.tag === 'img' && !frame.attribs.src),
  };
  return sanitizeWith(html, messageOptions);
}

function sanitizeWith(html: string, options: sanitizeHtml.IOptions): string {
  // Removing a tag can leave markup the parser reads differently the next time (a paragraph left
  // inside a paragraph): passes repeat until the output is stable, so stored HTML is a fixed point.
  let output = emptyIframes(sanitizeHtml(html, options));
  for (let pass = 0; pass < 4; pass += 1) {
    const next = emptyIframes(sanitizeHtml(output, options));
    if (next === output) break;
    output = next;
  }
  return output;
}
