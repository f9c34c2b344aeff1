/** The page's URL pointing at an element id (`#id-…`), for 'Kopiuj #ID' and copied fragments. */
export function blockLink(id: string, location: Pick<Location, 'origin' | 'pathname' | 'search'> = window.location) {
  return `${location.origin}${location.pathname}${location.search}#${encodeURIComponent(id)}`;
}

/**
 * Puts HTML (for the editor's paste) and plain text (the block's link, or its text) on the clipboard; where
 * the browser cannot write HTML, the HTML goes in as text.
 */
export async function writeToClipboard({ html, text }: { html?: string; text: string }): Promise<void> {
  const clipboard = navigator.clipboard;
  if (!clipboard) throw new Error('Clipboard unavailable');
  if (html !== undefined && typeof ClipboardItem !== 'undefined' && typeof clipboard.write === 'function') {
    await clipboard.write([
      new ClipboardItem({
        'text/html': new Blob([html], { type: 'text/html' }),
        'text/plain': new Blob([text], { type: 'text/plain' }),
      }),
    ]);
    return;
  }
  await clipboard.writeText(html ?? text);
}

/** The innermost copyable block around `target` inside `root` (blocks carry `data-rich-block`). */
export function findBlock(root: HTMLElement | null, target: EventTarget | null): HTMLElement | null {
  if (!root || !(target instanceof Element) || !root.contains(target)) return null;
  const block = target.closest<HTMLElement>('[data-rich-block]');
  return block && root.contains(block) ? block : null;
}

/** The nearest element with an id around `target` inside `root`: what 'Kopiuj #ID' links to. */
export function findAnchorId(root: HTMLElement | null, target: EventTarget | null): string | null {
  if (!root || !(target instanceof Element) || !root.contains(target)) return null;
  const anchored = target.closest('[id]');
  return anchored && anchored !== root && root.contains(anchored) ? anchored.id : null;
}
