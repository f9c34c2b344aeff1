import { getMarkRange, mergeAttributes } from '@tiptap/core';
import { Link as BaseLink, type LinkOptions } from '@tiptap/extension-link';
import { isAllowedHref, opensInNewTab } from '../url-policy';

export type TLinkOptions = LinkOptions & {
  /** Mod-L: opens the UI's link dialog; without it the shortcut does nothing. */
  openLinkDialog: (() => boolean) | null;
};

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    linkText: {
      /**
       * Links the selection, or inserts `text` as a link when given (or when the selection is empty).
       * Fails for a refused href (anything but http, https, ftp, mailto, `/…` and `#…`).
       */
      insertLink: (options: { href: string; text?: string; blank?: boolean }) => ReturnType;
      /** Changes the link around the selection. */
      updateLink: (options: { href?: string; blank?: boolean }) => ReturnType;
    };
  }
}

function relFor(href: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) ? 'noopener noreferrer nofollow' : 'noopener noreferrer';
}

/**
 * Link with `href` and `blank` (open in a new tab); links to /resources/concepts always open in a new
 * tab. Only http, https, ftp, mailto and site-relative hrefs are accepted; others are dropped on parse.
 * Stored: `<a href="https://…" target="_blank" rel="noopener noreferrer nofollow">tekst</a>`, `<a href="/homeworks">…</a>`.
 */
export const Link = BaseLink.extend<TLinkOptions>({
  addOptions() {
    return {
      ...(this.parent?.() as LinkOptions),
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: 'https',
      protocols: ['ftp', 'mailto'],
      HTMLAttributes: {},
      isAllowedUri: (url: string) => isAllowedHref(url),
      openLinkDialog: null,
    };
  },

  addAttributes() {
    return {
      href: {
        default: null,
        parseHTML: (element) => element.getAttribute('href'),
        renderHTML: (attributes) => (isAllowedHref(attributes.href) ? { href: attributes.href } : {}),
      },
      blank: {
        default: false,
        parseHTML: (element) =>
          element.getAttribute('target') === '_blank' || opensInNewTab(element.getAttribute('href') ?? ''),
        renderHTML: (attributes) => {
          const href = String(attributes.href ?? '');
          return attributes.blank || opensInNewTab(href) ? { target: '_blank', rel: relFor(href) } : {};
        },
      },
    };
  },

  parseHTML() {
    return [{ tag: 'a[href]', getAttrs: (element) => (isAllowedHref(element.getAttribute('href')) ? null : false) }];
  },

  renderHTML({ HTMLAttributes }) {
    return ['a', mergeAttributes(HTMLAttributes), 0];
  },

  addCommands() {
    return {
      ...this.parent?.(),
      insertLink:
        ({ href, text, blank = false }) =>
        ({ state, chain }) => {
          const url = href.trim();
          if (!isAllowedHref(url)) return false;
          const attrs = { href: url, blank: blank || opensInNewTab(url) };
          const { empty, from } = state.selection;
          if (!text && !empty) {
            return chain().setMark(this.name, attrs).setMeta('preventAutolink', true).run();
          }
          const label = text || url;
          return chain()
            .insertContent({ type: 'text', text: label, marks: [{ type: this.name, attrs }] })
            .setTextSelection({ from, to: from + label.length })
            .setMeta('preventAutolink', true)
            .run();
        },
      updateLink:
        ({ href, blank }) =>
        ({ state, chain }) => {
          const current = state.selection.$from.marks().find((mark) => mark.type.name === this.name);
          const range = getMarkRange(state.selection.$from, state.schema.marks[this.name]!);
          if (!current || !range) return false;
          const nextHref = href?.trim() ?? current.attrs.href;
          if (!isAllowedHref(nextHref)) return false;
          return chain()
            .setTextSelection(range)
            .setMark(this.name, { href: nextHref, blank: (blank ?? current.attrs.blank) || opensInNewTab(nextHref) })
            .run();
        },
    };
  },

  addKeyboardShortcuts() {
    return { 'Mod-l': () => this.options.openLinkDialog?.() ?? false };
  },
});
