import { Node } from '@tiptap/core';
import { nodeOfTypeAt } from '../node-helpers';
import { dataTypeHtml, inlineLeaf } from '../node-specs';
import { isAllowedHref } from '../url-policy';

/** Citation data of docs/product-spec.md section 3: a template (bibliographic fields) or custom rich text. */
export type TCitation = {
  variant: 'template' | 'custom';
  title: string;
  author?: string | null;
  publisher?: string | null;
  publishDate?: string | null;
  publishPlace?: string | null;
  isbn?: string | null;
  pages?: string | null;
  url?: string | null;
  description?: string | null;
  /** Custom variant: HTML written in the 'citation' editor variant. */
  content?: string | null;
};

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    citation: {
      /** Inserts a citation; fails when the title has fewer than 3 characters. */
      insertCitation: (citation: TCitation) => ReturnType;
      /** Replaces the citation at `pos` (default: the selected node); the same validation applies. */
      updateCitation: (citation: TCitation, options?: { pos?: number }) => ReturnType;
    };
  }
}

const textFields = [
  'title',
  'author',
  'publisher',
  'publishDate',
  'publishPlace',
  'isbn',
  'pages',
  'description',
] as const;

const toDataName = (field: string) => `data-${field.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** Spec section 5: the title is required, at least 3 characters; a link must be an allowed URL. */
export function isValidCitation(citation: Partial<TCitation>): boolean {
  if ((citation.title ?? '').trim().length < 3) return false;
  if (citation.url && !isAllowedHref(citation.url)) return false;
  return citation.variant === 'template' || citation.variant === 'custom';
}

function toAttributes(citation: TCitation): Record<string, string | null> {
  const attributes: Record<string, string | null> = { variant: citation.variant };
  for (const field of textFields) attributes[field] = citation[field]?.trim() || null;
  attributes.url = citation.url && isAllowedHref(citation.url) ? citation.url : null;
  attributes.content = citation.variant === 'custom' ? citation.content || null : null;
  return attributes;
}

/**
 * A citation marker, numbered [1], [2]… in document order (Numbering; its own sequence, separate from
 * footnotes). Stored: `<span data-type="citation" data-variant="template" data-title="…" data-author="…"
 * data-publisher="…" data-publish-date="…" data-publish-place="…" data-isbn="…" data-pages="…" data-url="…"
 * data-description="…" data-content="…"></span>` (empty fields omitted; `data-content` for custom only).
 */
export const Citation = Node.create({
  name: 'citation',
  ...inlineLeaf,

  addAttributes() {
    const text = (field: string) => ({
      default: null,
      parseHTML: (element: HTMLElement) => element.getAttribute(toDataName(field)) || null,
      renderHTML: (attributes: Record<string, unknown>) =>
        attributes[field] ? { [toDataName(field)]: String(attributes[field]) } : {},
    });
    return {
      variant: {
        default: 'template',
        parseHTML: (element) => (element.getAttribute('data-variant') === 'custom' ? 'custom' : 'template'),
        renderHTML: (attributes) => ({ 'data-variant': attributes.variant === 'custom' ? 'custom' : 'template' }),
      },
      ...Object.fromEntries(textFields.map((field) => [field, text(field)])),
      url: {
        default: null,
        parseHTML: (element) => {
          const url = element.getAttribute('data-url');
          return isAllowedHref(url) ? url : null;
        },
        renderHTML: (attributes) => (isAllowedHref(attributes.url) ? { 'data-url': attributes.url } : {}),
      },
      content: text('content'),
    };
  },

  ...dataTypeHtml('span', 'citation'),

  addCommands() {
    return {
      insertCitation:
        (citation) =>
        ({ commands }) =>
          isValidCitation(citation) && commands.insertContent({ type: this.name, attrs: toAttributes(citation) }),
      updateCitation:
        (citation, options = {}) =>
        ({ tr, state }) => {
          const at = options.pos ?? state.selection.from;
          if (!isValidCitation(citation) || !nodeOfTypeAt(tr.doc, at, this.type)) return false;
          tr.setNodeMarkup(at, undefined, toAttributes(citation));
          return true;
        },
    };
  },
});
