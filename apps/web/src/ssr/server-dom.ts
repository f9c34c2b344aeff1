import { JSDOM } from 'jsdom';

/*
 * The DOM the rich-text renderer needs on the server (sanitizing, numbering, plain-text titles): one inert
 * document, no scripts, no resources. Only the names the renderer uses become globals, and never `window`,
 * so that libraries keep seeing a server.
 */
const { window } = new JSDOM('<!doctype html><html><body></body></html>');
const globals = {
  document: window.document,
  DOMParser: window.DOMParser,
  Node: window.Node,
  NodeFilter: window.NodeFilter,
  Element: window.Element,
} as const;
for (const [name, value] of Object.entries(globals)) {
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
}
